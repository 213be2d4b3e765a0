#include "TestSupport.h"
#include "agreement/LabelCsvReader.h"
#include "import/BackgroundImport.h"
#include "io/FormatDetection.h"
#include "io/Import.h"
#include "io/ImportPreview.h"
#include "metrics/Threshold.h"
#include "metrics/TrecMeasureSet.h"
#include "review/ReviewHtml.h"
#include "storage/Project.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace goldset;
using namespace Qt::StringLiterals;

// The compiled translations reach the user: each language loads from the resources, and strings
// of model helpers that translate outside a class (where lupdate and the helper must agree on
// the context) come out translated. Expected texts are the German of translations/goldset_de.ts.
class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyLanguageLoads_data();
    void everyLanguageLoads();
    void germanPluralForms();
    void englishPluralForms();
    void importCountsArePlurals();
    void formatGuessIsTranslated();
    void importPreviewWarningIsTranslated();
    void csvErrorsAreTranslated();
    void metricErrorsAreTranslated();
    void reviewHtmlIsTranslated();
    void importErrorsAreTranslated();

private:
    QTranslator m_german;
};

void TestTranslations::initTestCase()
{
    QVERIFY(m_german.load(u":/i18n/goldset_de.qm"_s));
    QVERIFY(QCoreApplication::installTranslator(&m_german));
}

void TestTranslations::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_german);
}

void TestTranslations::everyLanguageLoads_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    QTest::newRow("de") << u"de"_s << u"&Datei"_s;
    QTest::newRow("zh_CN") << u"zh_CN"_s << u"文件(&F)"_s;
    QTest::newRow("ja") << u"ja"_s << u"ファイル(&F)"_s;
}

void TestTranslations::everyLanguageLoads()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    QTranslator translator;
    QVERIFY(translator.load(QLocale(language), u"goldset"_s, u"_"_s, u":/i18n"_s));
    QCOMPARE(translator.translate("goldset::ui::ShellMenus", "&File"), file);
}

void TestTranslations::germanPluralForms()
{
    QCOMPARE(QCoreApplication::translate("goldset::ui::DatasetState", "%n question(s)", nullptr, 1),
             u"1 Frage"_s);
    QCOMPARE(QCoreApplication::translate("goldset::ui::DatasetState", "%n question(s)", nullptr, 3),
             u"3 Fragen"_s);
}

// English has no translation of its own, only the plural forms of the "%n thing(s)" messages.
void TestTranslations::englishPluralForms()
{
    QCoreApplication::removeTranslator(&m_german);
    QTranslator english;
    QVERIFY(english.load(u"goldset_en"_s, u":/i18n"_s));
    QVERIFY(QCoreApplication::installTranslator(&english));
    const auto runs = [](int n) {
        return QCoreApplication::translate("goldset::ui::RunsState", "%n run(s) evaluated.", nullptr, n);
    };
    QCOMPARE(runs(1), u"1 run evaluated."_s);
    QCOMPARE(runs(3), u"3 runs evaluated."_s);
    QCOMPARE(runs(0), u"0 runs evaluated."_s);
    // Only plural forms: everything else stays the source text.
    QCOMPARE(QCoreApplication::translate("goldset::ui::ShellMenus", "&File"), u"&File"_s);
    QCoreApplication::removeTranslator(&english);
    QVERIFY(QCoreApplication::installTranslator(&m_german));
}

// The import preview's summary: each count with its own noun form, in German and in English
// (the issue saw "7 documents" untranslated in the German preview).
void TestTranslations::importCountsArePlurals()
{
    io::ImportReport report;
    report.documents = 7;
    report.chunks = 1;
    report.questions = 25;
    QCOMPARE(ui::describeImport(report), u"7 Dokumente, 1 Chunk, 25 Fragen"_s);
    QCOMPARE(ui::describeImport(io::ImportReport{}), u"nichts Neues"_s);

    QCoreApplication::removeTranslator(&m_german);
    QTranslator english;
    QVERIFY(english.load(u"goldset_en"_s, u":/i18n"_s));
    QVERIFY(QCoreApplication::installTranslator(&english));
    QCOMPARE(ui::describeImport(report), u"7 documents, 1 chunk, 25 questions"_s);
    report.documents = 1;
    report.nuggetVerdicts = 2;
    QCOMPARE(ui::describeImport(report), u"1 document, 1 chunk, 25 questions, 2 nugget verdicts"_s);
    QCoreApplication::removeTranslator(&english);
    QVERIFY(QCoreApplication::installTranslator(&m_german));
}

