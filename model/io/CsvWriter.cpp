#include "io/CsvWriter.h"

namespace goldset::io {
namespace {

// What Python's str.isprintable() rejects (besides the space itself): control, format,
// private-use, unassigned code points and every separator.
bool pythonPrintable(char32_t c)
{
    if (c == U' ')
        return true;
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
    case QChar::Separator_Space:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return false;
    default:
        return true;
    }
}

// Python's repr() of a str: single quotes unless the text holds a single quote and no double
// quote; the quote, backslash, \n \r \t escaped, other unprintable code points as \xNN,
// \uNNNN or \UNNNNNNNN.
QString pythonRepr(const QString& text)
{
    const char16_t quote =
        text.contains(QLatin1Char('\'')) && !text.contains(QLatin1Char('"')) ? u'"' : u'\'';
    QString out{QChar(quote)};
    for (const char32_t c : text.toUcs4()) {
        if (c == quote || c == U'\\') {
            out += QLatin1Char('\\');
            out += QChar(char16_t(c));
        } else if (c == U'\n')
            out += QLatin1String("\\n");
        else if (c == U'\r')
            out += QLatin1String("\\r");
        else if (c == U'\t')
            out += QLatin1String("\\t");
        else if (!pythonPrintable(c))
            out += c < 0x100     ? QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'))
                   : c < 0x10000 ? QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'))
                                 : QStringLiteral("\\U%1").arg(uint(c), 8, 16, QLatin1Char('0'));
        else
            out += QString::fromUcs4(&c, 1);
    }
    out += QChar(quote);
    return out;
}

} // namespace

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1String("\""), QLatin1String("\"\"")) +
           QLatin1Char('"');
}

QString csvRecord(const QStringList& fields)
{
    QStringList cells;
    cells.reserve(fields.size());
    for (const QString& field : fields)
        cells << csvField(field);
    return cells.join(QLatin1Char(','));
}

QString pythonListRepr(const QStringList& items)
{
    QStringList reprs;
    for (const QString& item : items)
        reprs << pythonRepr(item);
    return QLatin1Char('[') + reprs.join(QStringLiteral(", ")) + QLatin1Char(']');
}

} // namespace goldset::io
