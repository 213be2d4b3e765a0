#include "monitoring/MonitoringPage.h"

#include "common/FileDialogs.h"
#include "monitor/MonitorMetrics.h"
#include "monitoring/InteractionTableModel.h"
#include "monitoring/MonitorLogImport.h"
#include "monitoring/MonitoringChartView.h"
#include "monitoring/MonitoringState.h"
#include "shell/ProjectSession.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace goldset::ui {

MonitoringPage::MonitoringPage(QWidget* parent)
    : Page(parent), m_state(new MonitoringState(this)), m_logImport(new MonitorLogImport(this))
{
    setObjectName(QStringLiteral("monitoringPage"));
    m_metric = new QComboBox;
    m_metric->setObjectName(QStringLiteral("monitoringMetric"));
    m_metric->setAccessibleName(tr("Metric"));
    for (const QString& name : monitor::monitorMetricNames())
        m_metric->addItem(name, name);
    m_period = new QComboBox;
    m_period->setAccessibleName(tr("Period"));
    m_period->addItem(tr("Days"), int(monitor::Period::Day));
    m_period->addItem(tr("Weeks"), int(monitor::Period::Week));
    m_period->addItem(tr("Months"), int(monitor::Period::Month));
    m_range = new QComboBox;
    m_range->setAccessibleName(tr("Range"));
    for (const int days : {30, 90, 365})
        m_range->addItem(tr("Last %n day(s)", nullptr, days), days);
    m_range->setCurrentIndex(1);
    auto* bar = new QHBoxLayout;
    auto* metricLabel = new QLabel(tr("&Metric:"));
    metricLabel->setBuddy(m_metric);
    bar->addWidget(metricLabel);
    bar->addWidget(m_metric);
    bar->addWidget(m_period);
    bar->addWidget(m_range);
    bar->addStretch();
    m_import = new QPushButton(tr("&Import Logs…"));
    m_import->setObjectName(QStringLiteral("importLogsButton"));
    m_import->setToolTip(tr("Import production logs: the plain interaction log, OpenInference spans "
                            "(Phoenix, Arize) or a Langfuse export; lines imported before are skipped"));
    bar->addWidget(m_import);

    m_chart = new MonitoringChartView(m_state);
    m_chart->setMinimumHeight(200);

    m_drillTitle = new QLabel(tr("Click a point of the chart to list its interactions."));
    m_drillTitle->setWordWrap(true);
    m_table = new QTableView;
    m_table->setAccessibleName(tr("Interactions behind the point"));
    m_table->setModel(m_state->interactions());
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false); // one line per interaction; the whole text is in the tooltip
    // Query and answer share what the short columns leave: the list never scrolls sideways.
    QHeaderView* header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    for (int column = 0; column < InteractionTableModel::ColumnCount; ++column)
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(InteractionTableModel::QueryColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(InteractionTableModel::AnswerColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(InteractionTableModel::SourcesColumn, QHeaderView::Interactive);
    header->resizeSection(InteractionTableModel::SourcesColumn, 130);
    m_table->verticalHeader()->hide();
    m_promote = new QPushButton(tr("&Promote to Question"));
    m_promote->setToolTip(
        tr("Make the selected interaction a draft question of the gold set (Ctrl+Shift+P)"));
    m_promote->setObjectName(QStringLiteral("promoteButton"));
    m_promote->setEnabled(false);
    auto* drill = new QWidget;
    auto* drillLayout = new QVBoxLayout(drill);
    drillLayout->setContentsMargins(0, 0, 0, 0);
    drillLayout->addWidget(m_drillTitle);
    drillLayout->addWidget(m_table, 1);
    auto* drillButtons = new QHBoxLayout;
    drillButtons->addWidget(m_promote);
    drillButtons->addStretch();
    drillLayout->addLayout(drillButtons);

    // Alerts, rules and sampling share one tabbed panel: the page fits a 1100x700 window.
    m_alerts = new QListWidget;
    m_alerts->setAccessibleName(tr("Fired alerts"));
    auto* rulesTab = new QWidget;
    m_rules = new QListWidget;
    m_rules->setAccessibleName(tr("Alert rules"));
    m_newRule = new QLineEdit;
    m_newRule->setPlaceholderText(QStringLiteral("p95_latency_ms > 5000"));
    m_newRule->setAccessibleName(tr("New rule"));
    auto* addRule = new QPushButton(tr("Add"));
    auto* removeRule = new QPushButton(tr("Remove"));
    auto* ruleButtons = new QHBoxLayout;
    ruleButtons->addWidget(m_newRule, 1);
    ruleButtons->addWidget(addRule);
    ruleButtons->addWidget(removeRule);
    auto* rulesLayout = new QVBoxLayout(rulesTab);
    rulesLayout->addWidget(m_rules);
    rulesLayout->addLayout(ruleButtons);
    auto* sampleTab = new QWidget;
    m_runName = new QLineEdit;
    m_runName->setAccessibleName(tr("Run name"));
    m_sampleSize = new QSpinBox;
    m_sampleSize->setRange(1, 100000);
    m_sampleSize->setValue(100);
    m_sampleSize->setAccessibleName(tr("Sample size"));
    m_seed = new QSpinBox;
    m_seed->setRange(0, 1000000000);
    m_seed->setValue(1);
    m_seed->setAccessibleName(tr("Seed"));
    auto* sample = new QPushButton(tr("&Sample"));
    sample->setToolTip(
        tr("Draw interactions of the range, stratified by day and by what failed, into a new run"));
    auto* sampleForm = new QFormLayout(sampleTab);
    sampleForm->addRow(tr("Run:"), m_runName);
    sampleForm->addRow(tr("Size:"), m_sampleSize);
    sampleForm->addRow(tr("Seed:"), m_seed);
    sampleForm->addRow(sample);
    auto* side = new QTabWidget;
    side->setObjectName(QStringLiteral("monitoringTabs"));
    side->setAccessibleName(tr("Alerts and sampling"));
    side->addTab(m_alerts, tr("Fired alerts"));
    side->addTab(rulesTab, tr("Alert rules"));
    side->addTab(sampleTab, tr("Sample into a run"));

    auto* lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(drill);
    lower->addWidget(side);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 1);
    auto* vertical = new QSplitter(Qt::Vertical);
    vertical->addWidget(m_chart);
    vertical->addWidget(lower);
    vertical->setStretchFactor(0, 1);
    vertical->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(vertical, 1);

    auto* promoteAction = new QAction(tr("&Promote Interaction to Question"), this);
    promoteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(promoteAction, &QAction::triggered, this, &MonitoringPage::promoteSelected);
    m_actions.append(promoteAction);
    auto* importAction = new QAction(tr("&Import Production Logs…"), this);
    connect(importAction, &QAction::triggered, this, &MonitoringPage::chooseLogs);
    m_actions.append(importAction);
    auto* reloadAction = new QAction(tr("&Reload Numbers"), this);
    connect(reloadAction, &QAction::triggered, m_state, &MonitoringState::reload);
    m_actions.append(reloadAction);

    connect(m_metric, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setMetric(m_metric->currentData().toString()); });
    connect(m_period, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setPeriod(monitor::Period(m_period->currentData().toInt())); });
    connect(m_range, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setRangeDays(m_range->currentData().toInt()); });
    connect(m_state, &MonitoringState::drillDownChanged, this, &MonitoringPage::updateDrillDown);
    connect(m_state, &MonitoringState::alertsChanged, this, &MonitoringPage::updateAlerts);
    connect(m_state, &MonitoringState::message, this, &Page::statusMessage);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_promote->setEnabled(session() && !m_table->selectionModel()->selectedRows().isEmpty());
    });
    connect(m_promote, &QPushButton::clicked, this, &MonitoringPage::promoteSelected);
    connect(addRule, &QPushButton::clicked, this, &MonitoringPage::addRule);
    connect(m_newRule, &QLineEdit::returnPressed, this, &MonitoringPage::addRule);
    connect(removeRule, &QPushButton::clicked, this, &MonitoringPage::removeRule);
    connect(sample, &QPushButton::clicked, this, &MonitoringPage::sampleIntoRun);
    connect(m_import, &QPushButton::clicked, this, &MonitoringPage::chooseLogs);
    connect(m_logImport, &MonitorLogImport::statusMessage, this, &Page::statusMessage);
    connect(m_logImport, &MonitorLogImport::finished, this, [this](bool imported) {
        m_import->setEnabled(true);
        if (imported)
            m_state->reload();
    });
    setSession(nullptr);
}

