#pragma once

// The JSON scanner under FastInteractionLine: one pass over a line, strict (UTF-8 checked,
// numbers and escapes as the JSON grammar says), values re-serialised exactly as the general
// parser would write them. Used by that reader alone.
#include <QByteArray>
#include <QByteArrayView>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string_view>

namespace goldset::monitor::fastline {

constexpr int kMaxDepth = 64;

// A number's text as written: an integer (no fraction) or a decimal fraction; exponents are
// left to the general parser.
struct Number
{
    std::string_view text;
    bool integer = true;

    double value() const
    {
        double v = 0;
        std::from_chars(text.data(), text.data() + text.size(), v);
        return v;
    }
};

// Length of the valid UTF-8 sequence starting with the byte >= 0x80 at `p`, 0 when invalid
// (the ranges of Unicode's table 3-7, as JSON parsers check them).
inline int utf8Sequence(const unsigned char* p, const unsigned char* end)
{
    const unsigned c = p[0];
    auto in = [&](int i, unsigned lo, unsigned hi) { return p + i < end && p[i] >= lo && p[i] <= hi; };
    if (c >= 0xC2 && c <= 0xDF)
        return in(1, 0x80, 0xBF) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        const unsigned lo = c == 0xE0 ? 0xA0 : 0x80;
        const unsigned hi = c == 0xED ? 0x9F : 0xBF;
        return in(1, lo, hi) && in(2, 0x80, 0xBF) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const unsigned lo = c == 0xF0 ? 0x90 : 0x80;
        const unsigned hi = c == 0xF4 ? 0x8F : 0xBF;
        return in(1, lo, hi) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF) ? 4 : 0;
    }
    return 0;
}

inline void appendUtf8(QByteArray& out, char32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}

// A string as nlohmann::json's dump() writes it: quotes, backslash and control characters
// escaped, everything else as it is.
inline void appendJsonString(QByteArray& out, QByteArrayView text)
{
    out += '"';
    const char* run = text.constData(); // the bytes since the last escaped one, appended at once
    const char* const end = run + text.size();
    for (const char* p = run; p < end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(run, p - run);
        run = p + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default: {
            static const char hex[] = "0123456789abcdef";
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
        }
    }
    out.append(run, end - run);
    out += '"';
}

// A number as nlohmann::json's dump() writes it: integers as they are, a double in its
// shortest round-trip digits, fixed between 1e-4 and 1e15, with ".0" on whole numbers.
inline void appendJsonNumber(QByteArray& out, const Number& number)
{
    if (number.integer) {
        out += QByteArrayView(number.text.data(), qsizetype(number.text.size()));
        return;
    }
    const double value = number.value();
    if (value == 0) {
        out += std::signbit(value) ? "-0.0" : "0.0";
        return;
    }
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    const std::string_view scientific(buffer, size_t(written.ptr - buffer));
    const size_t e = scientific.find('e');
    std::string digits;
    for (const char c : scientific.substr(0, e)) {
        if (c >= '0' && c <= '9')
            digits += c;
    }
    int exponent = 0;
    const std::string_view exponentText = scientific.substr(e + 1);
    std::from_chars(exponentText.data() + (exponentText[0] == '+' ? 1 : 0),
                    exponentText.data() + exponentText.size(), exponent);
    if (value < 0)
        out += '-';
    const int k = int(digits.size());
    const int n = exponent + 1; // where the decimal point goes in the digits
    if (k <= n && n <= 15) {
        out += QByteArrayView(digits.data(), k);
        out += QByteArray(n - k, '0');
        out += ".0";
    } else if (0 < n && n <= 15) {
        out += QByteArrayView(digits.data(), n);
        out += '.';
        out += QByteArrayView(digits.data() + n, k - n);
    } else if (-4 < n && n <= 0) {
        out += "0.";
        out += QByteArray(-n, '0');
        out += QByteArrayView(digits.data(), k);
    } else {
        out += digits[0];
        if (k > 1) {
            out += '.';
            out += QByteArrayView(digits.data() + 1, k - 1);
        }
        out += 'e';
        const int shown = n - 1;
        out += shown < 0 ? '-' : '+';
        if (std::abs(shown) < 10)
            out += '0';
        out += QByteArray::number(std::abs(shown));
    }
}

class Scanner
{
public:
    explicit Scanner(QByteArrayView line)
        : m_p(reinterpret_cast<const unsigned char*>(line.data())), m_end(m_p + line.size())
    {
    }

