#include "TestSupport.h"
#include "import/ImportWizard.h"
#include "io/Import.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace goldset;

class TestImportWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // English plural forms ("15 questions") come from goldset_en.qm, as in the app.
    void initTestCase()
    {
        QVERIFY(m_english.load(QStringLiteral("goldset_en"), QStringLiteral(":/i18n")) &&
                QCoreApplication::installTranslator(&m_english));
    }
    void previewsThenImports();
    void malformedInputStopsAtThePreview();
    void importsARunWithItsName();
    void beirSplitIsChosen();
    void csvMappingReadsTheHeader();
    void previewWarnsAboutContextsMatchedToChunks();
    void previewWarnsAboutRechunkedLabels();
    void previewWarnsAboutSkippedAndRepeatedRows();
    void gradeMapForQrels();

private:
    QTranslator m_english;
    std::unique_ptr<ui::ProjectSession> newSession(const QTemporaryDir& dir);
    static QStringList previewWarnings(ui::ImportWizard& wizard);
    static void write(const QString& path, const QByteArray& bytes);
};

QStringList TestImportWizard::previewWarnings(ui::ImportWizard& wizard)
{
    QStringList warnings;
    const auto* list = wizard.findChild<QListWidget*>(QStringLiteral("previewWarnings"));
    for (int i = 0; list && i < list->count(); ++i)
        warnings << list->item(i)->text();
    return warnings;
}

void TestImportWizard::write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

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

// A BEIR folder with two qrels splits: the options offer both, "test" first chosen as BEIR's
// loader does; choosing "dev" imports dev's queries and judgments only.
void TestImportWizard::beirSplitIsChosen()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    const QString folder = dir.filePath(QStringLiteral("beir"));
    QVERIFY(QDir().mkpath(folder + QStringLiteral("/qrels")));
    for (const char* name : {"corpus.jsonl", "queries.jsonl", "qrels/test.tsv"})
        QVERIFY(QFile::copy(test::samplePath(QStringLiteral("beir/") + QLatin1String(name)),
                            folder + QLatin1Char('/') + QLatin1String(name)));
    write(folder + QStringLiteral("/qrels/dev.tsv"),
          "query-id\tcorpus-id\tscore\nq2\treturns#0\t1\nq3\treturns#1\t2\n");
    ui::ImportWizard wizard(session.get(), {folder});
    wizard.show();
    auto* format = wizard.findChild<QComboBox*>(QStringLiteral("importFormat"));
    QCOMPARE(format->currentText(), QStringLiteral("beir"));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::OptionsPageId));
    auto* split = wizard.findChild<QComboBox*>(QStringLiteral("importSplit"));
    QVERIFY(split->isVisibleTo(&wizard));
    QCOMPARE(split->count(), 2);
    QCOMPARE(split->currentText(), QStringLiteral("test"));
    split->setCurrentIndex(split->findText(QStringLiteral("dev")));
    wizard.next();
    QSignalSpy imported(&wizard, &ui::ImportWizard::imported);
    wizard.next();
    QVERIFY(imported.wait(60000));
    QCOMPARE(session->project().stats().questions, 2);
    QCOMPARE(session->project().stats().relevanceLabels, 2);
}

// The mapping table lists the header's columns as CSV reads them (a quoted name may hold a
// comma) and offers the fields csv import knows.
void TestImportWizard::csvMappingReadsTheHeader()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    const QString file = dir.filePath(QStringLiteral("labels.csv"));
    write(file, "\xEF\xBB\xBF\"Question, as asked\",doc,Grade\n\"How long?\",returns#0,3\n");
    ui::ImportWizard wizard(session.get(), {file});
    wizard.show();
    auto* format = wizard.findChild<QComboBox*>(QStringLiteral("importFormat"));
    format->setCurrentIndex(format->findData(QStringLiteral("csv")));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::OptionsPageId));
    auto* mapping = wizard.findChild<QTableWidget*>(QStringLiteral("importMapping"));
    QCOMPARE(mapping->rowCount(), 3);
    QCOMPARE(mapping->item(0, 0)->text(), QStringLiteral("Question, as asked"));
    QCOMPARE(mapping->item(1, 0)->text(), QStringLiteral("doc"));
    QCOMPARE(mapping->item(2, 0)->text(), QStringLiteral("Grade"));
    auto* grade = qobject_cast<QComboBox*>(mapping->cellWidget(2, 1));
    QCOMPARE(grade->currentText(), QStringLiteral("grade"));
    auto* question = qobject_cast<QComboBox*>(mapping->cellWidget(0, 1));
    QVERIFY(question->findText(QStringLiteral("chunk")) >= 0);
    QVERIFY(question->findText(QStringLiteral("annotator")) >= 0);
    QCOMPARE(question->findText(QStringLiteral("rel_map")), -1); // not a CSV field
    question->setCurrentText(QStringLiteral("query"));
    qobject_cast<QComboBox*>(mapping->cellWidget(1, 1))->setCurrentText(QStringLiteral("chunk"));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::PreviewPageId));
    QVERIFY2(wizard.currentPage()->isComplete(),
             qPrintable(wizard.findChild<QLabel*>(QStringLiteral("previewSummary"))->text()));
    QCOMPARE(wizard.findChild<QTableWidget*>(QStringLiteral("previewQuestions"))->item(0, 1)->text(),
             QStringLiteral("How long?"));
}

