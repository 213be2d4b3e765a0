#pragma once

#include <QByteArray>
#include <QString>

namespace goldset::report::pdf {

// The base-14 fonts PlainPdf pages can use (no embedding, WinAnsi encoding). Each page's
// resources name them /F1, /F2, /F3 in this order.
enum class Font
{
    Courier,
    Helvetica,
    HelveticaBold
};
constexpr int kFontCount = 3;

QByteArray resourceName(Font font); // "/F1"
QByteArray baseFontName(Font font); // "Courier"

// A PDF literal string: ( ) \ escaped, Latin-1 bytes, anything else '?'.
QByteArray literalString(const QString& text);
// A number as content streams want it: at most two decimals, no trailing zeros ("12.5", "0").
QByteArray number(double value);
// The advance width of `text` in points, from the fonts' published AFM widths (characters
// outside Latin-1 count as the '?' they are written as).
double textWidth(const QString& text, Font font, double size);
// The longest start of `text` no wider than `width`, with "..." when it had to be cut.
QString elide(const QString& text, Font font, double size, double width);

} // namespace goldset::report::pdf
