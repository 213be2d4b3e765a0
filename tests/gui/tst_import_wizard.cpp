#include "TestSupport.h"
#include "import/ImportWizard.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;

class TestImportWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void previewsThenImports();
    void malformedInputStopsAtThePreview();
    void importsARunWithItsName();

private:
    std::unique_ptr<ui::ProjectSession> newSession(const QTemporaryDir& dir);
};

std::unique_ptr<ui::ProjectSession> TestImportWizard::newSession(const QTemporaryDir& dir)
{
    auto project = storage::Project::open(dir.filePath(QStringLiteral("p.goldset")),
                                          storage::Project::OpenMode::CreateIfMissing);
    if (!project)
        return nullptr;
    return std::make_unique<ui::ProjectSession>(std::move(*project));
}

void TestImportWizard::previewsThenImports()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    ui::ImportWizard wizard(session.get(), {test::samplePath(QStringLiteral("simple/eval.jsonl"))});
    wizard.show();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::SourcePageId));
    auto* format = wizard.findChild<QComboBox*>(QStringLiteral("importFormat"));
    QCOMPARE(format->currentData().toString(), QStringLiteral("simple"));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::OptionsPageId));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::PreviewPageId));
    auto* questions = wizard.findChild<QTableWidget*>(QStringLiteral("previewQuestions"));
    QCOMPARE(questions->rowCount(), 15);
    QCOMPARE(questions->item(0, 0)->text(), QStringLiteral("q1"));
    QCOMPARE(questions->item(0, 1)->text(), QStringLiteral("How long do I have to return an unused bike?"));
    // Nothing is written before the import page.
    QCOMPARE(session->project().stats().questions, 0);

    QSignalSpy imported(&wizard, &ui::ImportWizard::imported);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::RunPageId));
    QVERIFY(imported.wait(60000));
    QCOMPARE(session->project().stats().questions, 15);
    QCOMPARE(session->project().questions().byExternalId(QStringLiteral("q13"))->text,
             QStringLiteral("Wann ist die erste Inspektion fällig?"));
    auto* status = wizard.findChild<QLabel*>(QStringLiteral("importStatus"));
    QVERIFY2(status->text().contains(QStringLiteral("15 questions")), qPrintable(status->text()));
}

void TestImportWizard::malformedInputStopsAtThePreview()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    const QString bad = test::samplePath(QStringLiteral("malformed/simple_truncated_line.jsonl"));
    ui::ImportWizard wizard(session.get(), {bad});
    wizard.show();
    wizard.next();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::PreviewPageId));
    auto* summary = wizard.findChild<QLabel*>(QStringLiteral("previewSummary"));
    QVERIFY2(summary->text().contains(QStringLiteral("simple_truncated_line.jsonl:2")),
             qPrintable(summary->text()));
    QVERIFY(!wizard.currentPage()->isComplete());
    QCOMPARE(session->project().stats().questions, 0);
}

void TestImportWizard::importsARunWithItsName()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    ui::ImportWizard wizard(session.get(), {test::samplePath(QStringLiteral("trec-small/run.txt"))});
    wizard.show();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::OptionsPageId));
    auto* runName = wizard.findChild<QLineEdit*>(QStringLiteral("importRunName"));
    QCOMPARE(runName->text(), QStringLiteral("run"));
    runName->clear();
    QVERIFY(!wizard.currentPage()->isComplete());
    QTest::keyClicks(runName, QStringLiteral("baseline"));
    QVERIFY(wizard.currentPage()->isComplete());
    wizard.next();
    QSignalSpy imported(&wizard, &ui::ImportWizard::imported);
    wizard.next();
    QVERIFY(imported.wait(60000));
    QCOMPARE(session->project().stats().runs, 1);
    QCOMPARE(session->project().stats().retrievals, 75);
}

QTEST_MAIN(TestImportWizard)
#include "tst_import_wizard.moc"
