// Live progress on a server project (the cluster ctest starts): another connection (another
// person's Goldset) and psql write labels while the lead's Batches state is in view; the lead's
// assignments and agreement show them within a bounded wait, without any reload asked for.
// Expected counts are those of the labels written here. Also: the session's own writes are not
// announced back to it, a burst of writes is coalesced, and a server project made before the
// triggers gets them when it is opened.
#include "TestSupport.h"
#include "batches/AssignmentTableModel.h"
#include "batches/BatchesState.h"
#include "demo/DemoProject.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/server/ServerChangeListener.h"
#include "storage/server/ServerNotify.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QtTest>

using namespace goldset;

class TestLiveProgress : public QObject
{
    Q_OBJECT

private:
    QString m_server;

    QString newUrl(const char* stem) const
    {
        return m_server + QStringLiteral("&project=%1_%2")
                              .arg(QLatin1String(stem))
                              .arg(QRandomGenerator::global()->generate() % 1000000);
    }

    static QString project(const QString& url) { return url.section(QStringLiteral("project="), 1); }

    // Runs SQL through psql (another client altogether) in the project's schema.
    bool psql(const QString& url, const QString& sql)
    {
        QProcess p;
        const QString base = m_server.section(QStringLiteral("&project="), 0, 0);
        p.start(QStringLiteral("psql"), {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"),
                                         QStringLiteral("ON_ERROR_STOP=1"), base, QStringLiteral("-c"),
                                         QStringLiteral("SET search_path TO %1; %2").arg(project(url), sql)});
        if (!p.waitForFinished(30000))
            return false;
        if (p.exitCode() != 0)
            qWarning() << p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    static qint64 done(const ui::BatchesState& state, const QString& annotator)
    {
        auto* model = state.assignments();
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->assignmentAt(row)->annotatorName == annotator)
                return model->index(row, ui::AssignmentTableModel::ProgressColumn)
                    .data(ui::AssignmentTableModel::DoneRole)
                    .toLongLong();
        return -1;
    }

    static qint64 sharedWith(const ui::BatchesState& state, const QString& a, const QString& b)
    {
        if (!state.report())
            return -1;
        for (const auto& pair : state.report()->pairwise)
            if ((pair.a == a && pair.b == b) || (pair.a == b && pair.b == a))
                return pair.kappa.n;
        return 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = qEnvironmentVariable("GOLDSET_TEST_SERVER");
        if (m_server.isEmpty())
            QSKIP("GOLDSET_TEST_SERVER is not set: run through ctest, which starts the cluster");
    }

