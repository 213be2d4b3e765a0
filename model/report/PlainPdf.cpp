#include "PlainPdf.h"

namespace goldset::report {

namespace {

// A PDF literal string: ( ) \ escaped, Latin-1 bytes, anything else '?'.
QByteArray pdfString(const QString& text)
{
    QByteArray out("(");
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == '(' || u == ')' || u == '\\') {
            out += '\\';
            out += static_cast<char>(u);
        } else if (u >= 0x20 && u < 0x7f) {
            out += static_cast<char>(u);
        } else if (u >= 0xa0 && u <= 0xff) {
            out += static_cast<char>(u);
        } else {
            out += '?';
        }
    }
    out += ')';
    return out;
}

} // namespace

void PlainPdf::addLine(const QString& line)
{
    QString rest = line;
    do {
        if (m_pages.last().size() >= kLinesPerPage)
            m_pages.append(QStringList{});
        m_pages.last().append(rest.left(kColumns));
        rest = rest.mid(kColumns);
        if (!rest.isEmpty())
            rest.prepend(QLatin1String("  "));
    } while (!rest.isEmpty());
}

void PlainPdf::pageBreak()
{
    if (!m_pages.last().isEmpty())
        m_pages.append(QStringList{});
}

QByteArray PlainPdf::toPdf() const
{
    QList<QStringList> pages = m_pages;
    if (pages.size() > 1 && pages.last().isEmpty())
        pages.removeLast();
    // Objects: 1 catalog, 2 pages, 3 font, then per page: page object, content stream.
    QList<QByteArray> objects;
    QByteArray kids;
    for (qsizetype p = 0; p < pages.size(); ++p)
        kids += QByteArray::number(4 + 2 * p) + " 0 R ";
    objects << "<< /Type /Catalog /Pages 2 0 R >>";
    objects << "<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(pages.size()) + " >>";
    objects << "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>";
    for (qsizetype p = 0; p < pages.size(); ++p) {
        QByteArray content = "BT /F1 9 Tf 11 TL 40 800 Td\n";
        for (const QString& line : pages[p])
            content += pdfString(line) + " Tj T*\n";
        content += "ET\n";
        objects
            << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >>"
               " /Contents " +
                   QByteArray::number(5 + 2 * p) + " 0 R >>";
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