MonitoringPage::~MonitoringPage() = default;

void MonitoringPage::sessionSet(ProjectSession* session)
{
    // The numbers are read when the page is shown: opening a project stays quick.
    m_stale = session && !isVisible();
    m_state->setSession(m_stale ? nullptr : session);
    setEnabled(session != nullptr);
    flagAgainIfPatternsChanged();
}

void MonitoringPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    if (m_stale) {
        m_stale = false;
        m_state->setSession(session());
        flagAgainIfPatternsChanged();
    }
}

void MonitoringPage::flagAgainIfPatternsChanged()
{
    if (session() && !m_logImport->isRunning() && m_state->idkPatternsChanged()) {
        m_import->setEnabled(false);
        m_logImport->start(session()->path(), {});
    }
}

void MonitoringPage::updateDrillDown()
{
    m_drillTitle->setText(m_state->drilledPoint() < 0
                              ? tr("Click a point of the chart to list its interactions.")
                              : m_state->drillDownTitle());
    m_promote->setEnabled(false);
}

void MonitoringPage::updateAlerts()
{
    m_alerts->clear();
    const QList<storage::FiredAlert> alerts = m_state->alerts();
    for (const storage::FiredAlert& a : alerts) {
        auto* item =
            new QListWidgetItem(tr("%1  %2 (value %3, limit %4)")
                                    .arg(QDate::fromJulianDay(a.day).toString(Qt::ISODate), a.rule,
                                         QString::number(a.value, 'g', 4), QString::number(a.limit, 'g', 4)));
        item->setToolTip(item->text());
        m_alerts->addItem(item);
    }
    if (alerts.isEmpty())
        m_alerts->addItem(tr("None in this range (goldset-cli monitor check records them)."));
    m_rules->clear();
    m_rules->addItems(m_state->rules());
}

