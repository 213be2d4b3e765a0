#include "core/Heap.h"
#include "pdf/PdfText.h"
#include "reportpdf/PdfReport.h"
#include "shell/Application.h"
#include "shell/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[])
{
    goldset::core::tuneHeap(goldset::core::HeapUse::LongRunning);
    QApplication app(argc, argv);
    goldset::ui::setUpApplication(app);
    goldset::pdf::registerPdfTextExtractor();
    goldset::reportpdf::registerPdfReportWriter();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Gold sets for RAG evaluation."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("project"),
                                 QApplication::translate("main", "Project to open."));
    parser.process(app);

    goldset::ui::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        window.openProject(files.first());
    return QApplication::exec();
}
