#include "monitor/Timestamp.h"

#include <cmath>

namespace goldset::monitor {
namespace {

bool digitsAt(std::string_view text, size_t at, size_t count, int& value)
{
    if (at + count > text.size())
        return false;
    value = 0;
    for (size_t i = at; i < at + count; ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return qint64(era) * 146097 + doe - 719468;
}

int daysInMonth(int y, int m)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : days[m - 1];
}

} // namespace

std::optional<qint64> parseIsoTimestampMs(std::string_view text)
{
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!digitsAt(text, 0, 4, year) || text.size() < 10 || text[4] != '-' || !digitsAt(text, 5, 2, month) ||
        text[7] != '-' || !digitsAt(text, 8, 2, day))
        return std::nullopt;
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        return std::nullopt;
    size_t at = 10;
    qint64 millis = 0;
    if (at < text.size() && (text[at] == 'T' || text[at] == 't' || text[at] == ' ')) {
        if (!digitsAt(text, at + 1, 2, hour) || at + 3 >= text.size() || text[at + 3] != ':' ||
            !digitsAt(text, at + 4, 2, minute))
            return std::nullopt;
        at += 6;
        if (at < text.size() && text[at] == ':') {
            if (!digitsAt(text, at + 1, 2, second))
                return std::nullopt;
            at += 3;
            if (at < text.size() && (text[at] == '.' || text[at] == ',')) {
                ++at;
                int digits = 0;
                while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
                    if (digits < 3)
                        millis = millis * 10 + (text[at] - '0');
                    ++digits;
                    ++at;
                }
                if (digits == 0)
                    return std::nullopt;
                for (int i = digits; i < 3; ++i)
                    millis *= 10;
            }
        }
        if (hour > 23 || minute > 59 || second > 60)
            return std::nullopt;
    }
    qint64 offsetMinutes = 0;
    if (at < text.size()) {
        const char zone = text[at];
        if ((zone == 'Z' || zone == 'z') && at + 1 == text.size()) {
            at += 1;
        } else if (zone == '+' || zone == '-') {
            int oh = 0, om = 0;
            if (!digitsAt(text, at + 1, 2, oh))
                return std::nullopt;
            size_t next = at + 3;
            if (next < text.size() && text[next] == ':')
                ++next;
            if (next < text.size()) {
                if (!digitsAt(text, next, 2, om))
                    return std::nullopt;
                next += 2;
            }
            if (next != text.size() || oh > 23 || om > 59)
                return std::nullopt;
            offsetMinutes = (oh * 60 + om) * (zone == '-' ? -1 : 1);
            at = next;
        } else {
            return std::nullopt;
        }
    }
    const qint64 seconds =
        daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
    return seconds * 1000 + millis;
}

qint64 epochNumberToMs(double value)
{
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e17)
        return qint64(std::floor(value / 1e6)); // nanoseconds
    if (magnitude >= 1e14)
        return qint64(std::floor(value / 1e3)); // microseconds
    if (magnitude >= 1e11)
        return qint64(std::floor(value));      // milliseconds
    return qint64(std::floor(value * 1000.0)); // seconds
}

} // namespace goldset::monitor
