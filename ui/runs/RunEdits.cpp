#include "runs/RunEdits.h"

#include "commands/DeleteRunCommand.h"
#include "commands/RenameRunCommand.h"
#include "runs/RunListModel.h"
#include "shell/ProjectSession.h"

#include <QAction>
#include <QTableView>

namespace goldset::ui {

RunEdits::RunEdits(QTableView* view, RunListModel* model)
    : QObject(view), m_view(view), m_model(model), m_rename(new QAction(tr("Re&name Run"), view)),
      m_delete(new QAction(tr("&Delete Run"), view))
{
    // On the list only: Delete elsewhere on the page (a threshold cell) is not a run's.
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setShortcutContext(Qt::WidgetShortcut);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetShortcut);
    view->addAction(m_rename);
    view->addAction(m_delete);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_rename, &QAction::triggered, this, [this] {
        const int row = currentRow();
        if (row >= 0)
            m_view->edit(m_model->index(row, RunListModel::NameColumn));
    });
    connect(m_delete, &QAction::triggered, this, [this] { deleteRun(currentRow()); });
    connect(m_model, &RunListModel::renameRequested, this, &RunEdits::rename);
    setSession(nullptr);
}

void RunEdits::setSession(ProjectSession* session)
{
    m_session = session;
    m_rename->setEnabled(session != nullptr);
    m_delete->setEnabled(session != nullptr);
}

int RunEdits::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() && m_model->runAt(current.row()) ? current.row() : -1;
}

bool RunEdits::rename(int row, const QString& name)
{
    const Run* run = m_model->runAt(row);
    if (!m_session || !run)
        return false;
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed == run->name) {
        Q_EMIT statusMessage(tr("A run needs a name."));
        return false;
    }
    for (int other = 0; other < m_model->rowCount(); ++other) {
        if (other != row && m_model->runAt(other)->name == trimmed) {
            Q_EMIT statusMessage(tr("There is already a run named %1.").arg(trimmed));
            return false;
        }
    }
    const QString oldName = run->name;
    m_session->undoStack()->push(new RenameRunCommand(m_session, run->id, oldName, trimmed));
    Q_EMIT statusMessage(tr("Run %1 renamed to %2.").arg(oldName, trimmed));
    return true;
}

void RunEdits::deleteRun(int row)
{
    const Run* run = m_model->runAt(row);
    if (!m_session || !run)
        return;
    const QString name = run->name;
    m_session->undoStack()->push(new DeleteRunCommand(m_session, run->id, name));
    Q_EMIT statusMessage(tr("Run %1 deleted (Ctrl+Z brings it back).").arg(name));
}

} // namespace goldset::ui