void TestTranslations::formatGuessIsTranslated()
{
    const io::FormatGuess guess = io::guessFormat({test::samplePath(u"ragas/evaluation_dataset.jsonl"_s)});
    QCOMPARE(guess.format, u"ragas"_s);
    QCOMPARE(guess.reason, u"JSON Lines mit user_input: ein RAGAS-Evaluationsdatensatz"_s);
}

// The importers' messages about bad input reach a German user in German, with file and line.
void TestTranslations::importErrorsAreTranslated()
{
    QTemporaryDir dir;
    auto project =
        storage::Project::open(dir.filePath(u"p.goldset"_s), storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(project);
    io::ImportOptions options;
    options.format = u"trec-qrels"_s;
    options.paths = {test::samplePath(u"malformed/qrels_bad_fields.txt"_s)};
    const auto report = io::importFiles(**project, options);
    QVERIFY(!report);
    QVERIFY2(
        report.error().message.startsWith(u"erwartet wurden 4 Felder 'qid iter docid grade', gefunden 3"_s),
        qPrintable(report.error().message));
    QCOMPARE(report.error().line, 2);
    options.format = u"simple"_s;
    options.paths = {dir.filePath(u"missing.jsonl"_s)};
    const auto missing = io::importFiles(**project, options);
    QVERIFY(!missing);
    QCOMPARE(missing.error().message, u"keine solche Datei und kein solcher Ordner"_s);
}

void TestTranslations::importPreviewWarningIsTranslated()
{
    // The sample's 15 questions, imported once and then edited, are all updated the second time.
    // lupdate records this message without plural forms; %n is still filled in.
    QTemporaryDir dir;
    auto project =
        storage::Project::open(dir.filePath(u"p.goldset"_s), storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(project);
    io::ImportOptions options;
    options.format = u"simple"_s;
    options.paths = {test::samplePath(u"simple/eval.jsonl"_s)};
    QVERIFY(io::importFiles(**project, options));
    // Imported as they are, they would be unchanged (no warning): the file's text replaces
    // another ground truth.
    QSqlQuery edit((*project)->connection());
    QVERIFY(edit.exec(u"UPDATE question SET ground_truth = ground_truth || ' (old)'"_s));
    QCOMPARE(edit.numRowsAffected(), 15);
    const auto preview = io::previewImport(project->get(), options);
    QVERIFY(preview);
    QVERIFY2(
        preview->warnings.contains(
            u"Bereits im Projekt vorhandene Fragen (15) werden aktualisiert (nach ID zusammengeführt)."_s),
        qPrintable(preview->warnings.join(u'\n')));
}

void TestTranslations::csvErrorsAreTranslated()
{
    // One message from a member of LabelCsvReader, one from a free function of its file.
    const auto empty = agreement::LabelCsvReader::parse(QByteArray());
    QVERIFY(!empty);
    QVERIFY2(empty.error().message.startsWith(u"die Datei ist leer"_s), qPrintable(empty.error().message));
    const auto quote = agreement::LabelCsvReader::parse("item,annotator,label\n\"a\"x,b,c\n");
    QVERIFY(!quote);
    QCOMPARE(quote.error().message, u"unerwartetes Zeichen nach einem schließenden Anführungszeichen"_s);
}

void TestTranslations::metricErrorsAreTranslated()
{
    const auto assignment = metrics::Threshold::parseAssignment(u"nope"_s);
    QVERIFY(!assignment);
    QCOMPARE(assignment.error().message, u"„nope“ hat nicht die Form METRIK=WERT"_s);
    const auto measure = metrics::TrecMeasureSet::parse({u"P.0"_s});
    QVERIFY(!measure);
    QVERIFY2(measure.error().message.contains(u"Cutoffs müssen positive ganze Zahlen sein"_s),
             qPrintable(measure.error().message));
}

void TestTranslations::reviewHtmlIsTranslated()
{
    const QString html = ui::contextsHtml({}, {}, {}, false);
    QVERIFY2(html.contains(u"Keine abgerufenen Kontexte für diese Frage in diesem Run."_s), qPrintable(html));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
