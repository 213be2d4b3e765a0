#include "io/FlatJson.h"

namespace goldset::io {
namespace {

class FlatJsonParser
{
public:
    explicit FlatJsonParser(QByteArrayView text) : m_text(text) {}

    std::optional<FlatJsonObject> object()
    {
        FlatJsonObject result;
        skipSpace();
        if (!take('{'))
            return std::nullopt;
        skipSpace();
        if (!take('}')) {
            do {
                skipSpace();
                QByteArray key;
                if (!string(key))
                    return std::nullopt;
                skipSpace();
                if (!take(':'))
                    return std::nullopt;
                skipSpace();
                QByteArray value;
                if (!string(value) || result.value(key)) // a repeated key: the general parser decides
                    return std::nullopt;
                result.add(std::move(key), QString::fromUtf8(value));
                skipSpace();
            } while (take(','));
            if (!take('}'))
                return std::nullopt;
        }
        skipSpace();
        if (m_pos != m_text.size())
            return std::nullopt;
        return result;
    }

private:
    bool take(char c)
    {
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            ++m_pos;
        }
    }

    // A JSON string at m_pos, unescaped into `out` as UTF-8.
    bool string(QByteArray& out)
    {
        if (!take('"'))
            return false;
        qsizetype start = m_pos;
        while (m_pos < m_text.size()) {
            const auto c = static_cast<unsigned char>(m_text[m_pos]);
            if (c == '"') {
                out.append(m_text.sliced(start, m_pos - start));
                ++m_pos;
                return true;
            }
            if (c < 0x20) // control characters must be escaped
                return false;
            if (c == '\\') {
                out.append(m_text.sliced(start, m_pos - start));
                ++m_pos;
                if (!escape(out))
                    return false;
                start = m_pos;
                continue;
            }
            ++m_pos;
        }
        return false; // unterminated
    }

    bool escape(QByteArray& out)
    {
        if (m_pos >= m_text.size())
            return false;
        const char c = m_text[m_pos++];
        switch (c) {
        case '"':
            out.append('"');
            return true;
        case '\\':
            out.append('\\');
            return true;
        case '/':
            out.append('/');
            return true;
        case 'b':
            out.append('\b');
            return true;
        case 'f':
            out.append('\f');
            return true;
        case 'n':
            out.append('\n');
            return true;
        case 'r':
            out.append('\r');
            return true;
        case 't':
            out.append('\t');
            return true;
        case 'u':
            break;
        default:
            return false;
        }
        char32_t codePoint = 0;
        if (!hex4(codePoint))
            return false;
        if (QChar::isLowSurrogate(codePoint))
            return false;
        if (QChar::isHighSurrogate(codePoint)) {
            char32_t low = 0;
            if (!take('\\') || !take('u') || !hex4(low) || !QChar::isLowSurrogate(low))
                return false;
            codePoint = QChar::surrogateToUcs4(char16_t(codePoint), char16_t(low));
        }
        appendUtf8(out, codePoint);
        return true;
    }

    bool hex4(char32_t& value)
    {
        if (m_pos + 4 > m_text.size())
            return false;
        for (int i = 0; i < 4; ++i) {
            const char c = m_text[m_pos++];
            int digit = 0;
            if (c >= '0' && c <= '9')
                digit = c - '0';
            else if (c >= 'a' && c <= 'f')
                digit = c - 'a' + 10;
            else if (c >= 'A' && c <= 'F')
                digit = c - 'A' + 10;
            else
                return false;
            value = value * 16 + char32_t(digit);
        }
        return true;
    }

    static void appendUtf8(QByteArray& out, char32_t c)
    {
        if (c < 0x80) {
            out.append(char(c));
        } else if (c < 0x800) {
            out.append(char(0xC0 | (c >> 6)));
            out.append(char(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            out.append(char(0xE0 | (c >> 12)));
            out.append(char(0x80 | ((c >> 6) & 0x3F)));
            out.append(char(0x80 | (c & 0x3F)));
        } else {
            out.append(char(0xF0 | (c >> 18)));
            out.append(char(0x80 | ((c >> 12) & 0x3F)));
            out.append(char(0x80 | ((c >> 6) & 0x3F)));
            out.append(char(0x80 | (c & 0x3F)));
        }
    }

    QByteArrayView m_text;
    qsizetype m_pos = 0;
};

} // namespace

const QString* FlatJsonObject::value(QByteArrayView key) const
{
    for (const auto& member : m_members)
        if (member.first == key)
            return &member.second;
    return nullptr;
}

std::optional<FlatJsonObject> parseFlatJsonObject(QByteArrayView line)
{
    return FlatJsonParser(line).object();
}

} // namespace goldset::io