    void space()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }
    bool eat(char c)
    {
        space();
        if (m_p < m_end && *m_p == static_cast<unsigned char>(c)) {
            ++m_p;
            return true;
        }
        return false;
    }
    // The next value's first byte (after white space), 0 at the end.
    char peek()
    {
        space();
        return m_p < m_end ? char(*m_p) : '\0';
    }
    bool atEnd()
    {
        space();
        return m_p == m_end;
    }

    bool literal(std::string_view word)
    {
        space();
        if (size_t(m_end - m_p) < word.size() || std::memcmp(m_p, word.data(), word.size()) != 0)
            return false;
        m_p += word.size();
        return true;
    }

    // A string as a view: into the line when it has no escapes and is ASCII (member names,
    // ids, times: no copy), else decoded into `buffer`, which the view then shows.
    bool view(std::string_view& out, QByteArray& buffer)
    {
        space();
        if (m_p == m_end || *m_p != '"')
            return false;
        const unsigned char* p = m_p + 1;
        while (p < m_end && *p != '"' && *p != '\\' && *p >= 0x20 && *p < 0x80)
            ++p;
        if (p < m_end && *p == '"') {
            out = std::string_view(reinterpret_cast<const char*>(m_p + 1), size_t(p - m_p - 1));
            m_p = p + 1;
            return true;
        }
        if (!string(buffer))
            return false;
        out = std::string_view(buffer.constData(), size_t(buffer.size()));
        return true;
    }

    // A string, decoded to UTF-8.
    bool string(QByteArray& out)
    {
        if (!eat('"'))
            return false;
        const unsigned char* start = m_p;
        // The common case: no escapes, taken in one piece.
        while (m_p < m_end) {
            const unsigned c = *m_p;
            if (c == '"') {
                out = QByteArray(reinterpret_cast<const char*>(start), m_p - start);
                ++m_p;
                return true;
            }
            if (c == '\\' || c < 0x20)
                break;
            if (c < 0x80) {
                ++m_p;
            } else {
                const int n = utf8Sequence(m_p, m_end);
                if (n == 0)
                    return false;
                m_p += n;
            }
        }
        out = QByteArray(reinterpret_cast<const char*>(start), m_p - start);
        while (m_p < m_end) {
            const unsigned c = *m_p;
            if (c == '"') {
                ++m_p;
                return true;
            }
            if (c < 0x20)
                return false;
            if (c == '\\') {
                if (!escape(out))
                    return false;
            } else if (c < 0x80) {
                out += char(c);
                ++m_p;
            } else {
                const int n = utf8Sequence(m_p, m_end);
                if (n == 0)
                    return false;
                out += QByteArrayView(reinterpret_cast<const char*>(m_p), n);
                m_p += n;
            }
        }
        return false;
    }

    bool number(Number& number)
    {
        space();
        const unsigned char* start = m_p;
        if (m_p < m_end && *m_p == '-')
            ++m_p;
        const unsigned char* digits = m_p;
        if (m_p < m_end && *m_p == '0') {
            ++m_p;
        } else if (m_p < m_end && *m_p >= '1' && *m_p <= '9') {
            while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
                ++m_p;
        } else {
            return false;
        }
        // Integers too long for 64 bits turn into doubles in the general parser, and "-0"
        // into 0: both left to it.
        const bool minusZero = m_p - start == 2 && *start == '-' && *digits == '0';
        if (m_p - digits > 18)
            return false;
        number.integer = true;
        if (m_p < m_end && *m_p == '.') {
            ++m_p;
            if (m_p == m_end || *m_p < '0' || *m_p > '9')
                return false;
            while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
                ++m_p;
            number.integer = false;
        }
        if ((m_p < m_end && (*m_p == 'e' || *m_p == 'E')) || (minusZero && number.integer))
            return false;
        number.text = std::string_view(reinterpret_cast<const char*>(start), size_t(m_p - start));
        return true;
    }

    // Any value, checked and passed over.
    bool skipValue(int depth)
    {
        if (depth > kMaxDepth)
            return false;
        switch (peek()) {
        case '"': {
            QByteArray ignored;
            return string(ignored);
        }
        case '{': {
            ++m_p;
            if (eat('}'))
                return true;
            do {
                std::string_view name;
                QByteArray buffer;
                if (!view(name, buffer) || !eat(':') || !skipValue(depth + 1))
                    return false;
            } while (eat(','));
            return eat('}');
        }
        case '[': {
            ++m_p;
            if (eat(']'))
                return true;
            do {
                if (!skipValue(depth + 1))
                    return false;
            } while (eat(','));
            return eat(']');
        }
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default: {
            Number ignored;
            return number(ignored);
        }
        }
    }

private:
    bool hex4(char32_t& code)
    {
        if (m_end - m_p < 4)
            return false;
        code = 0;
        for (int i = 0; i < 4; ++i) {
            const unsigned c = m_p[i];
            const int digit = c >= '0' && c <= '9'   ? int(c - '0')
                              : c >= 'a' && c <= 'f' ? int(c - 'a' + 10)
                              : c >= 'A' && c <= 'F' ? int(c - 'A' + 10)
                                                     : -1;
            if (digit < 0)
                return false;
            code = code * 16 + char32_t(digit);
        }
        m_p += 4;
        return true;
    }

    bool escape(QByteArray& out)
    {
        ++m_p; // the backslash
        if (m_p == m_end)
            return false;
        const unsigned c = *m_p++;
        switch (c) {
        case '"':
        case '\\':
        case '/':
            out += char(c);
            return true;
        case 'b':
            out += '\b';
            return true;
        case 'f':
            out += '\f';
            return true;
        case 'n':
            out += '\n';
            return true;
        case 'r':
            out += '\r';
            return true;
        case 't':
            out += '\t';
            return true;
        case 'u': {
            char32_t code = 0;
            if (!hex4(code) || code == 0 || (code >= 0xDC00 && code <= 0xDFFF))
                return false;
            if (code >= 0xD800 && code <= 0xDBFF) {
                char32_t low = 0;
                if (m_end - m_p < 2 || m_p[0] != '\\' || m_p[1] != 'u')
                    return false;
                m_p += 2;
                if (!hex4(low) || low < 0xDC00 || low > 0xDFFF)
                    return false;
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            }
            appendUtf8(out, code);
            return true;
        }
        default:
            return false;
        }
    }

    const unsigned char* m_p;
    const unsigned char* m_end;
};

} // namespace goldset::monitor::fastline