// RAGAS' legacy CSV gives 22 distinct contexts as text, each a paragraph of the corpus
// (checked with Python's csv and ast modules): the import labels those chunks.
void TestImportWizard::previewWarnsAboutContextsMatchedToChunks()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    io::ImportOptions corpus;
    corpus.format = QStringLiteral("corpus");
    corpus.paths = {test::samplePath(QStringLiteral("corpus"))};
    QVERIFY(io::importFiles(session->project(), corpus).ok());
    ui::ImportWizard wizard(session.get(), {test::samplePath(QStringLiteral("ragas/legacy.csv"))});
    wizard.show();
    wizard.next();
    QCOMPARE(wizard.findChild<QLineEdit*>(QStringLiteral("importRunName"))->text(), QStringLiteral("legacy"));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::PreviewPageId));
    const QStringList warnings = previewWarnings(wizard);
    QVERIFY2(
        warnings.contains(QStringLiteral("22 context(s) given as text match chunks already in the project: "
                                         "the labels and retrievals go to those chunks, no new chunk is "
                                         "added for them.")),
        qPrintable(warnings.join(QLatin1Char('\n'))));
    QCOMPARE(session->project().stats().questions, 0);
}

// One paragraph of 3 sentences (150 characters) is one chunk at 800 characters and three at
// 100: doc#0 gets other text, and the label given to it now names text nobody judged.
void TestImportWizard::previewWarnsAboutRechunkedLabels()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    const QString folder = dir.filePath(QStringLiteral("docs"));
    QVERIFY(QDir().mkpath(folder));
    write(folder + QStringLiteral("/doc.md"),
          "# Doc\n\nThe first sentence is about forty-five characters. The second sentence is about "
          "as long as that. A third one closes the paragraph.\n");
    io::ImportOptions corpus;
    corpus.format = QStringLiteral("corpus");
    corpus.paths = {folder};
    QVERIFY(io::importFiles(session->project(), corpus).ok());
    QCOMPARE(session->project().stats().chunks, 1);
    const QString qrels = dir.filePath(QStringLiteral("qrels.txt"));
    write(qrels, "q1 0 doc#0 2\n");
    io::ImportOptions labels;
    labels.format = QStringLiteral("trec-qrels");
    labels.paths = {qrels};
    QVERIFY(io::importFiles(session->project(), labels).ok());

    ui::ImportWizard wizard(session.get(), {folder});
    wizard.show();
    auto* format = wizard.findChild<QComboBox*>(QStringLiteral("importFormat"));
    format->setCurrentIndex(format->findData(QStringLiteral("corpus")));
    wizard.next();
    wizard.findChild<QSpinBox*>(QStringLiteral("importChunkSize"))->setValue(100);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::PreviewPageId));
    const QStringList warnings = previewWarnings(wizard);
    const QString expected = QStringLiteral(
        "1 chunk(s) of 1 document(s) already in the project get other text with this import (chunk size 100 "
        "characters, overlap 0). 1 label(s) refer to the old chunks: their ids will name text that was not "
        "judged. Keep the chunk size the labels were made with, or review those labels.");
    QVERIFY2(warnings.contains(expected), qPrintable(warnings.join(QLatin1Char('\n'))));
    QCOMPARE(session->project().stats().chunks, 1); // nothing written yet
}

