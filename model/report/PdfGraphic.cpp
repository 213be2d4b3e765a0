#include "PdfGraphic.h"

namespace goldset::report {

namespace {

QByteArray colourOperands(PdfGraphic::Colour c)
{
    return pdf::number(c.r) + ' ' + pdf::number(c.g) + ' ' + pdf::number(c.b);
}

} // namespace

void PdfGraphic::fillRect(double x, double y, double w, double h, Colour colour)
{
    m_ops += colourOperands(colour) + " rg " + pdf::number(x) + ' ' + pdf::number(y) + ' ' + pdf::number(w) +
             ' ' + pdf::number(h) + " re f\n";
}

void PdfGraphic::strokeRect(double x, double y, double w, double h, Colour colour, double lineWidth)
{
    m_ops += colourOperands(colour) + " RG " + pdf::number(lineWidth) + " w [] 0 d " + pdf::number(x) + ' ' +
             pdf::number(y) + ' ' + pdf::number(w) + ' ' + pdf::number(h) + " re S\n";
}

void PdfGraphic::line(double x1, double y1, double x2, double y2, Colour colour, double lineWidth,
                      bool dashed)
{
    m_ops += colourOperands(colour) + " RG " + pdf::number(lineWidth) + " w " +
             (dashed ? QByteArray("[4 3] 0 d ") : QByteArray("[] 0 d ")) + pdf::number(x1) + ' ' +
             pdf::number(y1) + " m " + pdf::number(x2) + ' ' + pdf::number(y2) + " l S\n";
}

void PdfGraphic::text(double x, double y, const QString& text, pdf::Font font, double size, Colour colour,
                      Align align)
{
    const double width = pdf::textWidth(text, font, size);
    const double left = align == Align::Left ? x : align == Align::Centre ? x - width / 2 : x - width;
    m_ops += "BT " + colourOperands(colour) + " rg " + pdf::resourceName(font) + ' ' + pdf::number(size) +
             " Tf " + pdf::number(left) + ' ' + pdf::number(y) + " Td " + pdf::literalString(text) +
             " Tj ET\n";
}

void PdfGraphic::comment(const QString& text)
{
    // A comment runs to the end of the line: keep the text on one.
    QString oneLine = text;
    oneLine.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    m_ops += "% " + oneLine.toUtf8() + '\n';
}

} // namespace goldset::report
