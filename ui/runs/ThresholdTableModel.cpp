#include "runs/ThresholdTableModel.h"

#include "commands/SettingEditCommand.h"
#include "metrics/MetricCatalog.h"
#include "metrics/QualityBands.h"
#include "metrics/Threshold.h"
#include "shell/ProjectSession.h"
#include "storage/SettingsStore.h"

namespace goldset::ui {

ThresholdTableModel::ThresholdTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ThresholdTableModel::setSession(ProjectSession* session)
{
    m_session = session;
    reload();
}

void ThresholdTableModel::setMetrics(const QStringList& metrics)
{
    beginResetModel();
    m_metrics = metrics;
    endResetModel();
}

void ThresholdTableModel::reload()
{
    QHash<QString, QString> values;
    if (m_session) {
        const storage::SettingsStore& settings = m_session->project().settings();
        for (const QString& prefix : {QStringLiteral("threshold/"), QStringLiteral("bands/")}) {
            for (const QString& key : settings.keys(prefix))
                values.insert(key, settings.value(key));
        }
    }
    m_values = values;
    if (!m_metrics.isEmpty())
        Q_EMIT dataChanged(index(0, ThresholdColumn), index(rowCount() - 1, BandsColumn));
}

QString ThresholdTableModel::keyOf(const QModelIndex& index) const
{
    const QString& metric = m_metrics[index.row()];
    if (index.column() == ThresholdColumn)
        return metrics::Threshold::settingsKey(metric);
    if (index.column() == BandsColumn)
        return metrics::QualityBands::settingsKey(metric);
    return {};
}

int ThresholdTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_metrics.size());
}

int ThresholdTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThresholdTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString& metric = m_metrics[index.row()];
    const bool lowerIsBetter = metrics::MetricCatalog::lowerIsBetter(metric);
    if (role == Qt::ToolTipRole) {
        if (index.column() == ThresholdColumn)
            return tr("A bound such as \">=0.75\" or \"<=2500\"; a bare number means %1. Empty: no gate.")
                .arg(lowerIsBetter ? QStringLiteral("<=") : QStringLiteral(">="));
        if (index.column() == BandsColumn)
            return lowerIsBetter ? tr("Three falling bounds: proof of concept, production, excellent "
                                      "(for example 4000,2500,1200). Empty: no bands.")
                                 : tr("Three rising bounds: proof of concept, production, excellent "
                                      "(for example 0.6,0.75,0.9). Empty: no bands.");
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case MetricColumn:
        return metric;
    case DirectionColumn:
        return lowerIsBetter ? tr("lower is better") : tr("higher is better");
    default:
        return m_values.value(keyOf(index));
    }
}

bool ThresholdTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!m_session || role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        (index.column() != ThresholdColumn && index.column() != BandsColumn))
        return false;
    const QString& metric = m_metrics[index.row()];
    QString text = value.toString().trimmed();
    if (!text.isEmpty()) {
        if (index.column() == ThresholdColumn) {
            const auto threshold = metrics::Threshold::parse(metric, text);
            if (!threshold) {
                Q_EMIT invalidInput(threshold.error().message);
                return false;
            }
            text = threshold->text();
        } else {
            const auto bands = metrics::QualityBands::parse(metric, text);
            if (!bands) {
                Q_EMIT invalidInput(bands.error().message);
                return false;
            }
            text = bands->text();
        }
    }
    const QString key = keyOf(index);
    if (text == m_values.value(key))
        return true;
    const QString what = index.column() == ThresholdColumn ? tr("set threshold of %1").arg(metric)
                                                           : tr("set bands of %1").arg(metric);
    m_session->undoStack()->push(new SettingEditCommand(*m_session, key, text, what));
    // The command's change notification reloads every view; this one at once.
    reload();
    return true;
}

Qt::ItemFlags ThresholdTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == ThresholdColumn || index.column() == BandsColumn))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ThresholdTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MetricColumn:
        return tr("Metric");
    case DirectionColumn:
        return tr("Direction");
    case ThresholdColumn:
        return tr("Threshold (CI gate)");
    case BandsColumn:
        return tr("Bands: PoC, production, excellent");
    default:
        return {};
    }
}

} // namespace goldset::ui
