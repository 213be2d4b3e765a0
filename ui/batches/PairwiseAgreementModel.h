#pragma once

#include "agreement/AgreementReport.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// Cohen's kappa of every pair of annotators of an AgreementReport: n, observed and expected
// agreement, kappa, its standard error, the 95% confidence interval and the Landis & Koch band.
class PairwiseAgreementModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        PairColumn,
        ItemsColumn,
        ObservedColumn,
        ExpectedColumn,
        KappaColumn,
        SeColumn,
        CiColumn,
        BandColumn,
        ColumnCount
    };
    enum Role
    {
        KappaValueRole = Qt::UserRole + 1 // the kappa as a double, or an invalid QVariant when undefined
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setReport(const agreement::AgreementReport* report); // nullptr clears; the report must outlive it

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const agreement::AgreementReport* m_report = nullptr;
};

} // namespace goldset::ui
