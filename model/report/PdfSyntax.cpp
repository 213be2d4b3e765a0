#include "PdfSyntax.h"

#include <array>

namespace goldset::report::pdf {

namespace {

// Widths per 1000 em of WinAnsi codes 32..126 and 160..255, from Adobe's Helvetica and
// Helvetica-Bold AFM files (Courier is 600 throughout).
constexpr std::array<short, 95> kHelveticaAscii{
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333,  278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,  611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278,  556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,  500, 334, 260, 334, 584};
constexpr std::array<short, 96> kHelveticaLatin1{
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,  333,
    333, 578, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722,
    667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722,  722,
    722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278,  278,
    556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500};
constexpr std::array<short, 95> kHelveticaBoldAscii{
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
    611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
    278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584};
constexpr std::array<short, 96> kHelveticaBoldLatin1{
    278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,  333,
    333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722,
    667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722,  722,
    722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278,  278,
    611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556};

// The byte a character is written as (see literalString).
char16_t writtenAs(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x20 && u < 0x7f) || (u >= 0xa0 && u <= 0xff) ? u : char16_t('?');
}

int glyphWidth(char16_t code, Font font)
{
    if (font == Font::Courier)
        return 600;
    const bool bold = font == Font::HelveticaBold;
    if (code >= 0xa0)
        return (bold ? kHelveticaBoldLatin1 : kHelveticaLatin1)[code - 0xa0];
    return (bold ? kHelveticaBoldAscii : kHelveticaAscii)[code - 0x20];
}

} // namespace

QByteArray resourceName(Font font)
{
    return "/F" + QByteArray::number(static_cast<int>(font) + 1);
}

QByteArray baseFontName(Font font)
{
    switch (font) {
    case Font::Courier:
        return "Courier";
    case Font::Helvetica:
        return "Helvetica";
    case Font::HelveticaBold:
        return "Helvetica-Bold";
    }
    return "Courier";
}

QByteArray literalString(const QString& text)
{
    QByteArray out("(");
    for (const QChar c : text) {
        const char16_t u = writtenAs(c);
        if (u == '(' || u == ')' || u == '\\')
            out += '\\';
        out += static_cast<char>(u);
    }
    out += ')';
    return out;
}

QByteArray number(double value)
{
    QByteArray text = QByteArray::number(value, 'f', 2);
    if (text.contains('.')) {
        while (text.endsWith('0'))
            text.chop(1);
        if (text.endsWith('.'))
            text.chop(1);
    }
    return text == "-0" ? QByteArray("0") : text;
}

double textWidth(const QString& text, Font font, double size)
{
    int units = 0;
    for (const QChar c : text)
        units += glyphWidth(writtenAs(c), font);
    return units * size / 1000.0;
}

QString elide(const QString& text, Font font, double size, double width)
{
    if (textWidth(text, font, size) <= width)
        return text;
    const QString dots = QStringLiteral("...");
    QString cut = text;
    while (!cut.isEmpty() && textWidth(cut + dots, font, size) > width)
        cut.chop(1);
    return cut + dots;
}

} // namespace goldset::report::pdf
