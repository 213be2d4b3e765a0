#pragma once

#include "commands/EditClaimsCommand.h"
#include "domain/Entities.h"

#include <QCoreApplication>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// The Review page's claim edits, without widgets: the claims of one judge for one answer are
// edited, split, merged, added or deleted as one undo command each (EditClaimsCommand). Each
// call returns the claim to select afterwards, or nullopt when nothing was written (then
// error() says why, for the status bar).
class ClaimEditor
{
    Q_DECLARE_TR_FUNCTIONS(goldset::ui::ClaimEditor)

public:
    struct Target
    {
        RowId runId = 0;
        RowId questionId = 0;
        QString questionName; // the question's external id, for the undo text
        QString judgeModel;
    };

    ClaimEditor(ProjectSession& session, EditClaimsCommand::Changed changed);

    std::optional<RowId> editText(const Target& target, RowId claimId, const QString& text);
    // Two claims from one: text (as edited) cut at `position`; both parts must have words.
    std::optional<RowId> split(const Target& target, RowId claimId, const QString& text, int position);
    std::optional<RowId> mergeWithNext(const Target& target, RowId claimId);
    // A new claim at `row` of the answer's claims (0: first; past the end: last).
    std::optional<RowId> add(const Target& target, int row, const QString& text);
    std::optional<RowId> remove(const Target& target, RowId claimId);

    // Where to cut a claim in two when the person has not said: the sentence end, semicolon,
    // or ", and" nearest the middle; else the word gap nearest it.
    static int suggestedSplit(const QString& text);
    // Two claims as one: the first one's final full stop gives way to a semicolon.
    static QString joined(const QString& first, const QString& second);

    const QString& error() const { return m_error; }

private:
    QList<Claim> claims(const Target& target) const;
    std::optional<RowId> push(const Target& target, const QList<storage::EditedClaim>& edited, int select,
                              RowId selectBefore, const QString& text);
    std::optional<RowId> fail(const QString& error);

    ProjectSession& m_session;
    EditClaimsCommand::Changed m_changed;
    QString m_error;
};

} // namespace goldset::ui
