#include "SignificancePdfTable.h"

#include <algorithm>

namespace goldset::report {

namespace {

using Colour = PdfGraphic::Colour;
using Align = PdfGraphic::Align;
using pdf::Font;

const Colour kCellText = Colour::rgb(0, 0, 0);
const Colour kRule = Colour::rgb(150, 150, 150);
const Colour kHighlight = Colour::rgb(255, 240, 192);

// Left edges (or right edges for numbers) and widths of the columns, in points.
struct Column
{
    QString title;
    double x;
    double width;
    Align align;
};

const QList<Column>& columns()
{
    static const QList<Column> c{{QStringLiteral("metric"), 0, 84, Align::Left},
                                 {QStringLiteral("run A"), 88, 80, Align::Left},
                                 {QStringLiteral("run B"), 172, 80, Align::Left},
                                 {QStringLiteral("mean A - B"), 298, 44, Align::Right},
                                 {QStringLiteral("W / T / L"), 306, 58, Align::Left},
                                 {QStringLiteral("p (Holm)"), 380, 40, Align::Right},
                                 {QStringLiteral("verdict"), 388, 127, Align::Left}};
    return c;
}

void row(PdfGraphic& g, double baseline, const QStringList& cells, Font font)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const Column& c = columns()[i];
        g.text(c.x, baseline, pdf::elide(cells[i], font, 8, c.width), font, 8, kCellText, c.align);
    }
}

} // namespace

QList<PdfGraphic> SignificancePdfTable::draw(const metrics::RunComparison& comparison, double firstHeight)
{
    QList<PdfGraphic> blocks;
    const auto& pairs = comparison.pairs();
    const int firstRows = std::clamp(static_cast<int>((firstHeight - 4) / kRowHeight) - 1, 1, kRowsPerBlock);
    for (std::size_t first = 0; first < pairs.size();) {
        const std::size_t rows =
            blocks.isEmpty() ? static_cast<std::size_t>(firstRows) : static_cast<std::size_t>(kRowsPerBlock);
        const std::size_t count = std::min(rows, pairs.size() - first);
        PdfGraphic g(515, heightOf(static_cast<int>(count)));
        double baseline = g.height() - 9;
        QStringList header;
        for (const Column& c : columns())
            header << c.title;
        row(g, baseline, header, Font::HelveticaBold);
        g.line(0, baseline - 3, 515, baseline - 3, kRule, 0.5);
        for (std::size_t i = first; i < first + count; ++i) {
            const metrics::RunComparison::Pair& pair = pairs[i];
            baseline -= kRowHeight;
            const QString& metric = comparison.metricNames()[pair.metric];
            if (pair.significant)
                g.fillRect(columns().last().x - 2, baseline - 3, 515 - columns().last().x + 2, kRowHeight,
                           kHighlight);
            g.comment(QStringLiteral("pair %1 %2 %3")
                          .arg(metric, comparison.runNames()[pair.runA], comparison.runNames()[pair.runB]));
            row(g, baseline,
                {metric, comparison.runNames()[pair.runA], comparison.runNames()[pair.runB],
                 differenceText(metric, pair),
                 QStringLiteral("%1 / %2 / %3")
                     .arg(pair.winTieLoss.wins)
                     .arg(pair.winTieLoss.ties)
                     .arg(pair.winTieLoss.losses),
                 pValueText(pair.randomizationHolm), pairVerdict(comparison, pair)},
                pair.significant ? Font::HelveticaBold : Font::Helvetica);
        }
        blocks << g;
        first += count;
    }
    return blocks;
}

} // namespace goldset::report
