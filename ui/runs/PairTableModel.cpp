#include "runs/PairTableModel.h"

#include "common/ThemeColours.h"
#include "runs/MetricFormat.h"

#include <QBrush>

namespace goldset::ui {

PairTableModel::PairTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PairTableModel::setComparison(const RunsComputation::Comparison& comparison)
{
    beginResetModel();
    m_comparison = comparison;
    endResetModel();
}

const metrics::RunComparison::Pair* PairTableModel::pairAt(int row) const
{
    if (!m_comparison || row < 0 || row >= static_cast<int>(m_comparison->pairs().size()))
        return nullptr;
    return &m_comparison->pairs()[static_cast<std::size_t>(row)];
}

QString PairTableModel::verdict(const metrics::RunComparison::Pair& pair) const
{
    if (!pair.randomization.p)
        return tr("no shared questions");
    if (!pair.significant)
        return tr("no real difference");
    const QString& metric = m_comparison->metricNames()[pair.metric];
    const bool lowerIsBetter = metrics::MetricCatalog::lowerIsBetter(metric);
    const bool aBetter =
        lowerIsBetter ? pair.randomization.meanDifference < 0 : pair.randomization.meanDifference > 0;
    const QString& better = m_comparison->runNames()[aBetter ? pair.runA : pair.runB];
    return tr("%1 is better").arg(better);
}

int PairTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_comparison ? 0 : static_cast<int>(m_comparison->pairs().size());
}

int PairTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PairTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const metrics::RunComparison::Pair& pair = *pairAt(index.row());
    const QString& metric = m_comparison->metricNames()[pair.metric];
    if (role == Qt::ToolTipRole && (index.column() == TTestColumn || index.column() == RandomizationColumn)) {
        const bool t = index.column() == TTestColumn;
        return tr("p = %1 before, %2 after Holm's correction over %n comparison(s)", nullptr,
                  static_cast<int>(m_comparison->pairs().size()))
            .arg(metricformat::pValue(t ? pair.tTest.p : pair.randomization.p),
                 metricformat::pValue(t ? pair.tTestHolm : pair.randomizationHolm));
    }
    if (role == Qt::ToolTipRole && index.column() == WinTieLossColumn)
        return tr("Questions where %1 is better / equal / worse than %2")
            .arg(m_comparison->runNames()[pair.runA], m_comparison->runNames()[pair.runB]);
    if (role == Qt::ToolTipRole && index.column() == VerdictColumn)
        return data(index, Qt::DisplayRole); // cut off in a narrow window
    if (role == Qt::BackgroundRole && index.column() == VerdictColumn && pair.significant)
        return QBrush(ThemeColours().significant().background);
    if (role == Qt::ForegroundRole && index.column() == VerdictColumn && pair.significant)
        return QBrush(ThemeColours().significant().text);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case MetricColumn:
        return metric;
    case RunAColumn:
        return m_comparison->runNames()[pair.runA];
    case RunBColumn:
        return m_comparison->runNames()[pair.runB];
    case DifferenceColumn:
        if (pair.randomization.n == 0)
            return tr("undefined");
        return metricformat::isLatency(metric)
                   ? tr("%L1 ms").arg(pair.randomization.meanDifference, 0, 'f', 0)
                   : QString::number(pair.randomization.meanDifference, 'f', 4);
    case WinTieLossColumn:
        return QStringLiteral("%1 / %2 / %3")
            .arg(pair.winTieLoss.wins)
            .arg(pair.winTieLoss.ties)
            .arg(pair.winTieLoss.losses);
    case TTestColumn:
        return metricformat::pValue(pair.tTestHolm);
    case RandomizationColumn:
        return metricformat::pValue(pair.randomizationHolm);
    case VerdictColumn:
        return verdict(pair);
    default:
        return {};
    }
}

QVariant PairTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MetricColumn:
        return tr("Metric");
    case RunAColumn:
        return tr("Run A");
    case RunBColumn:
        return tr("Run B");
    case DifferenceColumn:
        return tr("Mean A − B");
    case WinTieLossColumn:
        return tr("A wins / ties / losses");
    case TTestColumn:
        return tr("t-test p (Holm)");
    case RandomizationColumn:
        return tr("Randomization p (Holm)");
    case VerdictColumn:
        return tr("Verdict");
    default:
        return {};
    }
}

} // namespace goldset::ui
