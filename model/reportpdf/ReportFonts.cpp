#include "ReportFonts.h"

#include <QFontDatabase>
#include <QMutex>

namespace goldset::reportpdf {

namespace {

QStringList pickFamilies()
{
    const QStringList installed = QFontDatabase::families();
    QStringList families;
    for (const QString& latin :
         {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"), QStringLiteral("Liberation Sans")}) {
        if (installed.contains(latin)) {
            families << latin;
            break;
        }
    }
    if (families.isEmpty())
        families << QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    for (const QString& cjk : kCjkFamilies) {
        if (installed.contains(cjk))
            families << cjk;
    }
    return families;
}

} // namespace

QStringList reportFontFamilies()
{
    // The font database is asked once; reports are also written off the GUI thread.
    static QMutex mutex;
    static QStringList families;
    const QMutexLocker lock(&mutex);
    if (families.isEmpty())
        families = pickFamilies();
    return families;
}

QFont reportFont(double pointSize, bool bold)
{
    QFont font;
    font.setFamilies(reportFontFamilies());
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    // Outlines as designed: the PDF is scaled by its reader, hinting would only skew widths.
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

} // namespace goldset::reportpdf
