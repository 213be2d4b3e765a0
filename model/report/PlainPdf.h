#pragma once

#include <QByteArray>
#include <QStringList>

namespace goldset::report {

// A minimal PDF 1.4 writer for monospaced text pages (Courier, WinAnsi encoding), so that
// goldset-cli can write PDF reports while linking QtCore only (QPdfWriter needs QtGui).
// Characters outside Latin-1 are written as '?'; long lines are wrapped.
class PlainPdf
{
public:
    static constexpr int kColumns = 95; // Courier 9 pt on A4 with 40 pt margins
    static constexpr int kLinesPerPage = 70;

    void addLine(const QString& line);
    void pageBreak();
    QByteArray toPdf() const;

private:
    QList<QStringList> m_pages{QStringList{}};
};

} // namespace goldset::report
