#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>
#include <functional>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// A lead sets (or clears) the gold grade of a chunk for a question: the adjudication of the
// "relevance" task under AdjudicationStore::relevanceKey(question, chunk). Undo restores the
// adjudication that was there before, reason and lead included.
class LabelAdjudicateCommand : public QUndoCommand
{
public:
    using ErrorHandler = std::function<void(const QString& message)>;

    LabelAdjudicateCommand(ProjectSession& session, const QString& questionExternalId,
                           const QString& chunkExternalId, std::optional<int> grade,
                           std::optional<RowId> leadId, ErrorHandler onError = {},
                           QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    struct State
    {
        QString value;
        QString reason;
        std::optional<RowId> leadId;
    };
    bool apply(const std::optional<State>& state);

    ProjectSession& m_session;
    QString m_key;
    std::optional<State> m_after;
    std::optional<State> m_before;
    ErrorHandler m_onError;
    qint64 m_version = 0; // the adjudication's row version this command expects (0: none)
};

} // namespace goldset::ui
