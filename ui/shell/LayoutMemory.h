#pragma once

class QSettings;
class QWidget;

namespace goldset::ui::layout {

// Remembers how the user arranged the window's inner parts: the sizes of every named
// QSplitter and the dock and toolbar layout of every named inner QMainWindow below root.
// Each is keyed by the chain of object names from root down to it, so a part keeps its
// layout across runs as long as it keeps its name. Unnamed parts are not remembered.
void save(const QWidget* root, QSettings& settings);
void restore(QWidget* root, const QSettings& settings);

} // namespace goldset::ui::layout
