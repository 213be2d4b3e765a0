#pragma once

#include "PdfGraphic.h"
#include "ReportData.h"

#include <QList>

namespace goldset::report {

// The pairs of a report's comparison as a table for the PDF: metric, run A, run B, mean
// difference A - B, A's wins / ties / losses, Holm-adjusted randomization p and the verdict.
// Cut into blocks of at most kRowsPerBlock rows (each with the header) so that a long table
// spreads over pages.
class SignificancePdfTable
{
public:
    static constexpr int kRowsPerBlock = 60;
    static constexpr double kRowHeight = 11;

    // The first block is no taller than `firstHeight` (at least one row), to fill a page's rest.
    static QList<PdfGraphic> draw(const metrics::RunComparison& comparison, double firstHeight);
    static double heightOf(int rows) { return (rows + 1) * kRowHeight + 4; }
};

} // namespace goldset::report
