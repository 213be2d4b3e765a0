#include "text/Chunker.h"
#include "text/HtmlText.h"
#include "text/Language.h"

#include <QTest>

using goldset::text::Chunker;
using goldset::text::ChunkSpan;

class TestChunker : public QObject
{
    Q_OBJECT

private:
    static QStringList texts(const QList<ChunkSpan>& spans)
    {
        QStringList result;
        for (const ChunkSpan& s : spans)
            result << s.text;
        return result;
    }

private Q_SLOTS:
    void paragraphsAndHeadings()
    {
        const QString doc =
            QStringLiteral("# Title\n\nFirst para.\nStill first.\n\n## Sub\nSecond.\n\n\n   \nThird.");
        const auto spans = Chunker(800, 0).split(doc);
        QCOMPARE(texts(spans), (QStringList{QStringLiteral("First para.\nStill first."),
                                            QStringLiteral("Second."), QStringLiteral("Third.")}));
        for (const ChunkSpan& s : spans)
            QCOMPARE(doc.mid(s.start, s.end - s.start), s.text);
        QCOMPARE(spans[0].start, 9); // "# Title\n\n" is 9 characters
        QCOMPARE(Chunker::markdownTitle(doc), QStringLiteral("Title"));
        QCOMPARE(Chunker::markdownTitle(QStringLiteral("no heading")), QString());
    }

    void longParagraphSplitsAtSentences()
    {
        // Sentence lengths 12, 12, 18; "One one one. Two two two." is 25 characters.
        const QString doc = QStringLiteral("One one one. Two two two. Three three three.");
        QCOMPARE(texts(Chunker(26, 0).split(doc)), (QStringList{QStringLiteral("One one one. Two two two."),
                                                                QStringLiteral("Three three three.")}));
        // One sentence of overlap fits in 32 characters ("Two two two. Three three three." is 31).
        QCOMPARE(texts(Chunker(32, 1).split(doc)),
                 (QStringList{QStringLiteral("One one one. Two two two."),
                              QStringLiteral("Two two two. Three three three.")}));
        // With 26 the overlap does not fit and is dropped rather than exceeding the size.
        QCOMPARE(texts(Chunker(26, 1).split(doc)), (QStringList{QStringLiteral("One one one. Two two two."),
                                                                QStringLiteral("Three three three.")}));
        const auto spans = Chunker(26, 0).split(doc);
        QCOMPARE(spans[1].start, 26);
        QCOMPARE(spans[1].end, 44);
    }

    void cjkAndGermanSentences()
    {
        const QString zh = QStringLiteral("第一句话。第二句话。第三句话。");
        QCOMPARE(texts(Chunker(10, 0).split(zh)),
                 (QStringList{QStringLiteral("第一句话。第二句话。"), QStringLiteral("第三句话。")}));
        const QString ja = QStringLiteral("これは一つ目です。これは二つ目です。");
        QCOMPARE(texts(Chunker(10, 0).split(ja)),
                 (QStringList{QStringLiteral("これは一つ目です。"), QStringLiteral("これは二つ目です。")}));
        const QString de = QStringLiteral("Die erste Inspektion ist kostenlos. Danach kostet sie 50 Euro.");
        QCOMPARE(texts(Chunker(40, 0).split(de)),
                 (QStringList{QStringLiteral("Die erste Inspektion ist kostenlos."),
                              QStringLiteral("Danach kostet sie 50 Euro.")}));
    }

    void overlongSentenceIsCut()
    {
        const QString doc = QStringLiteral("aaaa bbbb cccc dddd eeee");
        const auto spans = Chunker(10, 0).split(doc);
        QCOMPARE(texts(spans), (QStringList{QStringLiteral("aaaa bbbb"), QStringLiteral("cccc dddd"),
                                            QStringLiteral("eeee")}));
        for (const ChunkSpan& s : spans)
            QVERIFY(s.text.size() <= 10);
    }

    void language()
    {
        using goldset::text::guessLanguage;
        QCOMPARE(guessLanguage(QStringLiteral("保証の申請には注文番号と不具合の写真が必要です。")),
                 QStringLiteral("ja"));
        QCOMPARE(guessLanguage(QStringLiteral("客服热线在工作日上午九点到下午六点开放。")),
                 QStringLiteral("zh"));
        QCOMPARE(guessLanguage(QStringLiteral("Termine können online gebucht werden.")),
                 QStringLiteral("de"));
        QCOMPARE(guessLanguage(QStringLiteral(
                     "Danach empfehlen wir eine Inspektion pro Jahr oder alle 2000 Kilometer.")),
                 QStringLiteral("de"));
        QCOMPARE(guessLanguage(
                     QStringLiteral("Bikes ship 90% assembled; the pedals are mounted by the customer.")),
                 QStringLiteral("en"));
    }

    void html()
    {
        const auto page = goldset::text::HtmlText::fromHtml(QStringLiteral(
            "<html><head><title>Shop &amp; Co</title><style>p{color:red}</style></head><body>"
            "<h1>Heading</h1><p>First  <b>bold</b>\n paragraph.</p><script>var x = '<p>';</script>"
            "<div>Second &lt;one&gt;&#33;</div></body></html>"));
        QCOMPARE(page.title, QStringLiteral("Shop & Co"));
        QCOMPARE(texts(Chunker(800, 0).split(page.text)),
                 (QStringList{QStringLiteral("First bold paragraph."), QStringLiteral("Second <one>!")}));
    }
};

QTEST_GUILESS_MAIN(TestChunker)
#include "tst_chunker.moc"
