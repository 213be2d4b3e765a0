#pragma once

#include <QChartView>

class QScatterSeries;

namespace goldset::ui {

class MonitoringState;

// The chart of the Monitoring page: the state's metric per day (week, month) with its 7- and
// 30-day moving averages and the period before. Clicking a point drills down to its
// interactions (MonitoringState::drillDown).
class MonitoringChartView : public QChartView
{
    Q_OBJECT

public:
    explicit MonitoringChartView(MonitoringState* state, QWidget* parent = nullptr);

    void refresh();
    // The clickable points (one per period with a value), for tests and accessibility.
    QScatterSeries* points() const { return m_points; }
    // The point's index in the state's points(), from its x (ms since 1970), or -1.
    int pointAt(double x) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    MonitoringState* m_state;
    QScatterSeries* m_points = nullptr;
};

} // namespace goldset::ui
