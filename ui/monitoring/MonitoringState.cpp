#include "monitoring/MonitoringState.h"

#include "commands/AlertRuleCommand.h"
#include "commands/PromoteInteractionCommand.h"
#include "commands/SampleInteractionsCommand.h"
#include "monitor/AlertRule.h"
#include "monitor/IdkPatterns.h"
#include "monitor/IdkReapply.h"
#include "monitoring/InteractionTableModel.h"
#include "shell/ProjectSession.h"

#include <QUndoStack>

namespace goldset::ui {

MonitoringState::MonitoringState(QObject* parent)
    : QObject(parent), m_interactions(new InteractionTableModel(this))
{
}

MonitoringState::~MonitoringState() = default;

void MonitoringState::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_interactions->clear();
    m_store.reset(session ? new storage::InteractionStore(session->project().connection()) : nullptr);
    if (session)
        connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
            if (change == ProjectSession::Change::Settings || change == ProjectSession::Change::Runs)
                reload();
        });
    reload();
}

bool MonitoringState::idkPatternsChanged() const
{
    if (!m_session)
        return false;
    const auto patterns = monitor::IdkPatterns::load(m_session->project().settings());
    return patterns && monitor::idkPatternsChanged(m_session->project(), *patterns);
}

void MonitoringState::reload()
{
    m_alerts.clear();
    if (m_store) {
        const auto range = m_store->dayRange();
        m_to = range ? QDate::fromJulianDay(range->second) : QDate();
        m_from = range ? m_to.addDays(1 - m_rangeDays) : QDate();
        if (range)
            m_alerts = storage::AlertStore(m_session->project().connection())
                           .fired(int(m_from.toJulianDay()), int(m_to.toJulianDay()));
    }
    recompute();
    Q_EMIT alertsChanged();
}

void MonitoringState::setMetric(const QString& metric)
{
    if (metric == m_metric || !monitor::isMonitorMetric(metric))
        return;
    m_metric = metric;
    recompute();
}

void MonitoringState::setPeriod(monitor::Period period)
{
    if (period == m_period)
        return;
    m_period = period;
    recompute();
}

void MonitoringState::setRangeDays(int days)
{
    if (days == m_rangeDays || days < 1)
        return;
    m_rangeDays = days;
    reload();
}

QList<std::optional<double>> MonitoringState::values() const
{
    QList<std::optional<double>> result;
    for (const monitor::PeriodNumbers& p : m_points)
        result.append(p.value(m_metric));
    return result;
}

void MonitoringState::recompute()
{
    m_points.clear();
    m_average7.clear();
    m_average30.clear();
    m_previous.clear();
    m_drilled = -1;
    m_drillTitle.clear();
    m_interactions->clear();
    if (m_store && m_from.isValid()) {
        m_points = monitor::periodNumbers(*m_store, m_period, m_from, m_to);
        // The moving averages are of days: the 30 days before the range count in them.
        const QList<monitor::PeriodNumbers> days =
            monitor::periodNumbers(*m_store, monitor::Period::Day, m_from.addDays(-30), m_to);
        const auto seven = monitor::movingAverage(days, m_metric, 7);
        const auto thirty = monitor::movingAverage(days, m_metric, 30);
        QHash<qint64, qsizetype> dayIndex;
        for (qsizetype i = 0; i < days.size(); ++i)
            dayIndex.insert(days[i].start.toJulianDay(), i);
        // The period before: as long as the range, just before it.
        const QList<monitor::PeriodNumbers> before =
            monitor::periodNumbers(*m_store, m_period, m_from.addDays(-m_rangeDays), m_from.addDays(-1));
        QHash<qint64, std::optional<double>> beforeByStart;
        for (const monitor::PeriodNumbers& p : before)
            beforeByStart.insert(p.start.toJulianDay(), p.value(m_metric));
        for (const monitor::PeriodNumbers& p : std::as_const(m_points)) {
            // A week's or month's average is the daily average on its last day with data.
            qsizetype at = -1;
            for (QDate d = std::min(p.end, m_to); d >= p.start && at < 0; d = d.addDays(-1))
                at = dayIndex.value(d.toJulianDay(), -1);
            m_average7.append(at >= 0 ? seven[at] : std::nullopt);
            m_average30.append(at >= 0 ? thirty[at] : std::nullopt);
            QDate earlier = p.start.addDays(-m_rangeDays);
            if (m_period == monitor::Period::Month)
                earlier = p.start.addMonths(-std::max(1, m_rangeDays / 30));
            else if (m_period == monitor::Period::Week)
                earlier = earlier.addDays(1 - earlier.dayOfWeek());
            m_previous.append(beforeByStart.value(earlier.toJulianDay(), std::nullopt));
        }
    }
    Q_EMIT numbersChanged();
    Q_EMIT drillDownChanged();
}

