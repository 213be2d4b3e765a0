#pragma once

#include "shell/Page.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableView;

namespace goldset::ui {

class MonitorLogImport;
class MonitoringChartView;
class MonitoringState;

// Monitoring: production's daily numbers (logs imported here or by goldset-cli monitor import) with their 7-
// and 30-day moving averages and the period before; a click on a point lists the interactions behind it, one
// of which can be promoted to a draft question; the fired alerts and the project's alert rules; a stratified
// sample of the range drawn into a run. A thin view over MonitoringState, where the behaviour is.
class MonitoringPage : public Page
{
    Q_OBJECT

public:
    explicit MonitoringPage(QWidget* parent = nullptr);
    ~MonitoringPage() override;

    QString title() const override { return tr("Monitoring"); }
    QList<QAction*> pageActions() const override { return m_actions; }

    MonitoringState* state() const { return m_state; }
    MonitoringChartView* chartView() const { return m_chart; }
    QTableView* interactionView() const { return m_table; }
    // Promotes the interaction selected in the drill-down list.
    bool promoteSelected();
    bool sampleIntoRun();
    // Imports production logs in the background (the file dialog's choice); the numbers are
    // read again when it is done.
    void importLogs(const QStringList& paths);
    MonitorLogImport* logImport() const { return m_logImport; }

protected:
    void sessionSet(ProjectSession* session) override;
    void showEvent(QShowEvent* event) override;

private:
    void updateAlerts();
    void updateDrillDown();
    void addRule();
    void removeRule();
    void chooseLogs();
    void flagAgainIfPatternsChanged();

    MonitoringState* m_state;
    QList<QAction*> m_actions;
    QComboBox* m_metric;
    QComboBox* m_period;
    QComboBox* m_range;
    MonitoringChartView* m_chart;
    QLabel* m_drillTitle;
    QTableView* m_table;
    QPushButton* m_promote;
    QListWidget* m_alerts;
    QListWidget* m_rules;
    QLineEdit* m_newRule;
    QLineEdit* m_runName;
    QSpinBox* m_sampleSize;
    QSpinBox* m_seed;
    MonitorLogImport* m_logImport;
    QPushButton* m_import;
    bool m_stale = false;
};

} // namespace goldset::ui
