#pragma once

#include <QSortFilterProxyModel>

namespace goldset::ui {

// Hides the disagreements the lead has already settled, when asked to; keeps the queue's order.
class DisagreementFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setOpenOnly(bool on);
    bool openOnly() const { return m_openOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool m_openOnly = false;
};

} // namespace goldset::ui
