#include "review/ReviewFilterProxy.h"

#include "review/ReviewQuestionModel.h"

namespace goldset::ui {

void ReviewFilterProxy::setFailingBelow(std::optional<double> threshold)
{
    m_failingBelow = threshold;
    invalidateFilter();
}

void ReviewFilterProxy::setDisagreeOnly(bool on)
{
    m_disagreeOnly = on;
    invalidateFilter();
}

void ReviewFilterProxy::setUnreviewedOnly(bool on)
{
    m_unreviewedOnly = on;
    invalidateFilter();
}

bool ReviewFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_failingBelow) {
        const QVariant faithfulness = index.data(ReviewQuestionModel::FaithfulnessRole);
        // An undefined faithfulness (no claims) fails the gate too.
        if (faithfulness.isValid() && faithfulness.toDouble() >= *m_failingBelow)
            return false;
    }
    if (m_disagreeOnly && index.data(ReviewQuestionModel::DisagreementsRole).toInt() == 0)
        return false;
    if (m_unreviewedOnly && !index.data(ReviewQuestionModel::UnreviewedRole).toBool())
        return false;
    return true;
}

// The questions are in the project's order (q2 before q10): sorting by id is by row, without
// the two data() calls a comparison costs (100,000 questions: 1.7 million comparisons).
bool ReviewFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (left.column() == ReviewQuestionModel::IdColumn && right.column() == ReviewQuestionModel::IdColumn)
        return left.row() < right.row();
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace goldset::ui
