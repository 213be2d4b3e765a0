#include "pdf/PdfText.h"

#include <QPdfDocument>
#include <QPdfSelection>

namespace goldset::pdf {

namespace {

QString loadProblem(QPdfDocument::Error error)
{
    switch (error) {
    case QPdfDocument::Error::FileNotFound:
        return QStringLiteral("the file cannot be found");
    case QPdfDocument::Error::InvalidFileFormat:
        return QStringLiteral("this is not a valid PDF file");
    case QPdfDocument::Error::IncorrectPassword:
        return QStringLiteral("the PDF is protected by a password");
    case QPdfDocument::Error::UnsupportedSecurityScheme:
        return QStringLiteral("the PDF uses an unsupported security scheme");
    case QPdfDocument::Error::DataNotYetAvailable:
    case QPdfDocument::Error::Unknown:
    case QPdfDocument::Error::None:
        break;
    }
    return QStringLiteral("the PDF cannot be read");
}

} // namespace

Result<io::ExtractedText> extractPdfText(const QString& path)
{
    QPdfDocument document;
    const QPdfDocument::Error error = document.load(path);
    if (error != QPdfDocument::Error::None)
        return Error{loadProblem(error), path};
    io::ExtractedText extracted;
    extracted.title = document.metaData(QPdfDocument::MetaDataField::Title).toString();
    QStringList pages;
    for (int page = 0; page < document.pageCount(); ++page) {
        // PDF text comes with CR LF line ends; the chunker splits on sentences, not lines.
        QString text = document.getAllText(page).text();
        text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
        if (!text.trimmed().isEmpty())
            pages << text.trimmed();
    }
    document.close();
    if (pages.isEmpty())
        return Error{QStringLiteral("the PDF has no text layer (a scan?): nothing to import"), path};
    extracted.text = pages.join(QStringLiteral("\n\n"));
    return extracted;
}

void registerPdfTextExtractor()
{
    io::registerTextExtractor(QStringLiteral("pdf"), &extractPdfText);
}

} // namespace goldset::pdf
