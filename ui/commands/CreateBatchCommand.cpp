#include "commands/CreateBatchCommand.h"

#include "shell/ProjectSession.h"

#include <QCoreApplication>

namespace goldset::ui {

CreateBatchCommand::CreateBatchCommand(ProjectSession& session, const storage::BatchStore::Batch& batch,
                                       const QMap<RowId, QList<RowId>>& itemsByAnnotator,
                                       ErrorHandler onError, QUndoCommand* parent)
    : QUndoCommand(parent), m_session(session), m_batch(batch), m_items(itemsByAnnotator),
      m_onError(std::move(onError))
{
    setText(
        QCoreApplication::translate("goldset::ui::CreateBatchCommand", "create batch %1").arg(batch.name));
}

void CreateBatchCommand::redo()
{
    storage::BatchStore batches(m_session.project().connection());
    auto created = batches.create(m_batch, m_items);
    if (!created) {
        if (m_onError)
            m_onError(created.error().toString());
        setObsolete(true);
        return;
    }
    m_batchId = *created;
    m_session.notifyChanged(ProjectSession::Change::Batches);
}

void CreateBatchCommand::undo()
{
    if (m_batchId == 0)
        return;
    storage::BatchStore batches(m_session.project().connection());
    if (Status removed = batches.remove(m_batchId); !removed) {
        if (m_onError)
            m_onError(removed.error().toString());
        return;
    }
    m_batchId = 0;
    m_session.notifyChanged(ProjectSession::Change::Batches);
}

} // namespace goldset::ui
