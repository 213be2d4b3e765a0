#include "batches/DisagreementFilterProxy.h"

#include "batches/DisagreementModel.h"

namespace goldset::ui {

void DisagreementFilterProxy::setOpenOnly(bool on)
{
    if (on == m_openOnly)
        return;
    m_openOnly = on;
    invalidateRowsFilter();
}

bool DisagreementFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (!m_openOnly)
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return !index.data(DisagreementModel::AdjudicatedRole).isValid();
}

} // namespace goldset::ui
