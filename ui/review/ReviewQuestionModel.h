#pragma once

#include <QAbstractTableModel>

namespace goldset::review {
class RunReview;
struct QuestionState;
} // namespace goldset::review

namespace goldset::ui {

// The questions of a run with their faithfulness and review state.
class ReviewQuestionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        QuestionColumn,
        FaithfulnessColumn,
        NotSupportedColumn,
        ReviewedColumn,
        ColumnCount
    };
    enum Role
    {
        FaithfulnessRole = Qt::UserRole + 1,
        DisagreementsRole,
        UnreviewedRole,
        QuestionIdRole,
        SortRole
    };

    explicit ReviewQuestionModel(QObject* parent = nullptr);

    void setRunReview(const review::RunReview* review); // nullptr clears
    void questionChanged(int row);
    // Blind: a question's faithfulness and unsupported count (which tell the judge's and other
    // reviewers' verdicts) stay hidden until `annotator` has reviewed each of its claims, and
    // "Reviewed" counts that annotator's reviews only.
    void setBlind(bool blind, const QString& annotator);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int reviewedByMe(const review::QuestionState& question) const;
    int countedClaims(const review::QuestionState& question) const;

    const review::RunReview* m_review = nullptr;
    bool m_blind = false;
    QString m_annotator;
};

} // namespace goldset::ui
