#pragma once

#include "domain/Nugget.h"

#include <QAbstractTableModel>
#include <optional>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The nuggets of one answer's question as the Review page's Nuggets tab shows them: each with
// its importance, the judge's verdicts (does the answer support it; is it in the retrieved
// contexts, with the chunk ids) and people's. A judge's verdict on a nugget edited since is
// stale: shown as such and not counted. In blind mode the judge and other people stay hidden
// until the current reviewer has decided on the nugget's support.
class NuggetReviewModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        OrdinalColumn,
        NuggetColumn,
        ImportanceColumn,
        JudgeColumn,
        ContextColumn,
        HumanColumn,
        ColumnCount
    };
    enum Role
    {
        NuggetIdRole = Qt::UserRole + 1,
        FailingRole // "1": not supported or absent (what counts, people over the judge)
    };

    // One nugget with what was said about it.
    struct Row
    {
        Nugget nugget;
        std::optional<NuggetVerdict> support; // the judge's, stale or not
        std::optional<NuggetVerdict> context;
        QList<NuggetReview> supportReviews; // oldest first
        QList<NuggetReview> contextReviews;
        bool supportStale() const { return support && support->nuggetText != nugget.text; }
        bool contextStale() const { return context && context->nuggetText != nugget.text; }
        // The verdicts that count: people's majority over the judge's current one.
        std::optional<NuggetValue> effectiveSupport() const;
        std::optional<NuggetValue> effectiveContext() const;
        std::optional<NuggetValue> humanSupport() const;
        std::optional<NuggetValue> reviewBy(RowId annotatorId) const;
        bool failing() const;
    };

    explicit NuggetReviewModel(QObject* parent = nullptr);

    // judge: the model whose verdicts are shown (the run's primary judge, else the one that
    // judged nuggets). questionId 0 clears.
    void load(storage::Project* project, RowId runId, const QString& judge, RowId questionId);
    void setBlind(bool blind, std::optional<RowId> annotatorId);
    const QList<Row>& rows() const { return m_rows; }
    int rowOfNugget(RowId nuggetId) const;
    // Blind and not yet decided by the current reviewer: the judge and other people hidden.
    bool judgeHidden(int row) const;
    const QString& judge() const { return m_judge; }

    static QString valueWord(NuggetValue value);
    static QString valueLetter(NuggetValue value);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Row> m_rows;
    QString m_judge;
    bool m_blind = false;
    std::optional<RowId> m_annotator;
};

} // namespace goldset::ui
