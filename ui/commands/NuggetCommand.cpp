#include "commands/NuggetCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/RunStore.h"

#include <QCoreApplication>

namespace goldset::ui {

namespace {
QString nuggetCommandText(const char* text, const QString& questionName)
{
    return QCoreApplication::translate("NuggetCommand", text).arg(questionName);
}
} // namespace

NuggetCommand::NuggetCommand(ProjectSession* session, Kind kind, const QString& text)
    : m_session(session), m_kind(kind)
{
    QUndoCommand::setText(text);
}

NuggetCommand* NuggetCommand::add(ProjectSession* session, const QString& questionName, RowId questionId,
                                  int row, const QString& text)
{
    auto* command = new NuggetCommand(
        session, Kind::Add,
        nuggetCommandText(QT_TRANSLATE_NOOP("NuggetCommand", "Add Nugget to %1"), questionName));
    command->m_nugget.questionId = questionId;
    command->m_nugget.text = text;
    command->m_nugget.origin = NuggetOrigin::Expert;
    command->m_row = row;
    return command;
}

NuggetCommand* NuggetCommand::editText(ProjectSession* session, const QString& questionName,
                                       const Nugget& nugget, const QString& text)
{
    auto* command = new NuggetCommand(
        session, Kind::Text,
        nuggetCommandText(QT_TRANSLATE_NOOP("NuggetCommand", "Edit Nugget of %1"), questionName));
    command->m_nugget = nugget;
    command->m_after = nugget;
    command->m_after.text = text.trimmed();
    return command;
}

NuggetCommand* NuggetCommand::setImportance(ProjectSession* session, const QString& questionName,
                                            const Nugget& nugget, NuggetImportance importance)
{
    auto* command = new NuggetCommand(
        session, Kind::Importance,
        nuggetCommandText(importance == NuggetImportance::Vital
                              ? QT_TRANSLATE_NOOP("NuggetCommand", "Mark Nugget of %1 Vital")
                              : QT_TRANSLATE_NOOP("NuggetCommand", "Mark Nugget of %1 Okay"),
                          questionName));
    command->m_nugget = nugget;
    command->m_after = nugget;
    command->m_after.importance = importance;
    return command;
}

NuggetCommand* NuggetCommand::setStatus(ProjectSession* session, const QString& questionName,
                                        const Nugget& nugget, NuggetStatus status)
{
    auto* command =
        new NuggetCommand(session, Kind::Status,
                          nuggetCommandText(status == NuggetStatus::Accepted
                                                ? QT_TRANSLATE_NOOP("NuggetCommand", "Accept Nugget of %1")
                                                : QT_TRANSLATE_NOOP("NuggetCommand", "Reopen Nugget of %1"),
                                            questionName));
    command->m_nugget = nugget;
    command->m_after = nugget;
    command->m_after.status = status;
    return command;
}

NuggetCommand* NuggetCommand::remove(ProjectSession* session, const QString& questionName,
                                     const Nugget& nugget)
{
    auto* command = new NuggetCommand(
        session, Kind::Remove,
        nuggetCommandText(QT_TRANSLATE_NOOP("NuggetCommand", "Delete Nugget of %1"), questionName));
    command->m_nugget = nugget;
    return command;
}

NuggetCommand* NuggetCommand::merge(ProjectSession* session, const QString& questionName, const Nugget& first,
                                    const Nugget& second)
{
    auto* command = new NuggetCommand(
        session, Kind::Merge,
        nuggetCommandText(QT_TRANSLATE_NOOP("NuggetCommand", "Merge Nuggets of %1"), questionName));
    command->m_nugget = first;
    command->m_second = second;
    command->m_after = first;
    QString joined = first.text.trimmed();
    // Two facts read as one sentence: the first one's final full stop gives way to a semicolon.
    if (joined.endsWith(QLatin1Char('.')))
        joined.chop(1);
    command->m_after.text = joined + QStringLiteral("; ") + second.text.trimmed();
    if (second.importance == NuggetImportance::Vital)
        command->m_after.importance = NuggetImportance::Vital;
    return command;
}

NuggetCommand* NuggetCommand::move(ProjectSession* session, const QString& questionName, RowId questionId,
                                   const QList<RowId>& before, const QList<RowId>& after)
{
    auto* command = new NuggetCommand(
        session, Kind::Move,
        nuggetCommandText(QT_TRANSLATE_NOOP("NuggetCommand", "Move Nugget of %1"), questionName));
    command->m_nugget.questionId = questionId;
    command->m_before = before;
    command->m_order = after;
    return command;
}

void NuggetCommand::redo()
{
    if (!writeInTransaction(*m_session, [this] { return apply(true); }))
        setObsolete(true);
}

void NuggetCommand::undo()
{
    if (!writeInTransaction(*m_session, [this] { return apply(false); }))
        setObsolete(true);
}

Status NuggetCommand::removeKeeping(RowId id, Removed& removed)
{
    storage::Project& project = m_session->project();
    const auto nugget = project.nuggets().byId(id);
    if (!nugget)
        return makeError(QStringLiteral("no nugget %1").arg(id));
    removed = Removed{*nugget, -1, {}, {}};
    const QList<Nugget> siblings = project.nuggets().forQuestion(nugget->questionId);
    for (qsizetype i = 0; i < siblings.size(); ++i)
        if (siblings.at(i).id == id)
            removed.row = int(i);
    // The delete cascades to what refers to the nugget: keep it for undo.
    for (const Run& run : project.runs().runs()) {
        for (const NuggetVerdict& v :
             project.nuggetVerdicts().verdicts(run.id, QString(), nugget->questionId))
            if (v.nuggetId == id)
                removed.verdicts.append(v);
        for (const NuggetReview& r : project.nuggetVerdicts().reviews(run.id, nugget->questionId))
            if (r.nuggetId == id)
                removed.reviews.append(r);
    }
    return project.nuggets().remove(id);
}

Status NuggetCommand::restore(const Removed& removed)
{
    storage::Project& project = m_session->project();
    if (auto id = project.nuggets().insert(removed.nugget, removed.row); !id)
        return id.error();
    for (const NuggetVerdict& v : removed.verdicts)
        if (Status s = project.nuggetVerdicts().setVerdict(v); !s)
            return s;
    for (const NuggetReview& r : removed.reviews)
        if (Status s = project.nuggetVerdicts().setReview(r); !s)
            return s;
    return {};
}

Status NuggetCommand::apply(bool forward)
{
    storage::NuggetStore& store = m_session->project().nuggets();
    const Nugget& to = forward ? m_after : m_nugget;
    switch (m_kind) {
    case Kind::Add:
        if (forward) {
            // The first redo picks the id; a redo after undo brings back the same row.
            auto id = store.insert(m_nugget, m_row);
            if (!id)
                return id.error();
            m_nugget.id = *id;
            return {};
        }
        return store.remove(m_nugget.id);
    case Kind::Text:
        return store.setText(m_nugget.id, to.text);
    case Kind::Importance:
        return store.setImportance(m_nugget.id, to.importance);
    case Kind::Status:
        return store.setStatus(m_nugget.id, to.status);
    case Kind::Remove:
        return forward ? removeKeeping(m_nugget.id, m_removed) : restore(m_removed);
    case Kind::Merge:
        if (forward) {
            if (Status s = store.setText(m_nugget.id, m_after.text); !s)
                return s;
            if (Status s = store.setImportance(m_nugget.id, m_after.importance); !s)
                return s;
            return removeKeeping(m_second.id, m_removed);
        }
        if (Status s = restore(m_removed); !s)
            return s;
        if (Status s = store.setText(m_nugget.id, m_nugget.text); !s)
            return s;
        return store.setImportance(m_nugget.id, m_nugget.importance);
    case Kind::Move:
        return store.setOrder(m_nugget.questionId, forward ? m_order : m_before);
    }
    return {};
}

} // namespace goldset::ui
