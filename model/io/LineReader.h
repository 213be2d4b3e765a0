#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QFile>
#include <QStringDecoder>
#include <memory>

namespace goldset::io {

// Reads a text file line by line without holding it in memory: UTF-8 with or without a BOM,
// UTF-16 LE/BE with a BOM. Lines come out as valid UTF-8 without the line break; invalid
// UTF-8 is an error naming the line and column (never mojibake).
class LineReader
{
public:
    // Fails when the file cannot be opened or is empty.
    static Result<std::unique_ptr<LineReader>> open(const QString& path, const QString& displayName = {});

    // The next line; false at the end of the file or on an error (then error() is set).
    bool next(QByteArray& line);
    int lineNumber() const { return m_lineNumber; }
    const std::optional<Error>& error() const { return m_error; }
    qint64 position() const { return m_file.pos(); }
    qint64 size() const { return m_file.size(); }
    const QString& displayName() const { return m_displayName; }

    // The 1-based column (in characters) of a byte offset into a UTF-8 line.
    static int columnOf(QByteArrayView line, qsizetype byteOffset);
    // Byte offset of the first invalid UTF-8 sequence, or -1.
    static qsizetype invalidUtf8At(QByteArrayView bytes);

private:
    LineReader() = default;
    bool nextUtf16(QByteArray& line);
    bool checkNoNul(const QByteArray& line);

    QFile m_file;
    QString m_displayName;
    int m_lineNumber = 0;
    std::optional<Error> m_error;
    std::optional<QStringDecoder> m_utf16;
    QString m_decoded; // UTF-16 only: decoded text not yet returned
    qsizetype m_decodedPos = 0;
};

} // namespace goldset::io
