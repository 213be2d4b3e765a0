#pragma once

#include "domain/Entities.h"
#include "shell/ProjectSession.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class QAction;
class QUndoStack;

namespace goldset::ui {

// One page of the main window (Dataset, Labelling, ...). A page owns its widgets and its
// actions; MainWindow only hosts pages, shows their actions in the Page menu and toolbar,
// and tells them when the project changes. What a page shows lives in its state object (a
// QObject without widgets, e.g. LabellingState); the page builds the widgets and wires them.
class Page : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    virtual QString title() const = 0;
    // Actions shown in the menu bar's page menu while the page is current.
    virtual QList<QAction*> pageActions() const { return {}; }
    // Called with the newly opened project, or nullptr when the project is closed. The steps
    // every page takes are here, once: the old project's signals are let go, the new one's
    // changes reach projectChanged(), then the page shows it in sessionSet().
    void setSession(ProjectSession* session);
    ProjectSession* session() const { return m_session; }
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

protected:
    virtual void sessionSet(ProjectSession* session) = 0;
    // A change of the open project (pages whose state object follows the session need none).
    virtual void projectChanged(ProjectSession::Change change) { Q_UNUSED(change); }

private:
    QPointer<ProjectSession> m_session;
};

} // namespace goldset::ui