void MonitoringState::drillDown(int point)
{
    if (!m_store || point < 0 || point >= m_points.size())
        return;
    const monitor::PeriodNumbers& p = m_points[point];
    storage::InteractionFilter filter = storage::InteractionFilter::All;
    storage::InteractionOrder order = storage::InteractionOrder::Time;
    QString what = tr("all interactions");
    if (m_metric.contains(QLatin1String("latency"))) {
        filter = storage::InteractionFilter::WithLatency;
        order = storage::InteractionOrder::LatencyDescending;
        what = tr("the slowest first");
    } else if (m_metric == QLatin1String("zero_result_rate")) {
        filter = storage::InteractionFilter::ZeroResults;
        what = tr("without sources");
    } else if (m_metric == QLatin1String("idk_rate")) {
        filter = storage::InteractionFilter::Idk;
        what = tr("declined (\"I don't know\")");
    } else if (m_metric == QLatin1String("escalation_rate")) {
        filter = storage::InteractionFilter::Escalated;
        what = tr("escalated");
    } else if (m_metric == QLatin1String("feedback_mean")) {
        filter = storage::InteractionFilter::WithFeedback;
        order = storage::InteractionOrder::FeedbackAscending;
        what = tr("with feedback, the worst first");
    }
    m_drilled = point;
    m_interactions->show(m_store.get(), int(p.start.toJulianDay()), int(p.end.toJulianDay()), filter, order);
    const QString when = p.start == p.end
                             ? p.start.toString(Qt::ISODate)
                             : tr("%1 to %2").arg(p.start.toString(Qt::ISODate), p.end.toString(Qt::ISODate));
    m_drillTitle = tr("%1: %2 (%n interaction(s))", nullptr, int(m_interactions->total())).arg(when, what);
    Q_EMIT drillDownChanged();
}

QStringList MonitoringState::rules() const
{
    return m_session ? storage::AlertStore(m_session->project().connection()).rules() : QStringList();
}

bool MonitoringState::addRule(const QString& text, QString* error)
{
    auto rule = monitor::AlertRule::parse(text);
    if (!rule) {
        if (error)
            *error = rule.error().message;
        return false;
    }
    if (!m_session || m_session->isReadOnly() || rules().contains(rule->text()))
        return false;
    m_session->undoStack()->push(new AlertRuleCommand(m_session, rule->text(), true));
    Q_EMIT alertsChanged();
    return true;
}

bool MonitoringState::removeRule(const QString& text)
{
    if (!m_session || m_session->isReadOnly() || !rules().contains(text))
        return false;
    m_session->undoStack()->push(new AlertRuleCommand(m_session, text, false));
    Q_EMIT alertsChanged();
    return true;
}

bool MonitoringState::promote(qint64 interactionId)
{
    if (!m_session || m_session->isReadOnly())
        return false;
    auto* command = new PromoteInteractionCommand(m_session, interactionId);
    m_session->undoStack()->push(command);
    // A command that failed made itself obsolete and is gone from the stack.
    const bool done = m_session->undoStack()->count() > 0 &&
                      m_session->undoStack()->command(m_session->undoStack()->index() - 1) == command;
    Q_EMIT message(done ? tr("Promoted to a draft question of the gold set.") : tr("Could not promote it."));
    return done;
}

bool MonitoringState::sampleIntoRun(const QString& runName, int size, quint64 seed)
{
    if (!m_session || m_session->isReadOnly() || !m_from.isValid() || runName.trimmed().isEmpty())
        return false;
    monitor::SampleOptions options;
    options.runName = runName.trimmed();
    options.from = m_from;
    options.to = m_to;
    options.size = size;
    options.seed = seed;
    auto* command = new SampleInteractionsCommand(m_session, options);
    m_session->undoStack()->push(command);
    const bool done = m_session->undoStack()->count() > 0 &&
                      m_session->undoStack()->command(m_session->undoStack()->index() - 1) == command;
    Q_EMIT message(
        done ? tr("Sampled %n interaction(s) into run %1.", nullptr, command->sampled()).arg(options.runName)
             : tr("Could not sample into run %1 (does it exist already?).").arg(options.runName));
    return done;
}

} // namespace goldset::ui