    void othersLabelsShowOnTheLeadsPage()
    {
        const QString url = newUrl("live");
        QVERIFY(demo::writeDemoProject(url).ok());
        // Another person: their own connection, as their own Goldset would have.
        auto other = storage::Project::open(url);
        QVERIFY(other.ok());
        storage::Project& them = **other;
        const auto cleo = them.annotators().ensure(QStringLiteral("cleo"));
        QVERIFY(cleo.ok());
        const auto ana = them.annotators().byName(QStringLiteral("ana"));
        QVERIFY(ana);
        // cleo's assignment: the questions ana graded, as many chunks as ana graded on each.
        QList<RowId> questions;
        QList<std::pair<RowId, RowId>> anaChunks; // (question, chunk)
        for (RowId question : them.questions().ids()) {
            bool graded = false;
            for (const RelevanceLabel& label : them.labels().labelsForQuestion(question))
                if (label.annotatorId == ana->id) {
                    anaChunks.append({question, label.chunkId});
                    graded = true;
                }
            if (graded)
                questions << question;
        }
        QVERIFY(questions.size() >= 3);
        storage::BatchStore::Batch batch;
        batch.name = QStringLiteral("live");
        batch.kind = QStringLiteral("relevance");
        batch.overlap = 2;
        QVERIFY(storage::BatchStore(them.connection()).create(batch, {{*cleo, questions}}).ok());

        // The lead's window, Batches page in view.
        auto opened = storage::Project::open(url);
        QVERIFY(opened.ok());
        ui::ProjectSession session(std::move(*opened));
        QVERIFY(session.isListening());
        session.serverListener()->setInterval(200);
        ui::BatchesState state;
        state.setInView(true);
        state.setSession(&session);
        QVERIFY(state.selectBatch(QStringLiteral("live")));
        QCOMPARE(done(state, QStringLiteral("cleo")), 0);
        QTRY_VERIFY(!state.isMeasuring()); // agreement is measured on a thread of its own
        QCOMPARE(sharedWith(state, QStringLiteral("ana"), QStringLiteral("cleo")), 0);

        QSignalSpy changes(&session, &ui::ProjectSession::changed);
        QList<bool> remote;
        connect(&session, &ui::ProjectSession::changed, this, [&] { remote << session.isRemoteChange(); });
        // cleo grades every chunk ana graded on the first question.
        const RowId first = questions.first();
        qint64 sharedChunks = 0;
        for (const auto& [question, chunk] : anaChunks)
            if (question == first) {
                QVERIFY(them.labels().setLabel(question, chunk, *cleo, 1).ok());
                ++sharedChunks;
            }
        QTRY_COMPARE_WITH_TIMEOUT(done(state, QStringLiteral("cleo")), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(sharedWith(state, QStringLiteral("ana"), QStringLiteral("cleo")),
                                  sharedChunks, 10000);
        QVERIFY(!remote.isEmpty() && !remote.contains(false));

        // psql: the second question's first chunk of ana's, written by hand.
        const auto second = std::find_if(anaChunks.cbegin(), anaChunks.cend(),
                                         [&](const auto& qc) { return qc.first == questions.at(1); });
        QVERIFY(psql(url,
                     QStringLiteral("INSERT INTO relevance_label (question_id, chunk_id, annotator_id, grade,"
                                    " created_at, updated_at) VALUES (%1, %2, %3, 2, 'x', 'x')")
                         .arg(second->first)
                         .arg(second->second)
                         .arg(*cleo)));
        QTRY_COMPARE_WITH_TIMEOUT(done(state, QStringLiteral("cleo")), 2, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(sharedWith(state, QStringLiteral("ana"), QStringLiteral("cleo")),
                                  sharedChunks + 1, 10000);

        // The lead's own label, through the session's connection: not announced back as remote.
        changes.clear();
        remote.clear();
        QVERIFY(
            session.project().labels().setLabel(questions.at(2), anaChunks.first().second, ana->id, 3).ok());
        QTest::qWait(600); // the quiet spell that shows nothing came (an absence has no signal)
        QVERIFY(!remote.contains(true));
    }

    void burstsAreCoalesced()
    {
        const QString url = newUrl("burst");
        QVERIFY(demo::writeDemoProject(url).ok());
        auto opened = storage::Project::open(url);
        QVERIFY(opened.ok());
        storage::ServerChangeListener listener((*opened)->connection(), project(url));
        QVERIFY(listener.isListening());
        listener.setInterval(300);
        QSignalSpy signals_(&listener, &storage::ServerChangeListener::changed);
        auto other = storage::Project::open(url);
        QVERIFY(other.ok());
        const auto dan = (*other)->annotators().ensure(QStringLiteral("dan"));
        QVERIFY(dan.ok());
        const RowId question = (*other)->questions().ids().first();
        const auto labels = (*other)->labels().labelsForQuestion(question);
        QVERIFY(!labels.isEmpty());
        QElapsedTimer clock;
        clock.start();
        // 60 separate commits, one per grade, as fast as they go.
        for (int i = 0; i < 60; ++i)
            QVERIFY((*other)->labels().setLabel(question, labels.first().chunkId, *dan, i % 4).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!signals_.isEmpty(), 10000);
        QTest::qWait(400);
        const qint64 elapsed = clock.elapsed();
        // At most one signal per interval (and one at the start of the burst).
        QVERIFY2(signals_.size() <= elapsed / 300 + 2,
                 qPrintable(QStringLiteral("%1 signals in %2 ms").arg(signals_.size()).arg(elapsed)));
        QCOMPARE(signals_.constLast().at(0).toStringList(), QStringList{QStringLiteral("relevance_label")});
    }

    void olderProjectsGetTheirTriggers()
    {
        const QString url = newUrl("older");
        QVERIFY(demo::writeDemoProject(url).ok());
        // As a project made before live progress: no triggers, no function.
        QVERIFY(psql(url, QStringLiteral("DROP FUNCTION goldset_notify() CASCADE")));
        {
            auto check = storage::Project::open(url);
            QVERIFY(check.ok());
        }
        QVERIFY(
            psql(url, QStringLiteral("DO $$ BEGIN IF (SELECT count(*) FROM pg_trigger WHERE tgname ="
                                     " 'goldset_notify' AND tgrelid::regclass::text IN ('relevance_label',"
                                     " 'claim_review', 'adjudication')) <> 3 THEN RAISE 'missing'; END IF;"
                                     " END $$")));
        QCOMPARE(storage::ServerNotify::watchedTables().size(), 3);
    }
};

QTEST_MAIN(TestLiveProgress)
#include "tst_live_progress.moc"
