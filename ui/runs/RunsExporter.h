#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace goldset::ui {

class RunChartView;

// The Runs & Charts page's exports: the chart shown (PNG or SVG) and the report of the checked
// runs (Markdown, HTML or PDF, written off the GUI thread on a connection of its own, as
// `goldset-cli report` writes it). Asks for the file name and says the outcome.
class RunsExporter : public QObject
{
    Q_OBJECT

public:
    explicit RunsExporter(QWidget* dialogParent);

    void exportChart(RunChartView* chart); // nullptr: no chart is shown
    void exportReport(const QString& projectPath, const QStringList& runs);

Q_SIGNALS:
    void statusMessage(const QString& message);
    void reportStarted(const QString& message);
    void reportFinished();

private:
    QWidget* m_dialogParent;
};

} // namespace goldset::ui
