#include "TestSupport.h"
#include "io/FormatDetection.h"

#include <QTest>

using namespace goldset;

class TestFormatDetection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void guessesEverySample_data();
    void guessesEverySample();
    void mixedFormatsAreNotGuessed();
    void runFormatsNeedARunName();
};

void TestFormatDetection::guessesEverySample_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("format");
    QTest::newRow("corpus folder") << QStringLiteral("corpus") << QStringLiteral("corpus");
    QTest::newRow("markdown file") << QStringLiteral("corpus/returns.md") << QStringLiteral("corpus");
    QTest::newRow("simple") << QStringLiteral("simple/eval.jsonl") << QStringLiteral("simple");
    QTest::newRow("ragas jsonl") << QStringLiteral("ragas/evaluation_dataset.jsonl")
                                 << QStringLiteral("ragas");
    QTest::newRow("ragas legacy csv") << QStringLiteral("ragas/legacy.csv") << QStringLiteral("ragas");
    QTest::newRow("deepeval") << QStringLiteral("deepeval/goldens.json") << QStringLiteral("deepeval");
    QTest::newRow("llamaindex") << QStringLiteral("llamaindex/qa_dataset.json")
                                << QStringLiteral("llamaindex");
    QTest::newRow("beir folder") << QStringLiteral("beir") << QStringLiteral("beir");
    QTest::newRow("beir corpus alone") << QStringLiteral("beir/corpus.jsonl") << QStringLiteral("corpus");
    QTest::newRow("qrels") << QStringLiteral("trec-small/qrels.txt") << QStringLiteral("trec-qrels");
    QTest::newRow("run") << QStringLiteral("trec-small/run.txt") << QStringLiteral("trec-run");
    QTest::newRow("big run") << QStringLiteral("trec/run.txt") << QStringLiteral("trec-run");
}

void TestFormatDetection::guessesEverySample()
{
    QFETCH(QString, path);
    QFETCH(QString, format);
    const io::FormatGuess guess = io::guessFormat({test::samplePath(path)});
    QCOMPARE(guess.format, format);
    QVERIFY(!guess.reason.isEmpty());
}

void TestFormatDetection::mixedFormatsAreNotGuessed()
{
    const io::FormatGuess guess = io::guessFormat({test::samplePath(QStringLiteral("trec-small/qrels.txt")),
                                                   test::samplePath(QStringLiteral("simple/eval.jsonl"))});
    QVERIFY(guess.format.isEmpty());
    QVERIFY(guess.reason.contains(QStringLiteral("different formats")));
    QVERIFY(io::guessFormat({}).format.isEmpty());
}

void TestFormatDetection::runFormatsNeedARunName()
{
    QVERIFY(io::formatNeedsRunName(QStringLiteral("trec-run")));
    QVERIFY(io::formatNeedsRunName(QStringLiteral("goldset-run")));
    QVERIFY(!io::formatNeedsRunName(QStringLiteral("simple")));
    QCOMPARE(io::defaultAnnotator(QStringLiteral("trec-qrels")), QStringLiteral("trec"));
    QCOMPARE(io::defaultAnnotator(QStringLiteral("beir")), QStringLiteral("beir"));
    QVERIFY(io::defaultAnnotator(QStringLiteral("corpus")).isEmpty());
}

QTEST_GUILESS_MAIN(TestFormatDetection)
#include "tst_format_detection.moc"
