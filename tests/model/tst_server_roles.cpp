// People on a server (issue 25) on the throwaway cluster ctest starts (tests/support/
// pg_cluster.sh): a lead without superuser rights creates two annotators through
// storage::ServerRoles, and row-level security, not the client, decides what each reads. Checked
// through Qt's QPSQL driver, through the app's own stores, and through the psql binary.
#include "demo/DemoProject.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/server/ServerRoles.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrlQuery>
#include <QtTest>
#include <algorithm>
#include <tuple>

using namespace goldset;

class TestServerRoles : public QObject
{
    Q_OBJECT

private:
    QString m_socketDir;
    QString m_schema, m_lead, m_anna, m_ben;
    std::unique_ptr<storage::Project> m_leadProject;
    RowId m_annaId = 0, m_benId = 0, m_blindQuestion = 0, m_openQuestion = 0, m_chunk = 0;
    qint64 m_blindNugget = 0, m_openNugget = 0, m_blindClaim = 0, m_openClaim = 0, m_run = 0;
    QString m_blindKey, m_openKey; // the lead's adjudications of a grade of each question

    QString urlAs(const QString& role) const
    {
        return QStringLiteral("postgresql:///goldset?host=%1&user=%2&project=%3")
            .arg(m_socketDir, role, m_schema);
    }
    // A plain QPSQL connection as `role`, in the project's schema.
    QSqlDatabase connectAs(const QString& role)
    {
        const QString name = QStringLiteral("plain-") + role;
        QSqlDatabase db = QSqlDatabase::contains(name)
                              ? QSqlDatabase::database(name)
                              : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(m_socketDir);
        db.setDatabaseName(QStringLiteral("goldset"));
        db.setUserName(role);
        if (!db.isOpen() && db.open())
            QSqlQuery(db).exec(QStringLiteral("SET search_path TO \"%1\"").arg(m_schema));
        return db;
    }
    static qint64 count(QSqlDatabase db, const QString& sql)
    {
        QSqlQuery q(db);
        if (!q.exec(sql) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    QString psql(const QString& role, const QString& sql)
    {
        QProcess process;
        process.start(QStringLiteral("/usr/lib/postgresql/15/bin/psql"),
                      {QStringLiteral("-h"), m_socketDir, QStringLiteral("-U"), role, QStringLiteral("-d"),
                       QStringLiteral("goldset"), QStringLiteral("-qAt"), QStringLiteral("-v"),
                       QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-c"),
                       QStringLiteral("SET search_path TO \"%1\"").arg(m_schema), QStringLiteral("-c"), sql});
        if (!process.waitForFinished(30000))
            return QStringLiteral("psql did not finish");
        return QString::fromUtf8(process.readAllStandardOutput()).trimmed() +
               QString::fromUtf8(process.readAllStandardError()).trimmed();
    }
    QString labelsOf(RowId annotator, RowId question) const
    {
        return QStringLiteral(
                   "SELECT count(*) FROM relevance_label WHERE annotator_id = %1 AND question_id = %2")
            .arg(annotator)
            .arg(question);
    }
    static QString verdictsOf(qint64 nugget)
    {
        return QStringLiteral("SELECT count(*) FROM nugget_verdict WHERE nugget_id = %1").arg(nugget);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString server = qEnvironmentVariable("GOLDSET_TEST_SERVER");
        if (server.isEmpty())
            QSKIP("GOLDSET_TEST_SERVER is not set: run through ctest, which starts the cluster");
        m_socketDir = QUrlQuery(QUrl(server).query()).queryItemValue(QStringLiteral("host"));
        const QString suffix = QString::number(QRandomGenerator::global()->generate() % 1000000);
        m_schema = QStringLiteral("people_") + suffix;
        m_lead = QStringLiteral("lena_") + suffix;
        m_anna = QStringLiteral("anna_") + suffix;
        // A name that would break out of an unquoted or badly quoted statement.
        m_ben = QStringLiteral("Ben \"O'Neil\"; DROP ROLE x; ") + suffix;

        // The cluster's superuser makes a lead as scripts/team-server.sh does: CREATEROLE, no more.
        QSqlDatabase admin = connectAs(QStringLiteral("goldset"));
        QVERIFY2(admin.isOpen(), qPrintable(admin.lastError().text()));
        QSqlQuery q(admin);
        QVERIFY(q.exec(QStringLiteral("CREATE ROLE %1 LOGIN CREATEROLE").arg(m_lead)));
        QVERIFY(q.exec(QStringLiteral("GRANT CREATE ON DATABASE goldset TO %1").arg(m_lead)));

        const Status built = demo::writeDemoProject(urlAs(m_lead));
        QVERIFY2(built.ok(), qPrintable(built.ok() ? QString() : built.error().message));
        auto opened = storage::Project::open(urlAs(m_lead));
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        m_leadProject = std::move(*opened);
        storage::Project& project = *m_leadProject;

        const Status anna =
            storage::ServerRoles::createAnnotator(project.connection(), m_anna, QStringLiteral("a'pw"));
        QVERIFY2(anna.ok(), qPrintable(anna.ok() ? QString() : anna.error().message));
        const Status ben = storage::ServerRoles::createAnnotator(project.connection(), m_ben,
                                                                 QStringLiteral("x'); DROP TABLE meta; --"));
        QVERIFY2(ben.ok(), qPrintable(ben.ok() ? QString() : ben.error().message));
        m_annaId = *project.annotators().ensure(m_anna);
        m_benId = *project.annotators().ensure(m_ben);

        const QList<Question> questions = project.questions().list({}, 0, 10);
        QVERIFY(questions.size() >= 2);
        m_blindQuestion = questions[0].id;
        m_openQuestion = questions[1].id;
        QSqlQuery chunk(project.connection());
        QVERIFY(chunk.exec(QStringLiteral("SELECT min(id) FROM chunk")) && chunk.next());
        m_chunk = chunk.value(0).toLongLong();

        storage::BatchStore batches(project.connection());
        storage::BatchStore::Batch blind{0,   QStringLiteral("blind"), QStringLiteral("relevance"), 2, 1, {},
                                         true};
        storage::BatchStore::Batch open{0,    QStringLiteral("open"), QStringLiteral("relevance"), 2, 1, {},
                                        false};
        QVERIFY(batches.create(blind, {{m_annaId, {m_blindQuestion}}, {m_benId, {m_blindQuestion}}}).ok());
        QVERIFY(batches.create(open, {{m_annaId, {m_openQuestion}}, {m_benId, {m_openQuestion}}}).ok());
        for (RowId question : {m_blindQuestion, m_openQuestion}) {
            QVERIFY(project.labels().setLabel(question, m_chunk, m_annaId, 1).ok());
            QVERIFY(project.labels().setLabel(question, m_chunk, m_benId, 3).ok());
        }
        // A judge's verdict on a nugget of each question.
        QSqlQuery w(project.connection());
        for (auto [question, nugget] :
             {std::pair{m_blindQuestion, &m_blindNugget}, {m_openQuestion, &m_openNugget}}) {
            w.prepare(QStringLiteral("INSERT INTO nugget(question_id, ordinal, text, created_at, updated_at)"
                                     " VALUES (?, 99, 'a fact', '2026-01-01', '2026-01-01')"));
            w.addBindValue(question);
            QVERIFY2(w.exec(), qPrintable(w.lastError().text()));
            *nugget = w.lastInsertId().toLongLong();
            w.prepare(
                QStringLiteral("INSERT INTO nugget_verdict(run_id, nugget_id, kind, judge_model, verdict,"
                               " nugget_text, created_at) VALUES ((SELECT min(id) FROM run), ?, 'support',"
                               " 'judge', 'support', 'a fact', '2026-01-01')"));
            w.addBindValue(*nugget);
            QVERIFY2(w.exec(), qPrintable(w.lastError().text()));
        }
        // A judge's verdict on a claim of each question, a per-question score, and the lead's
        // adjudications: of a grade and of the claim.
        QVERIFY(w.exec(QStringLiteral("SELECT min(id) FROM run")) && w.next());
        m_run = w.value(0).toLongLong();
        m_blindKey = questions[0].externalId + QStringLiteral("\tc-probe");
        m_openKey = questions[1].externalId + QStringLiteral("\tc-probe");
        for (auto [question, claim, key] : {std::tuple{m_blindQuestion, &m_blindClaim, m_blindKey},
                                            {m_openQuestion, &m_openClaim, m_openKey}}) {
            w.prepare(QStringLiteral("INSERT INTO claim(run_id, question_id, ordinal, text, verdict, reason,"
                                     " evidence) VALUES (?, ?, 99, 'a claim', 'contradicted', 'because',"
                                     " '[\"c1\"]')"));
            w.addBindValue(m_run);
            w.addBindValue(question);
            QVERIFY2(w.exec(), qPrintable(w.lastError().text()));
            *claim = w.lastInsertId().toLongLong();
            w.prepare(QStringLiteral("INSERT INTO question_score(run_id, question_id, metric, value)"
                                     " VALUES (?, ?, 'probe', 0.25)"));
            w.addBindValue(m_run);
            w.addBindValue(question);
            QVERIFY2(w.exec(), qPrintable(w.lastError().text()));
            for (auto [task, item] : {std::pair{QStringLiteral("relevance"), key},
                                      {QStringLiteral("claims"), QString::number(*claim)}}) {
                w.prepare(QStringLiteral("INSERT INTO adjudication(task, item_key, value, created_at)"
                                         " VALUES (?, ?, '2', '2026-01-01')"));
                w.addBindValue(task);
                w.addBindValue(item);
                QVERIFY2(w.exec(), qPrintable(w.lastError().text()));
            }
        }
    }

    void rolesAreMadeWithTheirExactNamesAndPasswords()
    {
        QSqlDatabase admin = connectAs(QStringLiteral("goldset"));
        QSqlQuery q(admin);
        q.prepare(QStringLiteral(
            "SELECT count(*) FROM pg_authid WHERE rolname = ? AND rolcanlogin"
            " AND rolpassword IS NOT NULL AND pg_has_role(rolname, 'goldset_annotator', 'MEMBER')"));
        for (const QString& role : {m_anna, m_ben}) {
            q.addBindValue(role);
            QVERIFY(q.exec() && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
        }
        QCOMPARE(count(admin, QStringLiteral("SELECT count(*) FROM meta WHERE key = 'schema_version'")), 1);
    }

    void aRoleThatMayNotCreateRolesIsToldSo()
    {
        auto asAnna = storage::Project::open(urlAs(m_anna));
        QVERIFY2(asAnna.ok(), qPrintable(asAnna.ok() ? QString() : asAnna.error().message));
        const Status made = storage::ServerRoles::createAnnotator(
            (*asAnna)->connection(), QStringLiteral("carl"), QStringLiteral("pw"));
        QVERIFY(!made.ok());
        QVERIFY2(made.error().message.contains(QLatin1String("CREATEROLE")),
                 qPrintable(made.error().message));
        QVERIFY(
            !storage::ServerRoles::createAnnotator(m_leadProject->connection(), m_anna, QStringLiteral("pw"))
                 .ok());
    }

    void aBlindBatchHidesTheOthersWorkFromQpsql()
    {
        QSqlDatabase anna = connectAs(m_anna);
        QVERIFY2(anna.isOpen(), qPrintable(anna.lastError().text()));
        QCOMPARE(count(anna, labelsOf(m_annaId, m_blindQuestion)), 1);
        QCOMPARE(count(anna, labelsOf(m_benId, m_blindQuestion)), 0);
        QCOMPARE(count(anna, verdictsOf(m_blindNugget)), 0);
        // Not blind: everything reads.
        QCOMPARE(count(anna, labelsOf(m_benId, m_openQuestion)), 1);
        QCOMPARE(count(anna, verdictsOf(m_openNugget)), 1);
        // The lead reads all.
        QSqlDatabase lead = connectAs(m_lead);
        QCOMPARE(count(lead, labelsOf(m_benId, m_blindQuestion)), 1);
        QCOMPARE(count(lead, verdictsOf(m_blindNugget)), 1);
    }

    void aBlindBatchHidesTheOthersWorkFromPsql()
    {
        QCOMPARE(psql(m_anna, labelsOf(m_benId, m_blindQuestion)), QStringLiteral("0"));
        QCOMPARE(psql(m_anna, verdictsOf(m_blindNugget)), QStringLiteral("0"));
        QCOMPARE(psql(m_anna, labelsOf(m_benId, m_openQuestion)), QStringLiteral("1"));
        QCOMPARE(psql(m_anna, verdictsOf(m_openNugget)), QStringLiteral("1"));
        QCOMPARE(psql(m_ben, labelsOf(m_annaId, m_blindQuestion)), QStringLiteral("0"));
        QCOMPARE(psql(m_ben, labelsOf(m_benId, m_blindQuestion)), QStringLiteral("1"));
    }

    void anAnnotatorWritesOnlyHerOwnLabels()
    {
        QSqlDatabase anna = connectAs(m_anna);
        QSqlQuery q(anna);
        // Ben's label of the open batch is visible to her, but not hers to change.
        QVERIFY(q.exec(
            QStringLiteral("UPDATE relevance_label SET grade = 0 WHERE annotator_id = %1").arg(m_benId)));
        QCOMPARE(q.numRowsAffected(), 0);
        QVERIFY(
            !q.exec(QStringLiteral("INSERT INTO relevance_label(question_id, chunk_id, annotator_id, grade,"
                                   " created_at, updated_at) VALUES (%1, %2, %3, 2, 'x', 'x')")
                        .arg(m_openQuestion)
                        .arg(m_chunk + 1)
                        .arg(m_benId)));
        QVERIFY2(q.lastError().text().contains(QLatin1String("row-level security")),
                 qPrintable(q.lastError().text()));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM relevance_label WHERE annotator_id = %1").arg(m_benId)));
        QCOMPARE(q.numRowsAffected(), 0);
        QSqlDatabase lead = connectAs(m_lead);
        QCOMPARE(count(lead, QStringLiteral("SELECT grade FROM relevance_label WHERE annotator_id = %1 AND"
                                            " question_id = %2")
                                 .arg(m_benId)
                                 .arg(m_openQuestion)),
                 3);
    }

    void theAppWorksForAnAnnotator()
    {
        auto opened = storage::Project::open(urlAs(m_anna));
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        storage::Project& project = **opened;
        // Her own grade through the app's store, in the blind batch; she sees hers only.
        const Status set = project.labels().setLabel(m_blindQuestion, m_chunk, m_annaId, 2);
        QVERIFY2(set.ok(), qPrintable(set.ok() ? QString() : set.error().message));
        const QList<RelevanceLabel> blind = project.labels().labelsForQuestion(m_blindQuestion);
        QCOMPARE(blind.size(), 1);
        QCOMPARE(blind.front().annotatorId, m_annaId);
        QCOMPARE(blind.front().grade, 2);
        // Not blind: Ben's grade (and anyone's) reads.
        bool bensGrade = false;
        for (const RelevanceLabel& label : project.labels().labelsForQuestion(m_openQuestion))
            bensGrade = bensGrade || (label.annotatorId == m_benId && label.grade == 3);
        QVERIFY(bensGrade);
        storage::BatchStore batches(project.connection());
        const auto blindBatch = batches.byName(QStringLiteral("blind"));
        QVERIFY(blindBatch.has_value());
        QVERIFY(blindBatch->blind);
        const auto mine = batches.assignment(blindBatch->id, m_annaId);
        QVERIFY(mine.has_value());
        QCOMPARE(mine->labelled, 1);
        // Writing Ben's grade through the app is refused by the server.
        QVERIFY(!project.labels().setLabel(m_openQuestion, m_chunk, m_benId, 0).ok());
    }

    void theJudgesClaimVerdictsAreBlankInABlindItem()
    {
        // In the project's schema the judge's columns of claim are not hers to read; the rest is.
        const QString denied =
            psql(m_anna, QStringLiteral("SELECT verdict FROM claim WHERE id = %1").arg(m_openClaim));
        QVERIFY2(denied.contains(QLatin1String("permission denied")), qPrintable(denied));
        QCOMPARE(psql(m_anna, QStringLiteral("SELECT text FROM claim WHERE id = %1").arg(m_blindClaim)),
                 QStringLiteral("a claim"));
        // Nor hers to write: the judge's.
        const QString overwrite = psql(m_anna, QStringLiteral("UPDATE claim SET verdict = 'supported'"));
        QVERIFY2(overwrite.contains(QLatin1String("permission denied")), qPrintable(overwrite));
        // Through the view her session reads claims by: blank in her blind item only.
        const QString view = QStringLiteral("\"%1\".claim").arg(storage::ServerRoles::blindSchema(m_schema));
        const QString judged =
            QStringLiteral("SELECT verdict || '|' || reason || '|' || evidence FROM %1 WHERE id = %2");
        QCOMPARE(psql(m_anna, judged.arg(view).arg(m_blindClaim)), QStringLiteral("unknown||[]"));
        QCOMPARE(psql(m_anna, judged.arg(view).arg(m_openClaim)),
                 QStringLiteral("contradicted|because|[\"c1\"]"));
        QCOMPARE(psql(m_lead, judged.arg(QStringLiteral("claim")).arg(m_blindClaim)),
                 QStringLiteral("contradicted|because|[\"c1\"]"));

        // The app signed in as her reads claims through the view without knowing it.
        auto opened = storage::Project::open(urlAs(m_anna));
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        auto probe = [&](RowId question) {
            for (const Claim& claim : (*opened)->runs().claims(m_run, question))
                if (claim.ordinal == 99)
                    return claim;
            return Claim{};
        };
        const Claim blind = probe(m_blindQuestion);
        QCOMPARE(blind.id, m_blindClaim);
        QCOMPARE(blind.text, QStringLiteral("a claim"));
        QCOMPARE(toString(blind.verdict), QStringLiteral("unknown"));
        QVERIFY(blind.reason.isEmpty());
        QVERIFY(blind.evidence.isEmpty());
        const Claim open = probe(m_openQuestion);
        QCOMPARE(toString(open.verdict), QStringLiteral("contradicted"));
        QCOMPARE(open.reason, QStringLiteral("because"));
        QCOMPARE(open.evidence, QStringList{QStringLiteral("c1")});
        // The lead's app reads the judge's verdict everywhere.
        const QList<Claim> leads = m_leadProject->runs().claims(m_run, m_blindQuestion);
        QVERIFY(std::any_of(leads.begin(), leads.end(), [&](const Claim& c) {
            return c.id == m_blindClaim && c.verdict == Verdict::Contradicted;
        }));
    }

    void scoresAndAdjudicationsOfABlindItemAreHidden()
    {
        const QString score =
            QStringLiteral("SELECT count(*) FROM question_score WHERE metric = 'probe' AND question_id = %1");
        const QString decided = QStringLiteral("SELECT count(*) FROM adjudication WHERE item_key = '%1'");
        for (const QString& role : {m_anna, m_ben}) {
            QCOMPARE(psql(role, score.arg(m_blindQuestion)), QStringLiteral("0"));
            QCOMPARE(psql(role, score.arg(m_openQuestion)), QStringLiteral("1"));
            QCOMPARE(psql(role, decided.arg(m_blindKey)), QStringLiteral("0"));
            QCOMPARE(psql(role, decided.arg(m_blindClaim)), QStringLiteral("0"));
            QCOMPARE(psql(role, decided.arg(m_openKey)), QStringLiteral("1"));
            QCOMPARE(psql(role, decided.arg(m_openClaim)), QStringLiteral("1"));
        }
        for (const QString& item : {m_blindKey, m_openKey, QString::number(m_blindClaim)})
            QCOMPARE(psql(m_lead, decided.arg(item)), QStringLiteral("1"));
        // Adjudicating is the lead's: an annotator's decision is refused, even outside blind items.
        QSqlDatabase anna = connectAs(m_anna);
        QSqlQuery q(anna);
        QVERIFY(!q.exec(QStringLiteral("INSERT INTO adjudication(task, item_key, value, created_at)"
                                       " VALUES ('claims', '%1', 'supported', 'x')")
                            .arg(m_openClaim + 1000000)));
        QVERIFY2(q.lastError().text().contains(QLatin1String("row-level security")),
                 qPrintable(q.lastError().text()));
        QVERIFY(q.exec(
            QStringLiteral("UPDATE adjudication SET value = '0' WHERE item_key = '%1'").arg(m_openKey)));
        QCOMPARE(q.numRowsAffected(), 0);
    }

    void cleanupTestCase()
    {
        m_leadProject.reset();
        for (const QString& name : QSqlDatabase::connectionNames())
            if (name.startsWith(QLatin1String("plain-")))
                QSqlDatabase::database(name).close();
    }
};

QTEST_GUILESS_MAIN(TestServerRoles)
#include "tst_server_roles.moc"
