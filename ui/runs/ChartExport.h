#pragma once

#include "core/Result.h"

class QChartView;

namespace goldset::ui::chartexport {

// Writes what a chart view shows as PNG (at twice the screen size, for print) or SVG, chosen
// by the file's suffix (.png, .svg).
Status save(QChartView& view, const QString& path);

} // namespace goldset::ui::chartexport
