#pragma once

#include <QAbstractTableModel>

namespace goldset::review {
class RunReview;
}

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

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const review::RunReview* m_review = nullptr;
};

} // namespace goldset::ui
