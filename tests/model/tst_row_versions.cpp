// Edits that can conflict (a question's text and ground truth, an adjudication) carry a row
// version: of two writers who opened the same version, the second is told and writes nothing.
// Two connections on one file (as two processes have) and two on a server project (the
// throwaway cluster ctest starts, tests/support/pg_cluster.sh).
#include "demo/DemoProject.h"
#include "storage/AdjudicationStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/Transaction.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace goldset;

class TestRowVersions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theSecondWriterIsTold_data() { projects(); }
    void anImportedChangeIsANewVersion_data() { projects(); }

    void anImportedChangeIsANewVersion()
    {
        QFETCH(QString, project);
        auto first = storage::Project::open(project);
        auto second = storage::Project::open(project);
        QVERIFY(first.ok() && second.ok());
        storage::Project& editor = **first;
        storage::Project& importer = **second;
        const Question opened = editor.questions().list({}, 0, 10).back();

        // The importer's file has the question with another text: a write like an edit.
        Question imported = opened;
        imported.text = QStringLiteral("The imported wording");
        auto importOnce = [&] {
            storage::Transaction transaction(importer.connection());
            QVERIFY(transaction.begin());
            auto id = importer.questions().upsert(imported);
            QVERIFY2(id.ok(), qPrintable(id.ok() ? QString() : id.error().message));
            QCOMPARE(*id, opened.id);
            QVERIFY(transaction.commit());
        };
        importOnce();
        QCOMPARE(importer.questions().byId(opened.id)->rowVersion, opened.rowVersion + 1);
        auto refused = editor.questions().setText(opened.id, opened.rowVersion,
                                                  QStringLiteral("The editor's"), opened.groundTruth);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().message, storage::QuestionStore::changedElsewhereMessage());
        QCOMPARE(editor.questions().byId(opened.id)->text, QStringLiteral("The imported wording"));
        // The same file again changes nothing, its version neither.
        importOnce();
        QCOMPARE(editor.questions().byId(opened.id)->rowVersion, opened.rowVersion + 1);
    }

private:
    void projects()
    {
        QTest::addColumn<QString>("project");
        const QString file =
            m_dir.filePath(QLatin1String(QTest::currentTestFunction()) + QStringLiteral(".goldset"));
        QVERIFY(demo::writeDemoProject(file).ok());
        QTest::newRow("file") << file;
        const QString server = qEnvironmentVariable("GOLDSET_TEST_SERVER");
        if (!server.isEmpty()) {
            const QString url =
                server +
                QStringLiteral("&project=versions_%1").arg(QRandomGenerator::global()->generate() % 1000000);
            const Status built = demo::writeDemoProject(url);
            QVERIFY2(built.ok(), qPrintable(built.ok() ? QString() : built.error().message));
            QTest::newRow("server") << url;
        }
    }

private Q_SLOTS:
    void theSecondWriterIsTold()
    {
        QFETCH(QString, project);
        auto first = storage::Project::open(project);
        auto second = storage::Project::open(project);
        QVERIFY(first.ok() && second.ok());
        storage::Project& a = **first;
        storage::Project& b = **second;

        // Both open the same question at the same version.
        const Question seenByA = a.questions().list({}, 0, 10).front();
        const Question seenByB = *b.questions().byId(seenByA.id);
        QCOMPARE(seenByB.rowVersion, seenByA.rowVersion);
        auto written = a.questions().setText(seenByA.id, seenByA.rowVersion, QStringLiteral("A's text"),
                                             QStringLiteral("A's answer"));
        QVERIFY(written.ok());
        QCOMPARE(*written, seenByA.rowVersion + 1);
        auto refused = b.questions().setText(seenByB.id, seenByB.rowVersion, QStringLiteral("B's text"),
                                             QStringLiteral("B's answer"));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().message, storage::QuestionStore::changedElsewhereMessage());
        Question now = *b.questions().byId(seenByA.id);
        QCOMPARE(now.text, QStringLiteral("A's text"));
        QCOMPARE(now.groundTruth, QStringLiteral("A's answer"));
        QCOMPARE(now.rowVersion, seenByA.rowVersion + 1);
        // Having read the new version, B may write.
        QVERIFY(
            b.questions().setText(now.id, now.rowVersion, QStringLiteral("B's text"), now.groundTruth).ok());
        QCOMPARE(a.questions().byId(now.id)->text, QStringLiteral("B's text"));

        // Adjudications: both decide an item nobody had decided.
        const QString task = QStringLiteral("relevance"), key = QStringLiteral("q-test\tchunk-test");
        auto aFirst =
            a.adjudications().setChecked(task, key, QStringLiteral("2"), QStringLiteral("A"), {}, 0);
        QVERIFY(aFirst.ok());
        QCOMPARE(*aFirst, 1);
        auto bFirst =
            b.adjudications().setChecked(task, key, QStringLiteral("0"), QStringLiteral("B"), {}, 0);
        QVERIFY(!bFirst.ok());
        QCOMPARE(bFirst.error().message, storage::AdjudicationStore::changedElsewhereMessage());
        QCOMPARE(b.adjudications().get(task, key)->value, QStringLiteral("2"));
        // B reads version 1 and changes it; A's undo (clearing at version 1) is then refused.
        QCOMPARE(b.adjudications().get(task, key)->rowVersion, 1);
        QVERIFY(
            b.adjudications().setChecked(task, key, QStringLiteral("0"), QStringLiteral("B"), {}, 1).ok());
        QVERIFY(!a.adjudications().removeChecked(task, key, 1).ok());
        QCOMPARE(a.adjudications().get(task, key)->value, QStringLiteral("0"));
        QVERIFY(a.adjudications().removeChecked(task, key, 2).ok());
        QVERIFY(!b.adjudications().get(task, key).has_value());
    }
};

QTEST_GUILESS_MAIN(TestRowVersions)
#include "tst_row_versions.moc"
