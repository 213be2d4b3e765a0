#pragma once

#include <QString>
#include <cstddef>
#include <cstring>
#include <string_view>

namespace goldset::metrics {

// Walks a TREC text file line by line and splits lines into whitespace separated fields,
// without allocating (string_views into the file's bytes). Whitespace is C's isspace in the
// "C" locale, so CRLF files read like LF files, as in trec_eval.
class TrecLineReader
{
public:
    explicit TrecLineReader(std::string_view text, std::size_t offset = 0, long firstLine = 1)
        : m_text(text), m_pos(offset), m_nextLine(firstLine)
    {
    }

    // A field (UTF-8) as text for messages.
    static QString toQString(std::string_view field)
    {
        return QString::fromUtf8(field.data(), static_cast<qsizetype>(field.size()));
    }

    static bool isSpace(char c)
    {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
    }

    // The next line (without its newline); false at the end of the text.
    bool next(std::string_view& line)
    {
        if (m_pos >= m_text.size())
            return false;
        const char* begin = m_text.data() + m_pos;
        const std::size_t rest = m_text.size() - m_pos;
#if defined(__GNUC__)
        // Big files are read once front to back: ask for the bytes a few lines ahead before
        // they are needed (a prefetch past the end is harmless, it never faults).
        __builtin_prefetch(begin + 1024);
#endif
        const void* newline = std::memchr(begin, '\n', rest);
        const std::size_t length =
            newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - begin) : rest;
        line = std::string_view(begin, length);
        m_lineStart = m_pos;
        m_pos += length + (newline ? 1 : 0);
        m_line = m_nextLine++;
        return true;
    }

    long lineNumber() const
    {
        return m_line;
    } // of the line last returned
    std::size_t lineOffset() const
    {
        return m_lineStart;
    } // byte offset of that line
    std::size_t offset() const
    {
        return m_pos;
    } // byte offset after it

    // Splits `line` into up to `max` fields; returns how many there are (counting beyond
    // `max` stops at max + 1, which is enough to tell "too many").
    static int split(std::string_view line, std::string_view* fields, int max)
    {
        int count = 0;
        std::size_t i = 0;
        const std::size_t n = line.size();
        while (true) {
            while (i < n && isSpace(line[i]))
                ++i;
            if (i >= n)
                return count;
            const std::size_t start = i;
            while (i < n && !isSpace(line[i]))
                ++i;
            if (count == max)
                return count + 1;
            fields[count++] = line.substr(start, i - start);
        }
    }

    // True for lines trec_eval skips: empty or blank lines, and comments starting with '#'.
    static bool isBlankOrComment(std::string_view line)
    {
        for (const char c : line) {
            if (c == '#')
                return true;
            if (!isSpace(c))
                return false;
        }
        return true;
    }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    long m_nextLine = 1;
    long m_line = 0;
};

} // namespace goldset::metrics
