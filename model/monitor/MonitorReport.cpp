#include "monitor/MonitorReport.h"

#include "monitor/MonitorMetrics.h"
#include "storage/AlertStore.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"

#include <QCoreApplication>

namespace goldset::monitor {
namespace {

bool isRateMetric(const QString& metric)
{
    return metric.endsWith(QLatin1String("_rate")) || metric == QLatin1String("judge_faithfulness");
}

QString reportValue(const QString& metric, const std::optional<double>& value)
{
    if (!value)
        return QStringLiteral("–");
    if (isRateMetric(metric))
        return QStringLiteral("%1%").arg(*value * 100.0, 0, 'f', 1);
    if (metric == QLatin1String("interactions") || metric == QLatin1String("users") ||
        metric == QLatin1String("sessions"))
        return QString::number(qint64(*value));
    if (metric == QLatin1String("feedback_mean"))
        return QString::number(*value, 'f', 2);
    return QString::number(*value, 'f', 0);
}

QString reportChange(const std::optional<double>& now, const std::optional<double>& before)
{
    if (!now || !before || *before == 0)
        return QStringLiteral("–");
    const double change = (*now - *before) / std::abs(*before) * 100.0;
    return QStringLiteral("%1%2%").arg(change >= 0 ? QStringLiteral("+") : QString()).arg(change, 0, 'f', 1);
}

// One table, written as Markdown or HTML (cells escaped).
struct ReportTable
{
    QStringList header;
    QList<QStringList> rows;

    QString render(MonitorReportFormat format) const
    {
        QString out;
        if (format == MonitorReportFormat::Markdown) {
            out += QStringLiteral("| %1 |\n").arg(header.join(QStringLiteral(" | ")));
            out += QStringLiteral("|%1\n").arg(QStringLiteral("---|").repeated(header.size()));
            for (const QStringList& row : rows) {
                QStringList cells;
                for (const QString& cell : row)
                    cells << QString(cell).replace(QLatin1Char('|'), QStringLiteral("\\|"));
                out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
            }
            return out + u'\n';
        }
        out += QStringLiteral("<table>\n<tr>");
        for (const QString& cell : header)
            out += QStringLiteral("<th>%1</th>").arg(cell.toHtmlEscaped());
        out += QStringLiteral("</tr>\n");
        for (const QStringList& row : rows) {
            out += QStringLiteral("<tr>");
            for (const QString& cell : row)
                out += QStringLiteral("<td>%1</td>").arg(cell.toHtmlEscaped());
            out += QStringLiteral("</tr>\n");
        }
        return out + QStringLiteral("</table>\n");
    }
};

QString reportHeading(MonitorReportFormat format, int level, const QString& text)
{
    if (format == MonitorReportFormat::Markdown)
        return QStringLiteral("%1 %2\n\n").arg(QString(level, u'#'), text);
    return QStringLiteral("<h%1>%2</h%1>\n").arg(level).arg(text.toHtmlEscaped());
}

QString reportParagraph(MonitorReportFormat format, const QString& text)
{
    if (format == MonitorReportFormat::Markdown)
        return text + QStringLiteral("\n\n");
    return QStringLiteral("<p>%1</p>\n").arg(text.toHtmlEscaped());
}

// The numbers of a span of days as one period (adds the days, merges the histograms).
PeriodNumbers spanNumbers(const storage::InteractionStore& store, QDate from, QDate to)
{
    PeriodNumbers total;
    total.start = from;
    total.end = to;
    const QList<InteractionDay> days = store.days(int(from.toJulianDay()), int(to.toJulianDay()));
    InteractionDay sum;
    for (const InteractionDay& d : days) {
        sum.interactions += d.interactions;
        sum.latencyCount += d.latencyCount;
        sum.latencySum += d.latencySum;
        sum.zeroResults += d.zeroResults;
        sum.idk += d.idk;
        sum.escalated += d.escalated;
        sum.feedbackCount += d.feedbackCount;
        sum.feedbackSum += d.feedbackSum;
    }
    total = dayNumbers(sum);
    total.start = from;
    total.end = to;
    const int first = int(from.toJulianDay());
    const int last = int(to.toJulianDay());
    total.users = store.distinctUsers(first, last);
    total.sessions = store.distinctSessions(first, last);
    const auto histogram = store.latencyHistogram(first, last);
    auto rank = [&histogram, &sum](double p) -> std::optional<double> {
        if (sum.latencyCount == 0)
            return std::nullopt;
        const qint64 wanted = std::max<qint64>(1, qint64(std::ceil(p * double(sum.latencyCount) - 1e-9)));
        qint64 seen = 0;
        for (const auto& [latency, count] : histogram) {
            seen += count;
            if (seen >= wanted)
                return latency;
        }
        return std::nullopt;
    };
    total.p50LatencyMs = rank(0.50);
    total.p95LatencyMs = rank(0.95);
    total.p99LatencyMs = rank(0.99);
    QList<PeriodNumbers> judged{total};
    addJudgements(store, judged);
    return judged.constFirst();
}

} // namespace

Result<QString> monitorReport(const storage::Project& project, MonitorReportFormat format,
                              std::optional<QDate> since)
{
    const storage::InteractionStore store(project.connection());
    const auto range = store.dayRange();
    QString out;
    const QString title = QCoreApplication::translate("goldset::monitor", "Monitoring report");
    if (format == MonitorReportFormat::Html)
        out += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>"
                              "<style>body{font-family:sans-serif}table{border-collapse:collapse}"
                              "td,th{border:1px solid #888;padding:2px 6px;text-align:right}</style>"
                              "</head><body>\n")
                   .arg(title.toHtmlEscaped());
    out += reportHeading(format, 1, title);
    if (!range) {
        out += reportParagraph(
            format, QCoreApplication::translate("goldset::monitor", "No interactions imported yet."));
        if (format == MonitorReportFormat::Html)
            out += QStringLiteral("</body></html>\n");
        return out;
    }
    const QDate to = QDate::fromJulianDay(range->second);
    const QDate from = since ? std::min(*since, to) : to.addDays(-6);
    const qint64 length = from.daysTo(to) + 1;
    const QDate previousTo = from.addDays(-1);
    const QDate previousFrom = previousTo.addDays(1 - length);
    out += reportParagraph(
        format, QCoreApplication::translate("goldset::monitor", "%1 to %2 (UTC), compared with %3 to %4.")
                    .arg(from.toString(Qt::ISODate), to.toString(Qt::ISODate),
                         previousFrom.toString(Qt::ISODate), previousTo.toString(Qt::ISODate)));

