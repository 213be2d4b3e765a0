#include "io/LineReader.h"

#include "core/ProjectFileRegistry.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace goldset::io {

Result<std::unique_ptr<LineReader>> LineReader::open(const QString& path, const QString& displayName)
{
    std::unique_ptr<LineReader> reader(new LineReader);
    reader->m_displayName = displayName.isEmpty() ? path : displayName;
    if (Status refused = core::ProjectFileRegistry::refuseIfOpenProject(path); !refused)
        return refused.error();
    reader->m_file.setFileName(path);
    if (QFileInfo(path).isDir())
        return makeError(QCoreApplication::translate("goldset::io", "is a folder, expected a file"),
                         reader->m_displayName);
    if (!reader->m_file.open(QIODevice::ReadOnly))
        return makeError(QCoreApplication::translate("goldset::io", "cannot read the file: %1")
                             .arg(reader->m_file.errorString()),
                         reader->m_displayName);
    const QByteArray head = reader->m_file.peek(3);
    if (head.startsWith("\xEF\xBB\xBF")) {
        reader->m_file.read(3);
    } else if (head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF")) {
        reader->m_utf16.emplace(head.startsWith("\xFF\xFE") ? QStringConverter::Utf16LE
                                                            : QStringConverter::Utf16BE);
        reader->m_file.read(2);
    }
    if (reader->m_file.atEnd())
        return makeError(QCoreApplication::translate("goldset::io", "the file is empty"),
                         reader->m_displayName, 1);
    return reader;
}

bool LineReader::next(QByteArray& line)
{
    if (m_error)
        return false;
    if (m_utf16)
        return nextUtf16(line);
    if (m_file.atEnd())
        return false;
    line = m_file.readLine();
    ++m_lineNumber;
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    if (const qsizetype bad = invalidUtf8At(line); bad >= 0) {
        m_error = makeError(
            QCoreApplication::translate("goldset::io",
                                        "invalid UTF-8 (byte 0x%1), expected UTF-8 or UTF-16 text with a BOM")
                .arg(quint8(line[bad]), 2, 16, QLatin1Char('0')),
            m_displayName, m_lineNumber, columnOf(line, bad));
        return false;
    }
    return checkNoNul(line);
}

bool LineReader::checkNoNul(const QByteArray& line)
{
    // A NUL is never text: it would be stored in an id and written back into every export.
    const qsizetype nul = line.indexOf('\0');
    if (nul < 0)
        return true;
    m_error = makeError(
        QCoreApplication::translate("goldset::io", "a NUL byte, expected text (is this a binary file?)"),
        m_displayName, m_lineNumber, columnOf(line, nul));
    return false;
}

bool LineReader::nextUtf16(QByteArray& line)
{
    for (;;) {
        const qsizetype eol = m_decoded.indexOf(QLatin1Char('\n'), m_decodedPos);
        if (eol >= 0 || m_file.atEnd()) {
            if (eol < 0 && m_decodedPos >= m_decoded.size())
                return false;
            const qsizetype end = eol >= 0 ? eol : m_decoded.size();
            QStringView view = QStringView(m_decoded).mid(m_decodedPos, end - m_decodedPos);
            while (view.endsWith(QLatin1Char('\r')))
                view.chop(1);
            line = view.toUtf8();
            ++m_lineNumber;
            m_decodedPos = end + 1;
            return checkNoNul(line);
        }
        m_decoded.remove(0, m_decodedPos);
        m_decodedPos = 0;
        m_decoded += m_utf16->decode(m_file.read(1 << 16));
        if (m_utf16->hasError()) {
            m_error = makeError(QCoreApplication::translate("goldset::io", "invalid UTF-16 text"),
                                m_displayName, m_lineNumber + 1);
            return false;
        }
    }
}

int LineReader::columnOf(QByteArrayView line, qsizetype byteOffset)
{
    int column = 1;
    for (qsizetype i = 0; i < byteOffset && i < line.size(); ++i)
        if ((quint8(line[i]) & 0xC0) != 0x80)
            ++column;
    return column;
}

qsizetype LineReader::invalidUtf8At(QByteArrayView bytes)
{
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        char32_t cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n || (s[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values above U+10FFFF are invalid too.
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

} // namespace goldset::io
