#include "TestSupport.h"
#include "monitor/InteractionPromotion.h"
#include "monitor/InteractionSample.h"
#include "monitor/MonitorImport.h"
#include "storage/InteractionLinkStore.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/Transaction.h"

#include <QSqlQuery>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// Sampling interactions into a run (stratified by day and failure, reproducible with its seed)
// and promoting one to a draft question with its origin link; both undone exactly.
class TestMonitorSample : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Project> m_project;

    qint64 scalar(const QString& sql)
    {
        QSqlQuery q(m_project->connection());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }

    static storage::InteractionSignals signal(qint64 id, int day, int sources, bool idk = false)
    {
        storage::InteractionSignals s;
        s.id = id;
        s.day = day;
        s.sourceCount = sources;
        s.idk = idk;
        s.latencyMs = 100;
        return s;
    }

    qint64 interactionId(const QString& externalId)
    {
        QSqlQuery q(m_project->connection());
        q.prepare(QStringLiteral("SELECT id FROM interaction WHERE external_id = ?"));
        q.addBindValue(externalId);
        return q.exec() && q.next() ? q.value(0).toLongLong() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto project = storage::Project::open(m_dir.filePath(QStringLiteral("s.goldset")),
                                              storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        m_project = std::move(*project);
        QVERIFY(monitor::importInteractionLogs(*m_project,
                                               {fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
                                               monitor::LogFormat::Interactions)
                    .ok());
    }

    void failureKinds()
    {
        monitor::FailureLimits limits;
        storage::InteractionSignals s = signal(1, 1, 0, true);
        QVERIFY(monitor::failureOf(s, limits) == monitor::FailureKind::ZeroResults); // zero results first
        s.sourceCount = 2;
        QVERIFY(monitor::failureOf(s, limits) == monitor::FailureKind::Idk);
        s.idk = false;
        s.feedback = 0;
        QVERIFY(monitor::failureOf(s, limits) == monitor::FailureKind::LowFeedback);
        s.feedback = 1;
        s.latencyMs = 5001;
        QVERIFY(monitor::failureOf(s, limits) == monitor::FailureKind::Slow);
        s.latencyMs = 5000;
        QVERIFY(monitor::failureOf(s, limits) == monitor::FailureKind::None);
    }

    void stratified()
    {
        // Day 1: ten fine and one without results; day 2: nine fine and one "I don't know".
        QList<storage::InteractionSignals> all;
        for (qint64 id = 1; id <= 10; ++id)
            all.append(signal(id, 1, 2));
        all.append(signal(11, 1, 0));
        for (qint64 id = 12; id <= 20; ++id)
            all.append(signal(id, 2, 2));
        all.append(signal(21, 2, 2, true));
        const QList<qint64> sample = monitor::drawStratifiedSample(all, 4, 7, {});
        QCOMPARE(sample.size(), 4);
        // One from each of the four strata: both failures are always in.
        QVERIFY(sample.contains(11));
        QVERIFY(sample.contains(21));
        QCOMPARE(std::count_if(sample.cbegin(), sample.cend(), [](qint64 id) { return id <= 10; }), 1);
        QCOMPARE(
            std::count_if(sample.cbegin(), sample.cend(), [](qint64 id) { return id >= 12 && id <= 20; }), 1);
        // The same seed, the same sample; the input's order does not matter.
        QList<storage::InteractionSignals> reversed(all.crbegin(), all.crend());
        QCOMPARE(monitor::drawStratifiedSample(reversed, 4, 7, {}), sample);
        // Other seeds draw other fine interactions (not all of 20 seeds agree).
        QSet<QList<qint64>> samples;
        for (quint64 seed = 1; seed <= 20; ++seed)
            samples.insert(monitor::drawStratifiedSample(all, 4, seed, {}));
        QVERIFY(samples.size() > 1);
        // Asking for more than there are: all of them, once each.
        QCOMPARE(monitor::drawStratifiedSample(all, 100, 3, {}).size(), 21);
    }

    void sampleIntoRunAndUndo()
    {
        const qint64 questionsBefore = scalar(QStringLiteral("SELECT count(*) FROM question"));
        monitor::SampleOptions options;
        options.runName = QStringLiteral("prod-sample");
        options.from = QDate(2026, 3, 1);
        options.to = QDate(2026, 3, 31);
        options.size = 5;
        options.seed = 42;
        storage::Transaction transaction(m_project->connection());
        QVERIFY(transaction.begin());
        auto sample = monitor::sampleIntoRun(*m_project, options);
        QVERIFY2(sample.ok(), qPrintable(sample.ok() ? QString() : sample.error().toString()));
        QVERIFY(transaction.commit());
        QCOMPARE(sample->interactionIds.size(), 5);
        QCOMPARE(sample->createdQuestions.size(), 5);
        const auto run = m_project->runs().runByName(QStringLiteral("prod-sample"));
        QVERIFY(run);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM answer WHERE run_id = %1").arg(run->id)), 5);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM question WHERE status = 'draft'")),
                 questionsBefore + 5);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM interaction_link WHERE kind = 'sampled'")), 5);
        // Strata: (2nd: none, zero, idk, escalated-but-none...) — every failure day is represented:
        // the two zero-result interactions (i2 on the 2nd, i7 on the 3rd) are in.
        QVERIFY(sample->interactionIds.contains(interactionId(QStringLiteral("i2"))));
        QVERIFY(sample->interactionIds.contains(interactionId(QStringLiteral("i7"))));
        // An interaction's answer and sources became the run's: i2 has none, i1 has two.
        for (const qint64 id : sample->interactionIds) {
            const auto interaction = storage::InteractionStore(m_project->connection()).interaction(id);
            const auto question = m_project->questions().byExternalId(monitor::questionIdFor(*interaction));
            QVERIFY(question);
            QCOMPARE(question->text, interaction->query);
            QCOMPARE(m_project->runs().answer(run->id, question->id),
                     std::optional<QString>(interaction->answer));
            QCOMPARE(
                scalar(QStringLiteral("SELECT count(*) FROM retrieval WHERE run_id = %1 AND question_id = %2")
                           .arg(run->id)
                           .arg(question->id)),
                qint64(interaction->sourceCount));
        }
        // The same seed again (another run name): the same interactions.
        storage::Transaction again(m_project->connection());
        QVERIFY(again.begin());
        options.runName = QStringLiteral("prod-sample-2");
        auto second = monitor::sampleIntoRun(*m_project, options);
        QVERIFY(second.ok());
        QCOMPARE(second->interactionIds, sample->interactionIds);
        QVERIFY(second->createdQuestions.isEmpty()); // they have their questions already
        QVERIFY(monitor::undoSample(*m_project, *second).ok());
        QVERIFY(again.commit());

        storage::Transaction undo(m_project->connection());
        QVERIFY(undo.begin());
        QVERIFY(monitor::undoSample(*m_project, *sample).ok());
        QVERIFY(undo.commit());
        QVERIFY(!m_project->runs().runByName(QStringLiteral("prod-sample")));
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM question")), questionsBefore);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM interaction_link")), 0);
    }

    void promoteAndUndo()
    {
        const qint64 id = interactionId(QStringLiteral("i4"));
        storage::Transaction transaction(m_project->connection());
        QVERIFY(transaction.begin());
        auto promoted = monitor::promoteInteraction(*m_project, id);
        QVERIFY(promoted.ok());
        QVERIFY(transaction.commit());
        QVERIFY(promoted->created);
        const auto question = m_project->questions().byId(promoted->questionId);
        QVERIFY(question);
        QCOMPARE(question->externalId, QStringLiteral("interaction:i4"));
        QCOMPARE(question->text, QStringLiteral("Wie lange dauert der Versand?"));
        QVERIFY(question->status == QuestionStatus::Draft);
        QCOMPARE(question->groundTruth, QString());
        storage::InteractionLinkStore links(m_project->connection());
        QCOMPARE(links.interactionOf(promoted->questionId), std::optional<qint64>(id));
        QCOMPARE(links.linksOf(id).size(), 1);
        // Twice: the same question.
        auto twice = monitor::promoteInteraction(*m_project, id);
        QCOMPARE(twice->questionId, promoted->questionId);
        QVERIFY(!twice->created);
        QVERIFY(monitor::undoPromotion(*m_project, *promoted).ok());
        QVERIFY(!m_project->questions().byId(promoted->questionId));
        QVERIFY(links.linksOf(id).isEmpty());
        QVERIFY(!monitor::promoteInteraction(*m_project, 999999).ok());
    }
};

QTEST_GUILESS_MAIN(TestMonitorSample)
#include "tst_monitor_sample.moc"
