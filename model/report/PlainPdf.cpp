#include "PlainPdf.h"

namespace goldset::report {

PlainPdf::Page& PlainPdf::pageWithRoom(double height)
{
    // A block taller than a page still gets a page of its own (and is cut at the bottom).
    if (m_pages.last().used > 0 && m_pages.last().used + height > kBodyHeight + 0.001)
        m_pages.append(Page{});
    return m_pages.last();
}

void PlainPdf::addLine(const QString& line)
{
    QString rest = line;
    do {
        // Wrap at the last space that leaves at least half a line, else in the word.
        qsizetype cut = kColumns;
        if (rest.size() > kColumns) {
            const qsizetype space = rest.lastIndexOf(QLatin1Char(' '), kColumns - 1);
            if (space > kColumns / 2)
                cut = space + 1;
        }
        Page& page = pageWithRoom(kLeading);
        page.used += kLeading;
        page.content += "BT " + pdf::resourceName(pdf::Font::Courier) + " 9 Tf " + pdf::number(kMargin) +
                        ' ' + pdf::number(kTop - page.used) + " Td " + pdf::literalString(rest.left(cut)) +
                        " Tj ET\n";
        rest = rest.mid(cut);
        if (!rest.isEmpty())
            rest.prepend(QLatin1String("  "));
    } while (!rest.isEmpty());
}

void PlainPdf::addGraphic(const PdfGraphic& graphic)
{
    Page& page = pageWithRoom(graphic.height());
    page.used += graphic.height();
    // Only a translation, so the block's own numbers stay as they are in the stream.
    page.content += "q 1 0 0 1 " + pdf::number(kMargin) + ' ' + pdf::number(kTop - page.used) + " cm\n" +
                    graphic.operators() + "Q\n";
}

void PlainPdf::keepRoom(double height)
{
    pageWithRoom(height);
}

void PlainPdf::pageBreak()
{
    if (m_pages.last().used > 0)
        m_pages.append(Page{});
}

QByteArray PlainPdf::toPdf() const
{
    QList<Page> pages = m_pages;
    if (pages.size() > 1 && pages.last().used == 0)
        pages.removeLast();
    // Objects: 1 catalog, 2 pages, 3.. the fonts, then per page: page object, content stream.
    const int firstPage = 3 + pdf::kFontCount;
    QList<QByteArray> objects;
    QByteArray kids;
    for (qsizetype p = 0; p < pages.size(); ++p)
        kids += QByteArray::number(firstPage + 2 * p) + " 0 R ";
    objects << "<< /Type /Catalog /Pages 2 0 R >>";
    objects << "<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(pages.size()) + " >>";
    QByteArray fonts;
    for (int f = 0; f < pdf::kFontCount; ++f) {
        const auto font = static_cast<pdf::Font>(f);
        objects << "<< /Type /Font /Subtype /Type1 /BaseFont /" + pdf::baseFontName(font) +
                       " /Encoding /WinAnsiEncoding >>";
        fonts += pdf::resourceName(font) + ' ' + QByteArray::number(3 + f) + " 0 R ";
    }
    for (qsizetype p = 0; p < pages.size(); ++p) {
        const QByteArray& content = pages[p].content;
        objects << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + pdf::number(kPageWidth) + ' ' +
                       pdf::number(kPageHeight) + "] /Resources << /Font << " + fonts + ">> >> /Contents " +
                       QByteArray::number(firstPage + 1 + 2 * p) + " 0 R >>";
        objects << "<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content +
                       "endstream";
    }
    QByteArray pdf("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
    QList<qsizetype> offsets;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        offsets << pdf.size();
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n" +
           QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

} // namespace goldset::report