void TestImportWizard::previewWarnsAboutSkippedAndRepeatedRows()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    const QString file = dir.filePath(QStringLiteral("goldens.json"));
    write(file, "[{\"input\": \"Same?\", \"expected_output\": \"a\"}, {\"input\": \"\"},"
                " {\"input\": \"Same?\", \"expected_output\": \"b\"}]");
    ui::ImportWizard wizard(session.get(), {file});
    wizard.show();
    auto* format = wizard.findChild<QComboBox*>(QStringLiteral("importFormat"));
    format->setCurrentIndex(format->findData(QStringLiteral("deepeval")));
    wizard.next();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::PreviewPageId));
    const QStringList warnings = previewWarnings(wizard);
    QVERIFY2(warnings.contains(QStringLiteral("1 records without a question were skipped")),
             qPrintable(warnings.join(QLatin1Char('\n'))));
    QVERIFY2(
        warnings.contains(QStringLiteral("1 records repeat the question of an earlier record of the same "
                                         "file; kept as separate questions (ids ending in -2, -3, ...)")),
        qPrintable(warnings.join(QLatin1Char('\n'))));
    QCOMPARE(wizard.findChild<QTableWidget*>(QStringLiteral("previewQuestions"))->rowCount(), 2);
}

// TREC qrels with grades outside 0..3 (-1 twice, 4 once): the options page takes a grade map,
// refuses one the CLI refuses (with the CLI's reason), and the preview counts what it changes.
void TestImportWizard::gradeMapForQrels()
{
    QTemporaryDir dir;
    auto session = newSession(dir);
    QVERIFY(session);
    const QString qrels = dir.filePath(QStringLiteral("graded.qrels"));
    write(qrels, "q1 0 d1 -1\nq1 0 d2 4\nq1 0 d3 2\nq2 0 d1 1\nq2 0 d4 -1\n");
    ui::ImportWizard wizard(session.get(), {qrels});
    wizard.show();
    auto* format = wizard.findChild<QComboBox*>(QStringLiteral("importFormat"));
    format->setCurrentIndex(format->findData(QStringLiteral("trec-qrels")));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::OptionsPageId));
    auto* gradeMap = wizard.findChild<QLineEdit*>(QStringLiteral("importGradeMap"));
    QVERIFY(gradeMap && gradeMap->isVisible());
    auto* problem = wizard.findChild<QLabel*>(QStringLiteral("importGradeMapProblem"));
    QVERIFY(wizard.currentPage()->isComplete());

    // A target outside 0..3 is refused as the CLI refuses it.
    gradeMap->setFocus();
    QTest::keyClicks(gradeMap, QStringLiteral("4=5"));
    QVERIFY(!wizard.currentPage()->isComplete());
    QVERIFY2(problem->isVisible() && problem->text().contains(QStringLiteral("got '4=5'")),
             qPrintable(problem->text()));

    // The default rule first: -1 -> 0 twice, 4 -> 3 once.
    gradeMap->clear();
    QVERIFY(wizard.currentPage()->isComplete());
    QVERIFY(!problem->isVisible());
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ImportWizard::PreviewPageId));
    auto* summary = wizard.findChild<QLabel*>(QStringLiteral("previewSummary"));
    QVERIFY2(summary->text().contains(QStringLiteral("changes 3 grade")), qPrintable(summary->text()));
    QVERIFY2(previewWarnings(wizard).join(QLatin1Char('\n')).contains(QStringLiteral("-1->0: 2, 4->3: 1")),
             qPrintable(previewWarnings(wizard).join(QLatin1Char('\n'))));

    // Back: -1 stays 0 by the map's own pair (not a change of the rule's count), 2 becomes 1.
    wizard.back();
    QTest::keyClicks(gradeMap, QStringLiteral("-1=0,2=1"));
    QVERIFY(wizard.currentPage()->isComplete());
    wizard.next();
    QVERIFY2(summary->text().contains(QStringLiteral("changes 4 grade")), qPrintable(summary->text()));
    QVERIFY2(previewWarnings(wizard)
                 .join(QLatin1Char('\n'))
                 .contains(QStringLiteral("-1->0: 2, 2->1: 1, 4->3: 1")),
             qPrintable(previewWarnings(wizard).join(QLatin1Char('\n'))));
    QCOMPARE(wizard.options().gradeMap, QStringLiteral("-1=0,2=1"));
}

QTEST_MAIN(TestImportWizard)
#include "tst_import_wizard.moc"
