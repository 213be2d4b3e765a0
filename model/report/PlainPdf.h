#pragma once

#include "PdfGraphic.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace goldset::report {

// A minimal PDF 1.4 writer, so that goldset-cli can write PDF reports while linking QtCore
// only (QPdfWriter needs QtGui). A4 pages of monospaced text lines (Courier 9 pt, WinAnsi;
// characters outside Latin-1 are written as '?'; long lines are wrapped) mixed with blocks of
// vector graphics (PdfGraphic: rectangles, lines, Helvetica or Courier text, colours), laid
// out top to bottom; what does not fit starts a new page.
class PlainPdf
{
public:
    static constexpr int kColumns = 95; // Courier 9 pt on A4 with 40 pt margins
    static constexpr int kLinesPerPage = 70;
    static constexpr double kLeading = 11;
    static constexpr double kPageWidth = 595;
    static constexpr double kPageHeight = 842;
    static constexpr double kMargin = 40;
    static constexpr double kTop = 811; // the first line's baseline is kTop - kLeading
    static constexpr double kBodyHeight = kLinesPerPage * kLeading;
    static constexpr double kBodyWidth = kPageWidth - 2 * kMargin;

    void addLine(const QString& line);
    // The block goes below what is on the page, at the left margin, or at the top of a new
    // page when it does not fit any more.
    void addGraphic(const PdfGraphic& graphic);
    void pageBreak();
    // Starts a new page unless `height` points still fit on this one: keeps a heading with
    // what follows it.
    void keepRoom(double height);
    double roomLeft() const { return kBodyHeight - m_pages.last().used; } // on the current page
    QByteArray toPdf() const;

private:
    struct Page
    {
        QByteArray content;
        double used = 0; // points from the top of the body
    };
    Page& pageWithRoom(double height);

    QList<Page> m_pages{Page{}};
};

} // namespace goldset::report
