#pragma once

#include <QLabel>

namespace goldset::ui {

class ProjectSession;

// The note above the pages while the project is open read-only (a read-only file, folder or
// disk): what that means, and how to get a copy to edit.
class ReadOnlyBanner : public QLabel
{
    Q_OBJECT

public:
    explicit ReadOnlyBanner(QWidget* parent = nullptr);

    // Shown for a read-only project, hidden otherwise (and with no project).
    void showFor(ProjectSession* session);
};

} // namespace goldset::ui
