#pragma once

class QThreadPool;

namespace goldset::ui {

// The threads the pages read and compute on in the background. Not Qt's global pool: the raster
// paint engine splits large fills across that one and waits for them, so a read of 100,000
// questions (or a judge-trust page) queued there froze the window while it painted a chart
// (135–180 ms blocks, bench_scale at 100,000 questions). The Runs page has a pool of its own.
QThreadPool* workPool();

} // namespace goldset::ui
