#include "io/CsvReader.h"

#include <QCoreApplication>

namespace goldset::io {

bool CsvReader::next(QStringList& fields)
{
    fields.clear();
    if (m_error)
        return false;
    QByteArray bytes;
    do {
        if (!m_reader.next(bytes))
            return false;
    } while (bytes.trimmed().isEmpty());
    m_recordLine = m_reader.lineNumber();
    QString line = QString::fromUtf8(bytes);
    QString field;
    qsizetype i = 0;
    int quoteLine = 0, quoteColumn = 0;
    for (;;) {
        // Start of a field.
        field.clear();
        if (i < line.size() && line[i] == QLatin1Char('"')) {
            quoteLine = m_reader.lineNumber();
            quoteColumn = int(i) + 1;
            ++i;
            for (;;) {
                if (i >= line.size()) {
                    // The quoted field goes on on the next line.
                    if (!m_reader.next(bytes)) {
                        if (!m_reader.error())
                            m_error = makeError(QCoreApplication::translate(
                                                    "goldset::io",
                                                    "unbalanced quote: the quoted field that starts here"
                                                    " never ends, expected a closing '\"'"),
                                                m_reader.displayName(), quoteLine, quoteColumn);
                        return false;
                    }
                    field += QLatin1Char('\n');
                    line = QString::fromUtf8(bytes);
                    i = 0;
                    continue;
                }
                if (line[i] == QLatin1Char('"')) {
                    if (i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
                        field += QLatin1Char('"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += line[i++];
            }
            if (i < line.size() && line[i] != QLatin1Char(',')) {
                m_error = makeError(
                    QStringLiteral("expected ',' or the end of the line after the closing quote of the"
                                   " field that starts at line %1, column %2 (unbalanced quote?)")
                        .arg(quoteLine)
                        .arg(quoteColumn),
                    m_reader.displayName(), m_reader.lineNumber(), int(i) + 1);
                return false;
            }
        } else {
            const qsizetype comma = line.indexOf(QLatin1Char(','), i);
            const qsizetype end = comma < 0 ? line.size() : comma;
            field = line.mid(i, end - i);
            if (field.contains(QLatin1Char('"'))) {
                m_error = makeError(QCoreApplication::translate(
                                        "goldset::io",
                                        "a quote inside an unquoted field, expected the whole field in"
                                        " quotes"),
                                    m_reader.displayName(), m_reader.lineNumber(),
                                    int(i + field.indexOf(QLatin1Char('"'))) + 1);
                return false;
            }
            i = end;
        }
        fields.append(field);
        if (i >= line.size())
            return true;
        ++i; // the comma
    }
}

Result<QStringList> readCsvHeader(const QString& path)
{
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    CsvReader csv(**opened);
    QStringList header;
    if (!csv.next(header))
        return csv.error()
                   ? *csv.error()
                   : makeError(QCoreApplication::translate("goldset::io", "the file is empty"), path, 1, 1);
    return header;
}

std::optional<QStringList> parseListCell(const QString& cell, QString* error)
{
    const auto fail = [&](const QString& message) -> std::optional<QStringList> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QString text = cell.trimmed();
    if (text.isEmpty() || text == QLatin1String("[]"))
        return QStringList();
    if (!text.startsWith(QLatin1Char('[')) || !text.endsWith(QLatin1Char(']')))
        return fail(QStringLiteral("expected a list like ['a', 'b']"));
    QStringList items;
    qsizetype i = 1;
    const qsizetype end = text.size() - 1;
    while (i < end) {
        while (i < end && (text[i].isSpace() || text[i] == QLatin1Char(',')))
            ++i;
        if (i >= end)
            break;
        const QChar quote = text[i];
        if (quote != QLatin1Char('\'') && quote != QLatin1Char('"'))
            return fail(QStringLiteral("expected a quoted string in the list at character %1").arg(i + 1));
        ++i;
        QString item;
        bool closed = false;
        while (i < end) {
            const QChar c = text[i];
            if (c == quote) {
                closed = true;
                ++i;
                break;
            }
            if (c == QLatin1Char('\\') && i + 1 < end) {
                const QChar e = text[i + 1];
                i += 2;
                switch (e.unicode()) {
                case 'n':
                    item += QLatin1Char('\n');
                    break;
                case 't':
                    item += QLatin1Char('\t');
                    break;
                case 'r':
                    item += QLatin1Char('\r');
                    break;
                case 'x':
                case 'u':
                case 'U': {
                    const int digits = e == QLatin1Char('x') ? 2 : e == QLatin1Char('u') ? 4 : 8;
                    bool ok = false;
                    const char32_t cp = text.mid(i, digits).toUInt(&ok, 16);
                    if (!ok)
                        return fail(QStringLiteral("bad \\%1 escape in the list").arg(e));
                    item += QString::fromUcs4(&cp, 1);
                    i += digits;
                    break;
                }
                default:
                    item += e;
                    break; // \\ \' \" and anything else: the character itself
                }
                continue;
            }
            item += c;
            ++i;
        }
        if (!closed)
            return fail(QStringLiteral("a string in the list never ends, expected a closing %1").arg(quote));
        items.append(item);
    }
    return items;
}

} // namespace goldset::io
