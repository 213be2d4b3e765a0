#pragma once

#include "storage/BatchStore.h"

#include <QMap>
#include <QUndoCommand>
#include <functional>

namespace goldset::ui {

class ProjectSession;

// Stores a planned batch with its assignments (one transaction). Undo deletes the batch, its
// assignments and their item lists; labels and reviews given meanwhile belong to the annotators
// and stay. Redo stores the very same plan again under the same name, so a package exported
// before the undo still finds its batch when it comes back.
class CreateBatchCommand : public QUndoCommand
{
public:
    using ErrorHandler = std::function<void(const QString& message)>;

    CreateBatchCommand(ProjectSession& session, const storage::BatchStore::Batch& batch,
                       const QMap<RowId, QList<RowId>>& itemsByAnnotator, ErrorHandler onError = {},
                       QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

    RowId batchId() const { return m_batchId; } // 0 while undone or when storing failed

private:
    ProjectSession& m_session;
    storage::BatchStore::Batch m_batch;
    QMap<RowId, QList<RowId>> m_items;
    RowId m_batchId = 0;
    ErrorHandler m_onError;
};

} // namespace goldset::ui
