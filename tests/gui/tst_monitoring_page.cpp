// The Monitoring page on production interactions (tests/fixtures/monitor/interactions.jsonl):
// the chart's points are the days' numbers, a click on a point lists the interactions behind it,
// one is promoted to a draft question (undone and redone), a sample is drawn into a run and
// undone, and rules are added from the page. The models under QAbstractItemModelTester.
#include "TestSupport.h"
#include "monitor/MonitorImport.h"
#include "monitoring/InteractionTableModel.h"
#include "monitoring/MonitorLogImport.h"
#include "monitoring/MonitoringChartView.h"
#include "monitoring/MonitoringPage.h"
#include "monitoring/MonitoringState.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/AlertStore.h"
#include "storage/InteractionLinkStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QChart>
#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace goldset;

class TestMonitoringPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
        QApplication::setApplicationName(QStringLiteral("tst_monitoring_page"));
        QSettings().clear();
        m_path = m_dir.filePath(QStringLiteral("prod.goldset"));
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        QVERIFY(monitor::importInteractionLogs(
                    **project, {test::fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
                    monitor::LogFormat::Interactions)
                    .ok());
    }

    void drillDownFromAChartPointAndPromote()
    {
        ui::MainWindow window;
        QVERIFY(window.openProject(m_path));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = qobject_cast<ui::MonitoringPage*>(window.page(QStringLiteral("monitoringPage")));
        QVERIFY(page);
        window.showPage(page);
        QTRY_VERIFY(page->isVisible());
        new QAbstractItemModelTester(page->state()->interactions(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, this);

        // The zero-result rate per day: 2nd 1/4, 3rd 1/3, 9th 0.
        auto* metric = page->findChild<QComboBox*>(QStringLiteral("monitoringMetric"));
        QVERIFY(metric);
        metric->setFocus();
        metric->setCurrentIndex(metric->findData(QStringLiteral("zero_result_rate")));
        QCOMPARE(page->state()->metric(), QStringLiteral("zero_result_rate"));
        QScatterSeries* points = page->chartView()->points();
        QVERIFY(points);
        QCOMPARE(points->count(), 3);
        QCOMPARE(points->at(0).y(), 0.25);
        QVERIFY(std::abs(points->at(1).y() - 1.0 / 3.0) < 1e-12);
        QCOMPARE(points->at(2).y(), 0.0);

        // Click the point of the 3rd of March where it is drawn.
        QTest::qWait(50);
        QChart* chart = page->chartView()->chart();
        const QPointF inChart = chart->mapToPosition(points->at(1), points);
        const QPoint inView = page->chartView()->mapFromScene(chart->mapToScene(inChart));
        QTest::mouseClick(page->chartView()->viewport(), Qt::LeftButton, {}, inView);
        if (page->state()->drilledPoint() != 1) // a platform without a pointer: what the click does
            Q_EMIT points->clicked(points->at(1));
        QCOMPARE(page->state()->drilledPoint(), 1);
        QTableView* table = page->interactionView();
        QCOMPARE(table->model()->rowCount(), 1); // i7, the Japanese question without sources
        QCOMPARE(table->model()->index(0, ui::InteractionTableModel::QueryColumn).data().toString(),
                 QStringLiteral("営業時間は？"));
        QVERIFY(page->state()->drillDownTitle().contains(QStringLiteral("2026-03-03")));

        // Select it and promote it.
        auto* promote = page->findChild<QPushButton*>(QStringLiteral("promoteButton"));
        QVERIFY(promote);
        QVERIFY(!promote->isEnabled()); // nothing selected yet
        table->setFocus();
        table->selectRow(0);
        QVERIFY(promote->isEnabled());
        QTest::mouseClick(promote, Qt::LeftButton);
        // The page's action for it has a shortcut.
        QVERIFY(std::any_of(page->pageActions().cbegin(), page->pageActions().cend(), [](QAction* a) {
            return a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
        }));
        auto* session = window.session();
        QVERIFY(session);
        const auto question = session->project().questions().byExternalId(QStringLiteral("interaction:i7"));
        QVERIFY(question);
        QCOMPARE(question->text, QStringLiteral("営業時間は？"));
        QVERIFY(question->status == QuestionStatus::Draft);
        const Interaction* i7 = page->state()->interactions()->interactionAt(0);
        QVERIFY(i7);
        QCOMPARE(storage::InteractionLinkStore(session->project().connection()).interactionOf(question->id),
                 std::optional<qint64>(i7->id));
        // Undo and redo.
        session->undoStack()->undo();
        QVERIFY(!session->project().questions().byExternalId(QStringLiteral("interaction:i7")));
        session->undoStack()->redo();
        QVERIFY(session->project().questions().byExternalId(QStringLiteral("interaction:i7")));
    }

    void latencyDrillDownIsSlowestFirstAndWeeksMerge()
    {
        ui::MonitoringState state;
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
        QVERIFY(project);
        ui::ProjectSession session(std::move(*project));
        state.setSession(&session);
        new QAbstractItemModelTester(state.interactions(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        state.setMetric(QStringLiteral("p95_latency_ms"));
        QCOMPARE(state.points().size(), 3);
        QCOMPARE(state.values().at(0), std::optional<double>(1000));
        // 7-day average on the 9th: the 3rd (150) and the 9th (8000), the 2nd is 7 days before.
        QCOMPARE(state.average7().at(2), std::optional<double>((150.0 + 8000.0) / 2.0));
        QCOMPARE(state.average30().at(2), std::optional<double>((1000.0 + 150.0 + 8000.0) / 3.0));
        state.drillDown(0);
        QCOMPARE(state.interactions()->rowCount(), 4);
        QCOMPARE(state.interactions()->index(0, ui::InteractionTableModel::LatencyColumn).data().toString(),
                 QStringLiteral("1000"));
        state.setPeriod(monitor::Period::Week);
        QCOMPARE(state.points().size(), 2);
        QCOMPARE(state.values().at(0), std::optional<double>(1000)); // 7 latencies: rank 7
        state.drillDown(0);
        QCOMPARE(state.interactions()->total(), 7);

        // Rules from the page, undoable.
        QString error;
        QVERIFY(!state.addRule(QStringLiteral("p95 > 3"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(state.addRule(QStringLiteral("p95_latency_ms>5000"), &error));
        QCOMPARE(state.rules(), QStringList{QStringLiteral("p95_latency_ms > 5000")});
        session.undoStack()->undo();
        QVERIFY(state.rules().isEmpty());

        // A sample of the range into a run, undone.
        QVERIFY(state.sampleIntoRun(QStringLiteral("from production"), 4, 9));
        const auto run = session.project().runs().runByName(QStringLiteral("from production"));
        QVERIFY(run);
        QVERIFY(!state.sampleIntoRun(QStringLiteral("from production"), 4, 9)); // the name is taken
        session.undoStack()->undo();
        QVERIFY(!session.project().runs().runByName(QStringLiteral("from production")));
    }

    // A log imported from the page: chosen in the file dialog, imported in the background, the
    // chart read again; a malformed log names file:line and imports nothing.
    void importLogsFromThePage()
    {
        const QString path = m_dir.filePath(QStringLiteral("empty.goldset"));
        QVERIFY(storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing));
        ui::MainWindow window;
        QVERIFY(window.openProject(path));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = qobject_cast<ui::MonitoringPage*>(window.page(QStringLiteral("monitoringPage")));
        QVERIFY(page);
        window.showPage(page);
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(page->state()->points().size(), 0);

        QSignalSpy finished(page->logImport(), &ui::MonitorLogImport::finished);
        QSignalSpy status(page, &ui::Page::statusMessage);
        const QString log = test::fixturePath(QStringLiteral("monitor/interactions.jsonl"));
        bool dialogSeen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialogSeen = true;
            dialog->selectFile(log);
            static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept is protected
        });
        auto* button = page->findChild<QPushButton*>(QStringLiteral("importLogsButton"));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(dialogSeen);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QVERIFY(button->isEnabled());
        // The fixture's nine interactions on three days, read again by the chart.
        QCOMPARE(page->state()->points().size(), 3);
        QCOMPARE(page->state()->points().at(0).interactions, 4);
        bool told = false;
        for (const QList<QVariant>& message : std::as_const(status))
            told =
                told || (message.at(0).toString().startsWith(QStringLiteral("Imported 9 new interaction")) &&
                         message.at(0).toString().endsWith(QStringLiteral("(9 read).")));
        QVERIFY(told);

        // Line 2 is not JSON: nothing of the file is imported, the error names file and line.
        QFile bad(m_dir.filePath(QStringLiteral("bad.jsonl")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(
            R"({"id": "n1", "timestamp": "2026-03-10T08:00:00Z", "query": "q", "answer": "a", "sources": [], "latency_ms": 5})"
            "\n{\"id\": \"n2\", \"timestamp\": \n");
        bad.close();
        page->importLogs({bad.fileName()});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30000);
        QCOMPARE(finished.at(1).at(0).toBool(), false);
        QVERIFY2(page->logImport()->lastError().contains(QStringLiteral("bad.jsonl:2")),
                 qPrintable(page->logImport()->lastError()));
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("monitorImportError"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("bad.jsonl:2")));
        box->close();
        QCOMPARE(page->state()->points().size(), 3);
        QCOMPARE(storage::InteractionStore(window.session()->project().connection()).count(), 9);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_MAIN(TestMonitoringPage)
#include "tst_monitoring_page.moc"
