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

void ReviewQuestionModel::setBlind(bool blind, const QString& annotator)
{
    if (blind == m_blind && annotator == m_annotator)
        return;
    beginResetModel();
    m_blind = blind;
    m_annotator = annotator;
    endResetModel();
}

int ReviewQuestionModel::reviewedByMe(const review::QuestionState& question) const
{
    int reviewed = 0;
    for (const int claimIndex : question.claimIndexes) {
        const review::ClaimState& claim = m_review->claims().at(claimIndex);
        reviewed += claim.counted && claim.reviewBy(m_annotator) ? 1 : 0;
    }
    return reviewed;
}

int ReviewQuestionModel::countedClaims(const review::QuestionState& question) const
{
    int counted = 0;
    for (const int claimIndex : question.claimIndexes)
        counted += m_review->claims().at(claimIndex).counted ? 1 : 0;
    return counted;
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
    // Claims of the primary judge only: those the numbers are made of.
    const int claims = countedClaims(q);
    const int reviewed = m_blind ? reviewedByMe(q) : q.reviewed;
    const bool hidden = m_blind && reviewed < claims;
    const auto faithfulness = hidden ? std::nullopt : q.faithfulness();
    const int notSupported = hidden ? 0 : q.notSupported;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return q.externalId;
        case QuestionColumn:
            return q.text;
        case FaithfulnessColumn:
            if (hidden)
                return tr("hidden");
            return faithfulness ? QString::number(*faithfulness, 'f', 2) : tr("undefined");
        case NotSupportedColumn:
            return hidden ? QVariant(tr("hidden")) : QVariant(notSupported);
        case ReviewedColumn:
            return tr("%1 / %2").arg(reviewed).arg(claims);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == QuestionColumn)
            return q.text;
        if (hidden && (index.column() == FaithfulnessColumn || index.column() == NotSupportedColumn))
            return tr(
                "Blind review: shown once you have given your verdict on every claim of this question.");
        if (m_blind && index.column() == ReviewedColumn)
            return tr("Claims you have reviewed");
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= FaithfulnessColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                    : QVariant();
    case FaithfulnessRole:
        return faithfulness ? QVariant(*faithfulness) : QVariant();
    case DisagreementsRole:
        return hidden ? 0 : q.disagreements;
    case UnreviewedRole:
        return reviewed < claims;
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
            return notSupported;
        case ReviewedColumn:
            return claims == 0 ? 1.0 : double(reviewed) / double(claims);
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
