#pragma once

#include "domain/Entities.h"

#include <QAbstractListModel>
#include <QSet>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The annotator's queue of questions. It holds only the question ids (cheap even for many
// thousands) and reads the questions themselves a page at a time (canFetchMore/fetchMore).
// "Done" means the current annotator has given at least one label to the question.
class QuestionQueueModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        QuestionIdRole = Qt::UserRole + 1,
        ExternalIdRole,
        TextRole,
        DoneRole
    };
    static constexpr int kPageSize = 100;

    explicit QuestionQueueModel(QObject* parent = nullptr);

    void setQuestions(storage::Project* project, const QList<RowId>& ids, const QSet<RowId>& done);
    void setDone(RowId questionId, bool done);
    // Replaces the done set (ids outside the queue are ignored): one pass over the queue, and one
    // dataChanged per run of loaded rows whose state changed.
    void setDoneSet(const QSet<RowId>& done);
    bool isDone(RowId questionId) const { return m_done.contains(questionId); }

    qsizetype totalCount() const { return m_ids.size(); }
    qsizetype doneCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

private:
    storage::Project* m_project = nullptr;
    QList<RowId> m_ids;
    QSet<RowId> m_idSet; // the same ids, for membership tests
    QSet<RowId> m_done;  // only ids of this queue
    QList<Question> m_loaded;
    bool m_fetching = false;
};

} // namespace goldset::ui