    const PeriodNumbers now = spanNumbers(store, from, to);
    const PeriodNumbers before = spanNumbers(store, previousFrom, previousTo);
    ReportTable summary{{QCoreApplication::translate("goldset::monitor", "Metric"),
                         QCoreApplication::translate("goldset::monitor", "This period"),
                         QCoreApplication::translate("goldset::monitor", "Previous period"),
                         QCoreApplication::translate("goldset::monitor", "Change")},
                        {}};
    for (const QString& metric : monitorMetricNames())
        summary.rows.append({metric, reportValue(metric, now.value(metric)),
                             reportValue(metric, before.value(metric)),
                             reportChange(now.value(metric), before.value(metric))});
    out += reportHeading(format, 2, QCoreApplication::translate("goldset::monitor", "Summary"));
    out += summary.render(format);

    // Days with their trends: the moving averages need the 30 days before the first.
    const QList<PeriodNumbers> days = periodNumbers(store, Period::Day, from.addDays(-30), to);
    const QStringList trendMetrics = {QStringLiteral("interactions"), QStringLiteral("p95_latency_ms"),
                                      QStringLiteral("zero_result_rate"), QStringLiteral("idk_rate"),
                                      QStringLiteral("feedback_mean")};
    QList<QList<std::optional<double>>> averages7, averages30;
    for (const QString& metric : trendMetrics) {
        averages7.append(movingAverage(days, metric, 7));
        averages30.append(movingAverage(days, metric, 30));
    }
    ReportTable daily{{QCoreApplication::translate("goldset::monitor", "Day")}, {}};
    for (const QString& metric : trendMetrics)
        daily.header << metric << QStringLiteral("7d") << QStringLiteral("30d");
    for (qsizetype i = 0; i < days.size(); ++i) {
        if (days[i].start < from)
            continue;
        QStringList row{days[i].start.toString(Qt::ISODate)};
        for (qsizetype m = 0; m < trendMetrics.size(); ++m)
            row << reportValue(trendMetrics[m], days[i].value(trendMetrics[m]))
                << reportValue(trendMetrics[m], averages7[m][i])
                << reportValue(trendMetrics[m], averages30[m][i]);
        daily.rows.append(row);
    }
    out += reportHeading(format, 2, QCoreApplication::translate("goldset::monitor", "Days and trends"));
    out += reportParagraph(
        format, QCoreApplication::translate("goldset::monitor",
                                            "7d and 30d: moving averages of the daily values over the "
                                            "7 and 30 days ending on that day."));
    out += daily.render(format);

    const QList<storage::FiredAlert> alerts =
        storage::AlertStore(project.connection()).fired(int(from.toJulianDay()), int(to.toJulianDay()));
    out += reportHeading(format, 2, QCoreApplication::translate("goldset::monitor", "Fired alerts"));
    if (alerts.isEmpty()) {
        out += reportParagraph(format, QCoreApplication::translate("goldset::monitor", "None."));
    } else {
        ReportTable fired{{QCoreApplication::translate("goldset::monitor", "Day"),
                           QCoreApplication::translate("goldset::monitor", "Rule"),
                           QCoreApplication::translate("goldset::monitor", "Value"),
                           QCoreApplication::translate("goldset::monitor", "Limit")},
                          {}};
        for (const storage::FiredAlert& a : alerts)
            fired.rows.append({QDate::fromJulianDay(a.day).toString(Qt::ISODate), a.rule,
                               reportValue(a.metric, a.value), reportValue(a.metric, a.limit)});
        out += fired.render(format);
    }
    if (format == MonitorReportFormat::Html)
        out += QStringLiteral("</body></html>\n");
    return out;
}

} // namespace goldset::monitor
