#pragma once

class QApplication;

namespace goldset::ui {

// Names, icon and the translation of the UI language (the system's, or the "language"
// setting), before any window is made.
void setUpApplication(QApplication& app);
// First thing in main(), before any thread starts: glibc keeps what the background work of a
// large project frees (one arena per thread that allocates), which stayed resident after it.
void limitHeapRetention();

} // namespace goldset::ui
