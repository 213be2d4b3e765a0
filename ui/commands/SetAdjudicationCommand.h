#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>
#include <functional>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// A lead's adjudicated value of one disagreement, for either task: a grade "0".."3" of a
// (question, chunk) or a verdict of a claim, with the lead's reason. LabelAdjudicateCommand does
// the same for the Labelling page's gold mode (relevance only, reason kept); this one carries
// the reason the Batches & Agreement page asks for. Undo restores what was there before.
class SetAdjudicationCommand : public QUndoCommand
{
public:
    using ErrorHandler = std::function<void(const QString& message)>;
    struct Value
    {
        QString value;
        QString reason;
        std::optional<RowId> leadId;
    };

    // task: "relevance" or "claims"; itemKey as AdjudicationStore keys it; value nullopt clears.
    SetAdjudicationCommand(ProjectSession& session, const QString& task, const QString& itemKey,
                           const QString& itemLabel, std::optional<Value> value, ErrorHandler onError = {},
                           QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    bool apply(const std::optional<Value>& value);

    ProjectSession& m_session;
    QString m_task;
    QString m_key;
    std::optional<Value> m_after;
    std::optional<Value> m_before;
    ErrorHandler m_onError;
    qint64 m_version = 0; // the adjudication's row version this command expects (0: none)
};

} // namespace goldset::ui
