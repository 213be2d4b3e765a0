#include "commands/LabelAdjudicateCommand.h"

#include "shell/ProjectSession.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"

#include <QCoreApplication>

namespace goldset::ui {

namespace {
const QString kTask = QStringLiteral("relevance");
}

LabelAdjudicateCommand::LabelAdjudicateCommand(ProjectSession& session, const QString& questionExternalId,
                                               const QString& chunkExternalId, std::optional<int> grade,
                                               std::optional<RowId> leadId, ErrorHandler onError,
                                               QUndoCommand* parent)
    : QUndoCommand(parent), m_session(session),
      m_key(storage::AdjudicationStore::relevanceKey(questionExternalId, chunkExternalId)),
      m_onError(std::move(onError))
{
    if (grade)
        m_after = State{QString::number(*grade), {}, leadId};
    if (const auto before = session.project().adjudications().get(kTask, m_key)) {
        std::optional<RowId> beforeLead;
        if (!before->leadName.isEmpty())
            if (const auto lead = session.project().annotators().byName(before->leadName))
                beforeLead = lead->id;
        m_before = State{before->value, before->reason, beforeLead};
        m_version = before->rowVersion;
        if (m_after)
            m_after->reason = before->reason;
    }
    setText(grade ? QCoreApplication::translate("LabelAdjudicateCommand", "gold grade %1 for %2")
                        .arg(*grade)
                        .arg(chunkExternalId)
                  : QCoreApplication::translate("LabelAdjudicateCommand", "clear gold grade of %1")
                        .arg(chunkExternalId));
}

bool LabelAdjudicateCommand::apply(const std::optional<State>& state)
{
    storage::AdjudicationStore& store = m_session.project().adjudications();
    // Checked against the version this command last saw: another lead's decision in between
    // is reported, not overwritten; the views read it again.
    Status written;
    if (state) {
        auto version = store.setChecked(kTask, m_key, state->value, state->reason, state->leadId, m_version);
        written = version ? Status() : Status(version.error());
        if (version)
            m_version = *version;
    } else if (m_version != 0) {
        written = store.removeChecked(kTask, m_key, m_version);
        if (written)
            m_version = 0;
    }
    m_session.notifyChanged(ProjectSession::Change::Labels);
    if (!written && m_onError)
        m_onError(written.error().toString());
    return written.ok();
}

void LabelAdjudicateCommand::redo()
{
    if (!apply(m_after))
        setObsolete(true);
}

void LabelAdjudicateCommand::undo()
{
    if (!apply(m_before))
        setObsolete(true); // another lead's decision stays; the stack lets go of this one
}

} // namespace goldset::ui
