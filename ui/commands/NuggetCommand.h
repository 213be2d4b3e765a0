#pragma once

#include "core/Result.h"
#include "domain/Nugget.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// One edit of a question's ground-truth nuggets on the Dataset page: add, edit the text,
// vital/okay, accept/reopen, delete, merge with the next one, move. Each is one transaction and
// one undo step, named after the question. A deleted nugget (also the second one of a merge)
// comes back under its row id and at its place, with the judges' verdicts and people's reviews
// the delete took with it (they refer to it by id). The store refuses edits of an accepted
// nugget: such a command fails and leaves the undo stack as it was.
class NuggetCommand : public QUndoCommand
{
public:
    static NuggetCommand* add(ProjectSession* session, const QString& questionName, RowId questionId, int row,
                              const QString& text);
    static NuggetCommand* editText(ProjectSession* session, const QString& questionName, const Nugget& nugget,
                                   const QString& text);
    static NuggetCommand* setImportance(ProjectSession* session, const QString& questionName,
                                        const Nugget& nugget, NuggetImportance importance);
    static NuggetCommand* setStatus(ProjectSession* session, const QString& questionName,
                                    const Nugget& nugget, NuggetStatus status);
    static NuggetCommand* remove(ProjectSession* session, const QString& questionName, const Nugget& nugget);
    // Joins `second`'s text to `first`'s (vital if either was) and deletes `second`.
    static NuggetCommand* merge(ProjectSession* session, const QString& questionName, const Nugget& first,
                                const Nugget& second);
    // The question's nuggets in a new order (ids of that question, each once).
    static NuggetCommand* move(ProjectSession* session, const QString& questionName, RowId questionId,
                               const QList<RowId>& before, const QList<RowId>& after);

    void redo() override;
    void undo() override;
    // The nugget the command wrote (the new one, once added): the view selects it.
    RowId nuggetId() const { return m_nugget.id; }

private:
    enum class Kind
    {
        Add,
        Text,
        Importance,
        Status,
        Remove,
        Merge,
        Move
    };
    // A deleted nugget and what went with it.
    struct Removed
    {
        Nugget nugget;
        int row = -1;
        QList<NuggetVerdict> verdicts;
        QList<NuggetReview> reviews;
    };

    NuggetCommand(ProjectSession* session, Kind kind, const QString& text);
    Status apply(bool forward);
    Status removeKeeping(RowId id, Removed& removed);
    Status restore(const Removed& removed);

    ProjectSession* m_session;
    Kind m_kind;
    Nugget m_nugget;       // the nugget edited (its state before)
    Nugget m_after;        // its state after (text, importance, status)
    Nugget m_second;       // merge: the nugget joined into m_nugget
    int m_row = -1;        // add: where
    Removed m_removed;     // remove, merge: what undo restores
    QList<RowId> m_before; // move
    QList<RowId> m_order;  // move
};

} // namespace goldset::ui
