#include "review/ReviewQuestionModel.h"

#include "review/RunReview.h"

namespace goldset::ui {

ReviewQuestionModel::ReviewQuestionModel(QObject* parent) : QAbstractTableModel(parent) {}

void ReviewQuestionModel::setRunReview(const review::RunReview* review)
{
    beginResetModel();
    m_review = review;
    endResetModel();
}

void ReviewQuestionModel::questionChanged(int row)
{
    if (row >= 0 && row < rowCount())
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int ReviewQuestionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_review ? 0 : static_cast<int>(m_review->questions().size());
}

int ReviewQuestionModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReviewQuestionModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_review)
        return {};
    const review::QuestionState& q = m_review->questions().at(index.row());
    const auto faithfulness = q.faithfulness();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return q.externalId;
        case QuestionColumn:
            return q.text;
        case FaithfulnessColumn:
            return faithfulness ? QString::number(*faithfulness, 'f', 2) : tr("undefined");
        case NotSupportedColumn:
            return q.notSupported;
        case ReviewedColumn:
            return tr("%1 / %2").arg(q.reviewed).arg(q.claimIndexes.size());
        }
        return {};
    case Qt::ToolTipRole:
        return index.column() == QuestionColumn ? q.text : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() >= FaithfulnessColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                    : QVariant();
    case FaithfulnessRole:
        return faithfulness ? QVariant(*faithfulness) : QVariant();
    case DisagreementsRole:
        return q.disagreements;
    case UnreviewedRole:
        return q.reviewed < q.claimIndexes.size();
    case QuestionIdRole:
        return q.questionId;
    case SortRole:
        // Ids in the project's order (q2 before q10), numbers as numbers, undefined last.
        switch (index.column()) {
        case IdColumn:
            return index.row();
        case QuestionColumn:
            return q.text;
        case FaithfulnessColumn:
            return faithfulness.value_or(2.0);
        case NotSupportedColumn:
            return q.notSupported;
        case ReviewedColumn:
            return q.claimIndexes.isEmpty() ? 1.0 : double(q.reviewed) / double(q.claimIndexes.size());
        }
        return {};
    }
    return {};
}

QVariant ReviewQuestionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Id");
    case QuestionColumn:
        return tr("Question");
    case FaithfulnessColumn:
        return tr("Faithfulness");
    case NotSupportedColumn:
        return tr("Not supported");
    case ReviewedColumn:
        return tr("Reviewed");
    }
    return {};
}

} // namespace goldset::ui
