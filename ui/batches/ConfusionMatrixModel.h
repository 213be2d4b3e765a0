#pragma once

#include "agreement/AgreementReport.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// The confusion matrix of one pair: rows are the first annotator's categories, columns the
// second's, cells the items they put there; the diagonal (agreement) is emphasised.
class ConfusionMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    // categoryNames: what to show for each category (grades or translated verdicts).
    void setPair(const agreement::PairwiseAgreement* pair, const QStringList& categoryNames);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const agreement::PairwiseAgreement* m_pair = nullptr;
    QStringList m_names;
};

} // namespace goldset::ui
