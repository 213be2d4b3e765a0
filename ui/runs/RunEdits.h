#pragma once

#include <QObject>

class QAction;
class QTableView;

namespace goldset::ui {

class ProjectSession;
class RunListModel;

// Rename and delete for the Runs page's run list: F2 edits the name in place, Delete deletes
// the current run, both also in the list's context menu; each is an undo command on the
// project's stack (RenameRunCommand, DeleteRunCommand).
class RunEdits : public QObject
{
    Q_OBJECT

public:
    RunEdits(QTableView* view, RunListModel* model);

    void setSession(ProjectSession* session);
    QAction* renameAction() const { return m_rename; }
    QAction* deleteAction() const { return m_delete; }

    // What F2 then Enter does: refused (with a status message) when empty or taken.
    bool rename(int row, const QString& name);
    void deleteRun(int row);

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    int currentRow() const;

    QTableView* m_view;
    RunListModel* m_model;
    ProjectSession* m_session = nullptr;
    QAction* m_rename;
    QAction* m_delete;
};

} // namespace goldset::ui
