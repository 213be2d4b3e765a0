#include "review/ClaimEditor.h"

#include "shell/ProjectSession.h"
#include "storage/RunStore.h"

#include <QRegularExpression>
#include <QUndoStack>

namespace goldset::ui {

namespace {

QList<storage::EditedClaim> keepEveryClaim(const QList<Claim>& claims)
{
    QList<storage::EditedClaim> result;
    for (const Claim& claim : claims)
        result.append({claim.id, claim.text});
    return result;
}

int claimIndexIn(const QList<Claim>& claims, RowId claimId)
{
    for (int i = 0; i < claims.size(); ++i)
        if (claims[i].id == claimId)
            return i;
    return -1;
}

} // namespace

ClaimEditor::ClaimEditor(ProjectSession& session, EditClaimsCommand::Changed changed)
    : m_session(session), m_changed(std::move(changed))
{
}

QList<Claim> ClaimEditor::claims(const Target& target) const
{
    QList<Claim> result;
    for (const Claim& claim : m_session.project().runs().claims(target.runId, target.questionId))
        if (claim.judgeModel == target.judgeModel)
            result.append(claim);
    return result;
}

std::optional<RowId> ClaimEditor::fail(const QString& error)
{
    m_error = error;
    return std::nullopt;
}

std::optional<RowId> ClaimEditor::push(const Target& target, const QList<storage::EditedClaim>& edited,
                                       int select, RowId selectBefore, const QString& text)
{
    m_error.clear();
    if (m_session.isReadOnly())
        return fail(tr("This project is open read-only."));
    auto* command =
        new EditClaimsCommand(m_session, {target.runId, target.questionId, target.judgeModel}, edited, select,
                              selectBefore, text.arg(target.questionName), m_changed);
    m_session.undoStack()->push(command); // deletes a command that failed
    QUndoStack* stack = m_session.undoStack();
    if (stack->index() == 0 || stack->command(stack->index() - 1) != command)
        return fail(tr("The claims could not be saved."));
    const QList<RowId>& ids = command->claimIds();
    return select >= 0 && select < ids.size() ? ids.at(select) : RowId(0);
}

std::optional<RowId> ClaimEditor::editText(const Target& target, RowId claimId, const QString& text)
{
    const QList<Claim> current = claims(target);
    const int index = claimIndexIn(current, claimId);
    if (index < 0)
        return fail(tr("Choose a claim first."));
    if (text.trimmed().isEmpty())
        return fail(tr("A claim needs a text: delete it instead (Delete)."));
    if (text.simplified() == current[index].text.simplified())
        return fail(QString()); // unchanged: nothing to write, nothing to say
    QList<storage::EditedClaim> edited = keepEveryClaim(current);
    edited[index] = {0, text.trimmed()};
    return push(target, edited, index, claimId, tr("Edit Claim of %1"));
}

std::optional<RowId> ClaimEditor::split(const Target& target, RowId claimId, const QString& text,
                                        int position)
{
    const QList<Claim> current = claims(target);
    const int index = claimIndexIn(current, claimId);
    if (index < 0)
        return fail(tr("Choose a claim first."));
    const QString first = text.left(position).trimmed();
    const QString second = text.mid(position).trimmed();
    if (position <= 0 || position >= text.size() || first.isEmpty() || second.isEmpty())
        return fail(tr("Put the cursor between the two claims to split there."));
    QList<storage::EditedClaim> edited = keepEveryClaim(current);
    edited[index] = {0, first};
    edited.insert(index + 1, {0, second});
    return push(target, edited, index, claimId, tr("Split Claim of %1"));
}

std::optional<RowId> ClaimEditor::mergeWithNext(const Target& target, RowId claimId)
{
    const QList<Claim> current = claims(target);
    const int index = claimIndexIn(current, claimId);
    if (index < 0)
        return fail(tr("Choose a claim first."));
    if (index + 1 >= current.size())
        return fail(tr("The last claim has no next claim to merge with."));
    QList<storage::EditedClaim> edited = keepEveryClaim(current);
    edited[index] = {0, joined(current[index].text, current[index + 1].text)};
    edited.removeAt(index + 1);
    return push(target, edited, index, claimId, tr("Merge Claims of %1"));
}

std::optional<RowId> ClaimEditor::add(const Target& target, int row, const QString& text)
{
    if (text.trimmed().isEmpty())
        return fail(tr("A claim needs a text."));
    const QList<Claim> current = claims(target);
    QList<storage::EditedClaim> edited = keepEveryClaim(current);
    const int at = std::clamp(row, 0, int(edited.size()));
    edited.insert(at, {0, text.trimmed()});
    const RowId before = current.isEmpty() ? 0 : current[std::min(at, int(current.size()) - 1)].id;
    return push(target, edited, at, before, tr("Add Claim to %1"));
}

std::optional<RowId> ClaimEditor::remove(const Target& target, RowId claimId)
{
    const QList<Claim> current = claims(target);
    const int index = claimIndexIn(current, claimId);
    if (index < 0)
        return fail(tr("Choose a claim first."));
    QList<storage::EditedClaim> edited = keepEveryClaim(current);
    edited.removeAt(index);
    // The claim after it is selected next (or the one before, when it was the last).
    const int select = std::min(index, int(edited.size()) - 1);
    return push(target, edited, select, claimId, tr("Delete Claim of %1"));
}

int ClaimEditor::suggestedSplit(const QString& text)
{
    static const QRegularExpression boundary(
        QStringLiteral("[.;!?。；！？]\\s*|,\\s+(?=and\\b|but\\b|und\\b|aber\\b)|，|、"));
    const int middle = int(text.size()) / 2;
    int best = -1;
    for (auto it = boundary.globalMatch(text); it.hasNext();) {
        const int at = int(it.next().capturedEnd());
        if (at <= 0 || at >= text.trimmed().size() || text.left(at).trimmed().isEmpty())
            continue;
        if (best < 0 || std::abs(at - middle) < std::abs(best - middle))
            best = at;
    }
    if (best > 0)
        return best;
    for (int offset = 0; offset <= middle; ++offset)
        for (int at : {middle - offset, middle + offset})
            if (at > 0 && at < text.size() && text[at].isSpace())
                return at + 1;
    return middle;
}

QString ClaimEditor::joined(const QString& first, const QString& second)
{
    QString text = first.trimmed();
    if (text.endsWith(QLatin1Char('.')) || text.endsWith(QChar(0x3002)))
        text.chop(1);
    return text + QStringLiteral("; ") + second.trimmed();
}

} // namespace goldset::ui
