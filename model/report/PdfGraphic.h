#pragma once

#include "PdfSyntax.h"

#include <QByteArray>
#include <QString>

namespace goldset::report {

// A block of vector drawing for a PlainPdf page: filled rectangles, lines (solid or dashed)
// and text, in points, with the origin at the block's bottom-left corner and y growing
// upwards (PDF's own convention, so the numbers in the content stream are the ones given
// here). PlainPdf places the block on a page with a translation only.
class PdfGraphic
{
public:
    struct Colour
    {
        double r = 0; // 0..1
        double g = 0;
        double b = 0;
        static Colour rgb(int red, int green, int blue) { return {red / 255.0, green / 255.0, blue / 255.0}; }
    };
    enum class Align
    {
        Left,
        Centre,
        Right
    };

    PdfGraphic(double width, double height) : m_width(width), m_height(height) {}

    double width() const { return m_width; }
    double height() const { return m_height; }
    const QByteArray& operators() const { return m_ops; }

    void fillRect(double x, double y, double w, double h, Colour colour);
    void strokeRect(double x, double y, double w, double h, Colour colour, double lineWidth = 0.5);
    void line(double x1, double y1, double x2, double y2, Colour colour, double lineWidth = 1,
              bool dashed = false);
    // `x` is the left edge, the centre or the right edge of the text as `align` says; `y` the
    // baseline.
    void text(double x, double y, const QString& text, pdf::Font font, double size, Colour colour,
              Align align = Align::Left);
    // A content-stream comment ("% chart ndcg_cut_10"): invisible, marks what follows for
    // readers of the stream (and tests).
    void comment(const QString& text);

private:
    double m_width;
    double m_height;
    QByteArray m_ops;
};

} // namespace goldset::report
