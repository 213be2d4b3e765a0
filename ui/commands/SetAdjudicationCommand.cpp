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
        m_version = before->rowVersion;
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
    // Checked against the version this command last saw: another lead's decision in between
    // is reported, not overwritten; the views read it again.
    Status written;
    if (value) {
        auto version = store.setChecked(m_task, m_key, value->value, value->reason, value->leadId, m_version);
        written = version ? Status() : Status(version.error());
        if (version)
            m_version = *version;
    } else if (m_version != 0) {
        written = store.removeChecked(m_task, m_key, m_version);
        if (written)
            m_version = 0;
    }
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
    if (!apply(m_before))
        setObsolete(true); // another lead's decision stays; the stack lets go of this one
}

} // namespace goldset::ui
