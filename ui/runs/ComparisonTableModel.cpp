#include "runs/ComparisonTableModel.h"

#include "common/ThemeColours.h"
#include "runs/MetricFormat.h"

#include <QBrush>

namespace goldset::ui {

namespace {

QString bandName(metrics::QualityBands::Band band)
{
    switch (band) {
    case metrics::QualityBands::Band::BelowPoc:
        return ComparisonTableModel::tr("below proof of concept");
    case metrics::QualityBands::Band::Poc:
        return ComparisonTableModel::tr("proof of concept");
    case metrics::QualityBands::Band::Production:
        return ComparisonTableModel::tr("production");
    case metrics::QualityBands::Band::Excellent:
        return ComparisonTableModel::tr("excellent");
    }
    return {};
}

} // namespace

ComparisonTableModel::ComparisonTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ComparisonTableModel::setComparison(const RunsComputation::History& history,
                                         const RunsComputation::Comparison& comparison)
{
    beginResetModel();
    m_history = history;
    m_comparison = comparison;
    endResetModel();
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_comparison ? 0 : static_cast<int>(m_comparison->metricNames().size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_comparison)
        return 0;
    return FirstRunColumn + static_cast<int>(m_comparison->runNames().size());
}

bool ComparisonTableModel::isVerdictMetric(const QString& metric) const
{
    const int index = m_history->catalog.indexOf(metric);
    return index >= 0 &&
           metrics::usesVerdicts(m_history->catalog.metrics()[static_cast<std::size_t>(index)].kind);
}

QString ComparisonTableModel::judgeText(const QString& runName) const
{
    const int run = m_history->runIndex(runName);
    if (run < 0 || static_cast<std::size_t>(run) >= m_history->judges.size())
        return {};
    const metrics::RunHistory::JudgeOfRun& judge = m_history->judges[static_cast<std::size_t>(run)];
    if (judge.coverage.claims == 0)
        return tr("no claims judged");
    const QString who = judge.model.isEmpty() ? tr("imported verdicts") : tr("judge %1").arg(judge.model);
    return tr("%1, %2% of %3 claims reviewed")
        .arg(who)
        .arg(QString::number(100.0 * double(judge.coverage.reviewed) / double(judge.coverage.claims), 'f', 0))
        .arg(judge.coverage.claims);
}

QString ComparisonTableModel::judgeNote() const
{
    if (!m_comparison || !m_history)
        return {};
    QStringList verdictMetrics;
    for (const QString& metric : m_comparison->metricNames())
        if (isVerdictMetric(metric))
            verdictMetrics << metric;
    if (verdictMetrics.isEmpty())
        return {};
    return tr("%1: %2").arg(verdictMetrics.join(QStringLiteral(", ")), judgesSummary());
}

QString ComparisonTableModel::judgesSummary() const
{
    // One judge for every run shown: named once, then each run's review coverage; else each
    // run's judge and coverage.
    QStringList models;
    for (const QString& run : m_comparison->runNames()) {
        const int index = m_history->runIndex(run);
        if (index >= 0 && static_cast<std::size_t>(index) < m_history->judges.size() &&
            !models.contains(m_history->judges[static_cast<std::size_t>(index)].model))
            models << m_history->judges[static_cast<std::size_t>(index)].model;
    }
    QStringList texts;
    for (const QString& run : m_comparison->runNames())
        if (const QString text = judgeText(run); !texts.contains(text))
            texts << text;
    if (texts.size() == 1)
        return texts.first();
    QStringList perRun;
    if (models.size() == 1 && !models.first().isEmpty()) {
        for (const QString& run : m_comparison->runNames()) {
            const auto& judge = m_history->judges[static_cast<std::size_t>(m_history->runIndex(run))];
            perRun << tr("%1 %2% of %3")
                          .arg(run)
                          .arg(judge.coverage.claims > 0
                                   ? QString::number(100.0 * double(judge.coverage.reviewed) /
                                                         double(judge.coverage.claims),
                                                     'f', 0)
                                   : QStringLiteral("0"))
                          .arg(judge.coverage.claims);
        }
        return tr("judge %1; claims reviewed: %2").arg(models.first(), perRun.join(QStringLiteral(", ")));
    }
    for (const QString& run : m_comparison->runNames())
        perRun << tr("%1: %2").arg(run, judgeText(run));
    return perRun.join(QStringLiteral("; "));
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString& metric = m_comparison->metricNames()[index.row()];
    const std::optional<metrics::Threshold> threshold = m_history->threshold(metric);
    if (role == MetricNameRole)
        return metric;
    const bool fromVerdicts = isVerdictMetric(metric);
    if (index.column() == MetricColumn) {
        // A number made of a judge's verdicts says whose, and how much of it people checked
        // (the note under the table; per run in the tooltip).
        if (role == Qt::ToolTipRole && fromVerdicts) {
            QStringList lines;
            for (const QString& run : m_comparison->runNames())
                lines << tr("%1: %2").arg(run, judgeText(run));
            return lines.join(QLatin1Char('\n'));
        }
        // The column may be narrower than a long name (answer_correctness_precision): the
        // tooltip says it whole.
        return role == Qt::DisplayRole || role == Qt::ToolTipRole ? QVariant(metric) : QVariant();
    }
    if (index.column() == ThresholdColumn) {
        if (role == Qt::DisplayRole)
            return threshold ? threshold->text() : QString();
        if (role == Qt::ToolTipRole) {
            const std::optional<metrics::QualityBands> bands = m_history->bandsOf(metric);
            return bands ? tr("Bands (proof of concept, production, excellent): %1").arg(bands->text())
                         : QVariant();
        }
        return {};
    }

    const int run = index.column() - FirstRunColumn;
    const metrics::RunComparison::Cell& cell = m_comparison->cell(index.row(), run);
    if (role == RunNameRole)
        return m_comparison->runNames()[run];
    const bool passes = threshold && threshold->passes(cell.value);
    switch (role) {
    case Qt::DisplayRole: {
        // The value and the verdict; the interval is in the tooltip and drawn in the chart (in the
        // cell it tripled the column's width, and the table no longer fit beside its chart).
        QString text = metricformat::value(metric, cell.value);
        if (threshold)
            text += passes ? QStringLiteral(" ✓") : QStringLiteral(" ✗");
        return text;
    }
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << tr("%1 of %2: %3")
                     .arg(metric, m_comparison->runNames()[run], metricformat::value(metric, cell.value));
        if (cell.ci95) {
            lines << tr("95% bootstrap interval over %n question(s): %1 to %2", nullptr, cell.questions)
                         .arg(metricformat::value(metric, cell.ci95->low),
                              metricformat::value(metric, cell.ci95->high));
        }
        if (threshold)
            lines << (passes ? tr("PASS: threshold %1") : tr("FAIL: threshold %1")).arg(threshold->text());
        if (fromVerdicts)
            lines << judgeText(m_comparison->runNames()[run]);
        if (const std::optional<metrics::QualityBands> bands = m_history->bandsOf(metric)) {
            if (const auto band = bands->bandOf(cell.value))
                lines << tr("Band: %1").arg(bandName(*band));
        }
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::BackgroundRole:
        if (!threshold)
            return {};
        return QBrush(passes ? ThemeColours().pass().background : ThemeColours().fail().background);
    case Qt::ForegroundRole:
        if (!threshold)
            return {};
        return QBrush(passes ? ThemeColours().pass().text : ThemeColours().fail().text);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == MetricColumn)
        return tr("Metric");
    if (section == ThresholdColumn)
        return tr("Threshold");
    if (m_comparison && section - FirstRunColumn < m_comparison->runNames().size())
        return m_comparison->runNames()[section - FirstRunColumn];
    return {};
}

} // namespace goldset::ui