bool MonitoringPage::promoteSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return false;
    const Interaction* interaction = m_state->interactions()->interactionAt(rows.first().row());
    return interaction && m_state->promote(interaction->id);
}

bool MonitoringPage::sampleIntoRun()
{
    return m_state->sampleIntoRun(m_runName->text(), m_sampleSize->value(), quint64(m_seed->value()));
}

void MonitoringPage::chooseLogs()
{
    const QStringList paths =
        filedialogs::openFileNames(this, tr("Import Production Logs"), QString(),
                                   tr("JSON Lines (*.jsonl *.ndjson *.json);;All files (*)"));
    importLogs(paths);
}

void MonitoringPage::importLogs(const QStringList& paths)
{
    if (!session() || paths.isEmpty() || m_logImport->isRunning())
        return;
    m_import->setEnabled(false);
    m_logImport->start(session()->path(), paths);
}

void MonitoringPage::addRule()
{
    QString error;
    if (m_state->addRule(m_newRule->text(), &error))
        m_newRule->clear();
    else if (!error.isEmpty())
        Q_EMIT statusMessage(error);
}

void MonitoringPage::removeRule()
{
    if (QListWidgetItem* item = m_rules->currentItem())
        m_state->removeRule(item->text());
}

} // namespace goldset::ui
