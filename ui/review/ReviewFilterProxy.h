#pragma once

#include <QSortFilterProxyModel>
#include <optional>

namespace goldset::ui {

// Filters of the Review page's question list: failing only (below the faithfulness
// threshold), judge and people disagree, not yet fully reviewed.
class ReviewFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setFailingBelow(std::optional<double> threshold); // nullopt: no failing filter
    void setDisagreeOnly(bool on);
    void setUnreviewedOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    std::optional<double> m_failingBelow;
    bool m_disagreeOnly = false;
    bool m_unreviewedOnly = false;
};

} // namespace goldset::ui
