#pragma once

#include "monitor/MonitorMetrics.h"
#include "storage/AlertStore.h"
#include "storage/InteractionStore.h"

#include <QObject>
#include <memory>

namespace goldset::ui {

class InteractionTableModel;
class ProjectSession;

// What the Monitoring page shows, without widgets (tests drive it directly): one metric's
// daily (weekly, monthly) values over a range, its 7- and 30-day moving averages, the same
// metric over the period before, the interactions behind a picked point, the fired alerts, and
// the edits (promote an interaction, sample into a run) as undo commands.
class MonitoringState : public QObject
{
    Q_OBJECT

public:
    explicit MonitoringState(QObject* parent = nullptr);
    ~MonitoringState() override;

    void setSession(ProjectSession* session);
    ProjectSession* session() const { return m_session; }
    // Reads the numbers again (after an import, say).
    void reload();
    // Whether the project's "I don't know" patterns changed since its interactions were
    // flagged (then the page flags them again in the background).
    bool idkPatternsChanged() const;

    QString metric() const { return m_metric; }
    void setMetric(const QString& metric);
    monitor::Period period() const { return m_period; }
    void setPeriod(monitor::Period period);
    // How many days the charts show, ending on the last day with interactions (default 90).
    int rangeDays() const { return m_rangeDays; }
    void setRangeDays(int days);
    QDate rangeStart() const { return m_from; }
    QDate rangeEnd() const { return m_to; }

    const QList<monitor::PeriodNumbers>& points() const { return m_points; }
    QList<std::optional<double>> values() const;
    const QList<std::optional<double>>& average7() const { return m_average7; }
    const QList<std::optional<double>>& average30() const { return m_average30; }
    // The metric over the period before, aligned with points(): the value one range earlier.
    const QList<std::optional<double>>& previous() const { return m_previous; }

    // Lists the interactions behind a point: for a rate, those that count in it (no sources,
    // declined, escalated); for latency the slowest first; for feedback the worst first.
    void drillDown(int point);
    int drilledPoint() const { return m_drilled; }
    QString drillDownTitle() const { return m_drillTitle; }
    InteractionTableModel* interactions() const { return m_interactions; }

    QList<storage::FiredAlert> alerts() const { return m_alerts; }
    QStringList rules() const;
    bool addRule(const QString& text, QString* error);
    bool removeRule(const QString& text);

    // Edits, pushed on the project's undo stack; false (and message()) when refused.
    bool promote(qint64 interactionId);
    bool sampleIntoRun(const QString& runName, int size, quint64 seed);

Q_SIGNALS:
    void numbersChanged();
    void drillDownChanged();
    void alertsChanged();
    void message(const QString& text);

private:
    void recompute();

    ProjectSession* m_session = nullptr;
    std::unique_ptr<storage::InteractionStore> m_store;
    QString m_metric = QStringLiteral("interactions");
    monitor::Period m_period = monitor::Period::Day;
    int m_rangeDays = 90;
    QDate m_from;
    QDate m_to;
    QList<monitor::PeriodNumbers> m_points;
    QList<std::optional<double>> m_average7;
    QList<std::optional<double>> m_average30;
    QList<std::optional<double>> m_previous;
    int m_drilled = -1;
    QString m_drillTitle;
    InteractionTableModel* m_interactions;
    QList<storage::FiredAlert> m_alerts;
};

} // namespace goldset::ui
