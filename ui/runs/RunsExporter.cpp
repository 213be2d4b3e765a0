#include "runs/RunsExporter.h"

#include "common/FileDialogs.h"
#include "common/WorkPool.h"
#include "io/CsvWriter.h"
#include "io/SafeFile.h"
#include "metrics/RunHistory.h"
#include "report/ReportWriter.h"
#include "runs/ChartExport.h"
#include "runs/RunChartView.h"
#include "storage/Project.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

RunsExporter::RunsExporter(QWidget* dialogParent) : QObject(dialogParent), m_dialogParent(dialogParent) {}

void RunsExporter::exportChart(RunChartView* chart)
{
    if (!chart) {
        Q_EMIT statusMessage(tr("Show a chart first (Comparison, History, Distribution or Scatter)."));
        return;
    }
    QString filter;
    QString path = filedialogs::saveFileName(m_dialogParent, tr("Export Chart"),
                                             chart->metricName() + QStringLiteral(".png"),
                                             tr("PNG image (*.png);;SVG image (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += filter.contains(QLatin1String("svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    if (const Status saved = chartexport::save(*chart, path); !saved)
        QMessageBox::warning(m_dialogParent, tr("Export Chart"), saved.error().toString());
    else
        Q_EMIT statusMessage(tr("Chart saved to %1").arg(QDir::toNativeSeparators(path)));
}

void RunsExporter::exportReport(const QString& projectPath, const QStringList& runs,
                                metrics::QuestionScope scope)
{
    if (runs.isEmpty()) {
        QMessageBox::information(m_dialogParent, tr("Export Report"),
                                 tr("Check the runs the report should cover first."));
        return;
    }
    QString filter;
    QString path = filedialogs::saveFileName(
        m_dialogParent, tr("Export Report"), QStringLiteral("report.md"),
        tr("Markdown, for a pull request (*.md);;HTML (*.html);;PDF (*.pdf)"), &filter);
    if (path.isEmpty())
        return;
    QString format = QFileInfo(path).suffix().toLower();
    if (format.isEmpty()) {
        format = filter.contains(QLatin1String("*.pdf"))    ? QStringLiteral("pdf")
                 : filter.contains(QLatin1String("*.html")) ? QStringLiteral("html")
                                                            : QStringLiteral("md");
        path += QLatin1Char('.') + format;
    }
    // The report evaluates the runs again: off the GUI thread, on its own connection.
    Q_EMIT reportStarted(tr("Writing the report..."));
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, path] {
        const QString error = watcher->result();
        watcher->deleteLater();
        Q_EMIT reportFinished();
        if (!error.isEmpty())
            QMessageBox::warning(m_dialogParent, tr("Export Report"), error);
        else
            Q_EMIT statusMessage(tr("Report saved to %1").arg(QDir::toNativeSeparators(path)));
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [projectPath, runs, format, path, scope]() -> QString {
        auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return project.error().toString();
        auto bytes = report::writeReport(**project, runs, format, scope);
        if (!bytes)
            return bytes.error().toString();
        if (Status written = io::writeFile(path, *bytes); !written)
            return written.error().toString();
        return {};
    }));
}

void RunsExporter::exportMetricTable(const metrics::RunHistory& history, const QList<int>& checkedRuns)
{
    QList<int> runs = checkedRuns;
    if (runs.isEmpty())
        for (int run = 0; run < history.runs.size(); ++run)
            runs << run;
    QString path = filedialogs::saveFileName(m_dialogParent, tr("Export Metric Table"),
                                             QStringLiteral("metrics.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    QStringList header{QStringLiteral("run"), QStringLiteral("questions")};
    for (const metrics::ProjectMetric& metric : history.catalog.metrics())
        header << metric.name;
    QString text = io::csvRecord(header) + QLatin1Char('\n');
    for (const int run : std::as_const(runs)) {
        QStringList cells{history.runs[run].name,
                          QString::number(history.questionCounts[static_cast<std::size_t>(run)])};
        for (const auto& value : history.aggregates[static_cast<std::size_t>(run)])
            cells << (value ? QString::number(*value, 'g', 17) : QString());
        text += io::csvRecord(cells) + QLatin1Char('\n');
    }
    if (Status written = io::writeFile(path, text.toUtf8()); !written)
        QMessageBox::warning(m_dialogParent, tr("Export Metric Table"), written.error().toString());
    else
        Q_EMIT statusMessage(tr("Metric table saved to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace goldset::ui
