#include "commands/LabelSetCommand.h"

#include "shell/ProjectSession.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>

namespace goldset::ui {

LabelSetCommand::LabelSetCommand(ProjectSession& session, const Target& target, std::optional<int> grade,
                                 ErrorHandler onError, QUndoCommand* parent)
    : QUndoCommand(parent), m_session(session), m_target(target), m_grade(grade),
      m_onError(std::move(onError))
{
    const auto before =
        session.project().labels().label(target.questionId, target.chunkId, target.annotatorId);
    if (before) {
        m_previousGrade = before->grade;
        m_previousNote = before->note;
    }
    // The question is named: Undo may take back a grade on another question than the one shown.
    const auto question = session.project().questions().byId(target.questionId);
    const QString questionId = question ? question->externalId : QString::number(target.questionId);
    setText(grade ? QCoreApplication::translate("LabelSetCommand", "grade %1 for %2 on %3")
                        .arg(*grade)
                        .arg(target.chunkExternalId, questionId)
                  : QCoreApplication::translate("LabelSetCommand", "clear grade of %1 on %2")
                        .arg(target.chunkExternalId, questionId));
}

bool LabelSetCommand::apply(std::optional<int> grade, const QString& note)
{
    storage::LabelStore& labels = m_session.project().labels();
    const Status written =
        grade ? labels.setLabel(m_target.questionId, m_target.chunkId, m_target.annotatorId, *grade, note)
              : labels.removeLabel(m_target.questionId, m_target.chunkId, m_target.annotatorId);
    m_labelId = 0;
    if (written && grade)
        if (auto now = labels.label(m_target.questionId, m_target.chunkId, m_target.annotatorId))
            m_labelId = now->id;
    m_session.notifyChanged(ProjectSession::Change::Labels, {m_target.questionId});
    if (!written && m_onError)
        m_onError(written.error().toString());
    return written.ok();
}

void LabelSetCommand::redo()
{
    // A grade change keeps the note the label had.
    if (!apply(m_grade, m_previousNote))
        setObsolete(true); // nothing was written: QUndoStack drops the command
}

void LabelSetCommand::undo()
{
    apply(m_previousGrade, m_previousNote);
}

} // namespace goldset::ui
