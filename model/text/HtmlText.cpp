#include "text/HtmlText.h"

#include <QSet>

namespace goldset::text {
namespace {

QString decodeEntities(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) {
            out.append(text[i]);
            continue;
        }
        const qsizetype semi = text.indexOf(QLatin1Char(';'), i);
        if (semi < 0 || semi - i > 10) {
            out.append(text[i]);
            continue;
        }
        const QStringView name = text.mid(i + 1, semi - i - 1);
        char32_t cp = 0;
        if (name.startsWith(u"#x") || name.startsWith(u"#X"))
            cp = name.mid(2).toUInt(nullptr, 16);
        else if (name.startsWith(u"#"))
            cp = name.mid(1).toUInt();
        else if (name == u"amp")
            cp = '&';
        else if (name == u"lt")
            cp = '<';
        else if (name == u"gt")
            cp = '>';
        else if (name == u"quot")
            cp = '"';
        else if (name == u"apos")
            cp = '\'';
        else if (name == u"nbsp")
            cp = ' ';
        if (cp == 0) {
            out.append(text[i]);
            continue;
        }
        out.append(QString::fromUcs4(&cp, 1));
        i = semi;
    }
    return out;
}

} // namespace

HtmlText HtmlText::fromHtml(const QString& html)
{
    static const QSet<QString> blocks = {
        QStringLiteral("p"),       QStringLiteral("div"),    QStringLiteral("br"),
        QStringLiteral("li"),      QStringLiteral("ul"),     QStringLiteral("ol"),
        QStringLiteral("tr"),      QStringLiteral("table"),  QStringLiteral("section"),
        QStringLiteral("article"), QStringLiteral("pre"),    QStringLiteral("blockquote"),
        QStringLiteral("header"),  QStringLiteral("footer"), QStringLiteral("main"),
        QStringLiteral("body"),    QStringLiteral("dd"),     QStringLiteral("dt"),
        QStringLiteral("hr"),      QStringLiteral("figure")};
    HtmlText result;
    QString text;
    QString pendingInline;
    bool inHeading = false;
    QString headingText;
    bool inTitle = false;
    const auto breakParagraph = [&] {
        if (!text.isEmpty() && !text.endsWith(QLatin1String("\n\n")))
            text += text.endsWith(QLatin1Char('\n')) ? QStringLiteral("\n") : QStringLiteral("\n\n");
    };
    qsizetype i = 0;
    const qsizetype n = html.size();
    while (i < n) {
        if (html[i] == QLatin1Char('<')) {
            if (html.mid(i, 4) == QLatin1String("<!--")) {
                const qsizetype end = html.indexOf(QLatin1String("-->"), i + 4);
                i = end < 0 ? n : end + 3;
                continue;
            }
            const qsizetype close = html.indexOf(QLatin1Char('>'), i);
            if (close < 0)
                break;
            QStringView tag = QStringView(html).mid(i + 1, close - i - 1).trimmed();
            const bool closing = tag.startsWith(QLatin1Char('/'));
            if (closing)
                tag = tag.mid(1);
            qsizetype nameEnd = 0;
            while (nameEnd < tag.size() && tag[nameEnd].isLetterOrNumber())
                ++nameEnd;
            const QString name = tag.left(nameEnd).toString().toLower();
            i = close + 1;
            if (!closing && (name == QLatin1String("script") || name == QLatin1String("style"))) {
                const qsizetype end = html.indexOf(QStringLiteral("</") + name, i, Qt::CaseInsensitive);
                i = end < 0 ? n : html.indexOf(QLatin1Char('>'), end) + 1;
                if (i <= 0)
                    i = n;
                continue;
            }
            if (name == QLatin1String("title")) {
                inTitle = !closing;
                continue;
            }
            if (name.size() == 2 && name[0] == QLatin1Char('h') && name[1] >= QLatin1Char('1') &&
                name[1] <= QLatin1Char('6')) {
                breakParagraph();
                if (!closing) {
                    inHeading = true;
                    headingText.clear();
                } else if (inHeading) {
                    inHeading = false;
                    const QString heading = decodeEntities(headingText).simplified();
                    if (name == QLatin1String("h1") && result.title.isEmpty() && !heading.isEmpty())
                        result.title = heading;
                    text += QStringLiteral("# ") + heading + QStringLiteral("\n\n");
                }
                continue;
            }
            if (blocks.contains(name))
                breakParagraph();
            continue;
        }
        const qsizetype next = html.indexOf(QLatin1Char('<'), i);
        const qsizetype end = next < 0 ? n : next;
        const QStringView run = QStringView(html).mid(i, end - i);
        if (inTitle) {
            if (result.title.isEmpty())
                result.title = decodeEntities(run).simplified();
        } else if (inHeading) {
            headingText += run;
        } else {
            QString piece = decodeEntities(run);
            piece.replace(QLatin1Char('\n'), QLatin1Char(' '));
            piece.replace(QLatin1Char('\t'), QLatin1Char(' '));
            if (!piece.trimmed().isEmpty() || (!text.isEmpty() && !text.endsWith(QLatin1Char('\n'))))
                text += piece;
        }
        i = end;
    }
    // Collapse runs of spaces inside lines so that chunk text reads like the page.
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& line : lines)
        line = line.simplified();
    result.text = lines.join(QLatin1Char('\n')).trimmed();
    return result;
}

} // namespace goldset::text
