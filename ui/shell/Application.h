#pragma once

class QApplication;

namespace goldset::ui {

// Names, icon and the translation of the UI language (the system's, or the "language"
// setting), before any window is made.
void setUpApplication(QApplication& app);

} // namespace goldset::ui
