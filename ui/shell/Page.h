#pragma once

#include "domain/Entities.h"

#include <QList>
#include <QWidget>

class QAction;
class QUndoStack;

namespace goldset::ui {

class ProjectSession;

// One page of the main window (Dataset, Labelling, ...). A page owns its widgets and its
// actions; MainWindow only hosts pages, shows their actions in the Page menu and toolbar,
// and tells them when the project changes.
class Page : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    virtual QString title() const = 0;
    // Actions shown in the menu bar's page menu while the page is current.
    virtual QList<QAction*> pageActions() const { return {}; }
    // Called with the newly opened project, or nullptr when the project is closed.
    virtual void setSession(ProjectSession* session) = 0;
    // Shows one question (in that run, on pages about runs); false if the page cannot.
    virtual bool openQuestion(RowId questionId, const QString& runName)
    {
        Q_UNUSED(questionId);
        Q_UNUSED(runName);
        return false;
    }

Q_SIGNALS:
    void statusMessage(const QString& message);
    // Asks the shell to show a question on another page, named by its object name
    // ("reviewPage", "labellingPage").
    void questionRequested(const QString& pageName, goldset::RowId questionId, const QString& runName);
};

} // namespace goldset::ui
