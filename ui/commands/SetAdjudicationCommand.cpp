#include "commands/SetAdjudicationCommand.h"

#include "shell/ProjectSession.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"

#include <QCoreApplication>

namespace goldset::ui {

SetAdjudicationCommand::SetAdjudicationCommand(ProjectSession& session, const QString& task,
                                               const QString& itemKey, const QString& itemLabel,
                                               std::optional<Value> value, ErrorHandler onError,
                                               QUndoCommand* parent)
    : QUndoCommand(parent), m_session(session), m_task(task), m_key(itemKey), m_after(std::move(value)),
      m_onError(std::move(onError))
{
    if (const auto before = session.project().adjudications().get(task, itemKey)) {
        std::optional<RowId> lead;
        if (!before->leadName.isEmpty())
            if (const auto annotator = session.project().annotators().byName(before->leadName))
                lead = annotator->id;
        m_before = Value{before->value, before->reason, lead};
    }
    setText(m_after
                ? QCoreApplication::translate("goldset::ui::SetAdjudicationCommand", "adjudicate %1 as %2")
                      .arg(itemLabel, m_after->value)
                : QCoreApplication::translate("goldset::ui::SetAdjudicationCommand",
                                              "clear the adjudication of %1")
                      .arg(itemLabel));
}

bool SetAdjudicationCommand::apply(const std::optional<Value>& value)
{
    storage::AdjudicationStore& store = m_session.project().adjudications();
    const Status written = value ? store.set(m_task, m_key, value->value, value->reason, value->leadId)
                                 : store.remove(m_task, m_key);
    if (!written && m_onError)
        m_onError(written.error().toString());
    m_session.notifyChanged(m_task == QLatin1String("claims") ? ProjectSession::Change::Reviews
                                                              : ProjectSession::Change::Labels);
    return written.ok();
}

void SetAdjudicationCommand::redo()
{
    if (!apply(m_after))
        setObsolete(true);
}

void SetAdjudicationCommand::undo()
{
    apply(m_before);
}

} // namespace goldset::ui
