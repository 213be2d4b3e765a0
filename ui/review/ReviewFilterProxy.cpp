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

} // namespace goldset::ui
