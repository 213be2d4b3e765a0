#include "batches/PairwiseAgreementModel.h"

#include "batches/AgreementText.h"

namespace goldset::ui {

void PairwiseAgreementModel::setReport(const agreement::AgreementReport* report)
{
    beginResetModel();
    m_report = report;
    endResetModel();
}

int PairwiseAgreementModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_report ? 0 : int(m_report->pairwise.size());
}

int PairwiseAgreementModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PairwiseAgreementModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_report)
        return {};
    const agreement::PairwiseAgreement& pair = m_report->pairwise.at(index.row());
    const agreement::KappaResult& k = pair.kappa;
    if (role == KappaValueRole)
        return k.kappa ? QVariant(*k.kappa) : QVariant();
    if (role == Qt::TextAlignmentRole)
        return index.column() == PairColumn || index.column() == BandColumn
                   ? QVariant()
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == KappaColumn && !k.kappa)
        return tr("Undefined: too few shared items, or both annotators always gave the same label");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case PairColumn:
        return tr("%1 – %2").arg(pair.a, pair.b);
    case ItemsColumn:
        return k.n;
    case ObservedColumn:
        return agreementNumber(k.observed);
    case ExpectedColumn:
        return agreementNumber(k.expected);
    case KappaColumn:
        return agreementNumber(k.kappa);
    case SeColumn:
        return agreementNumber(k.se);
    case CiColumn:
        return confidenceInterval(k.ciLow, k.ciHigh);
    case BandColumn:
        return agreement::landisKochBand(k.kappa);
    }
    return {};
}

QVariant PairwiseAgreementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case SeColumn:
            return tr("Asymptotic standard error (Fleiss, Cohen & Everitt 1969)");
        case BandColumn:
            return tr("Landis & Koch (1977)");
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PairColumn:
        return tr("Pair");
    case ItemsColumn:
        return tr("n");
    case ObservedColumn:
        return tr("Observed");
    case ExpectedColumn:
        return tr("Expected");
    case KappaColumn:
        return tr("Cohen's κ");
    case SeColumn:
        return tr("SE");
    case CiColumn:
        return tr("95% CI");
    case BandColumn:
        return tr("Agreement");
    }
    return {};
}

} // namespace goldset::ui
