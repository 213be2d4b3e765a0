#pragma once

#include "domain/Entities.h"
#include "labelling/CandidatePool.h"
#include "labelling/TermHighlighter.h"

#include <QAbstractListModel>
#include <QHash>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The candidate chunks of the current question: the pool (runs' top-k, search hits, labelled
// chunks) as a list. The pool itself is a few ids; texts, titles and labels are read lazily,
// a page at a time, as the view scrolls or the annotator moves down (canFetchMore/fetchMore).
class CandidateModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        ChunkIdRole = Qt::UserRole + 1,
        ExternalIdRole,
        TitleRole,         // document title
        HtmlRole,          // escaped chunk text with the question's terms marked
        SourcesRole,       // "bm25 #1 · dense #4 · search #2"
        MyGradeRole,       // int 0..3, or invalid when not labelled by the current annotator
        OtherGradesRole,   // QStringList "name\tgrade" of the other annotators
        GoldGradeRole,     // int 0..3, or invalid when not adjudicated
        ExpandedRole,      // bool: neighbours shown
        ContextBeforeRole, // plain text of the previous chunk (when expanded)
        ContextAfterRole,
    };

    static constexpr int kPageSize = 25;

    explicit CandidateModel(QObject* parent = nullptr);

    void setProject(storage::Project* project);
    // A new question and its pool; grades are read for the given annotator.
    void setQuestion(const Question& question, const QList<labelling::PoolCandidate>& pool, RowId annotatorId,
                     const QString& searchQuery = {});
    void clear();
    // The annotator whose grades are "mine" (set when the annotator is created on the first label).
    void setAnnotatorId(RowId annotatorId);
    // Re-reads every loaded row's labels and gold grades (after an edit, undo or redo).
    void refreshLabels();
    void setExpanded(int row, bool expanded);

    const Question& question() const { return m_question; }
    qsizetype poolSize() const { return m_pool.size(); }
    int rowOfChunk(RowId chunkId) const; // -1 when not loaded
    // Loads rows until `row` exists (or the pool ends); true when it does.
    bool ensureLoaded(int row);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

private:
    struct Row
    {
        labelling::PoolCandidate candidate;
        QString title;
        QString text;
        QString html;
        std::optional<int> myGrade;
        std::optional<int> goldGrade;
        QStringList otherGrades;
        bool expanded = false;
        QString before;
        QString after;
    };
    void readLabels(qsizetype first, qsizetype last);

    storage::Project* m_project = nullptr;
    Question m_question;
    labelling::TermHighlighter m_highlighter;
    RowId m_annotatorId = 0;
    QList<labelling::PoolCandidate> m_pool;
    QList<Row> m_rows; // loaded prefix of the pool
    bool m_fetching = false;
};

} // namespace goldset::ui
