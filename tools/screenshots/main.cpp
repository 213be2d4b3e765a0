// goldset-screenshots OUTPUT_DIR: writes the demo project to a temporary folder, opens it in
// Goldset's main window at 1400x900 and saves a PNG of every page and dialog into OUTPUT_DIR.
// Meant for QT_QPA_PLATFORM=offscreen (scripts/screenshots.sh sets it). GOLDSET_LANGUAGE
// (en, de, zh_CN, ja), GOLDSET_THEME (light, dark) and GOLDSET_SIZE (1280x800, ...) choose the
// language, the theme and the window size, for the contact sheet of scripts/screenshots.sh.
#include "ScreenshotTour.h"
#include "demo/DemoProject.h"
#include "shell/Application.h"
#include "shell/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: goldset-screenshots OUTPUT_DIR\n");
        return 2;
    }
    const QDir output(QString::fromLocal8Bit(argv[1]));
    if (!QDir().mkpath(output.absolutePath())) {
        std::fprintf(stderr, "goldset-screenshots: cannot create %s\n", argv[1]);
        return 1;
    }

    // Settings of its own, never the user's: English (or GOLDSET_LANGUAGE=de|zh_CN|ja, to review
    // a translation in the running app), annotator ana, default layout and theme.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Goldset"));
    QApplication::setApplicationName(QStringLiteral("Goldset"));
    {
        QSettings settings;
        settings.clear();
        settings.setValue(QStringLiteral("language"),
                          qEnvironmentVariable("GOLDSET_LANGUAGE", QStringLiteral("en")));
        settings.setValue(QStringLiteral("annotator"), QStringLiteral("ana"));
        const QString theme = qEnvironmentVariable("GOLDSET_THEME");
        if (!theme.isEmpty())
            settings.setValue(QStringLiteral("appearance/theme"), theme);
    }
    goldset::ui::setUpApplication(app);

    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("velora.goldset"));
    if (goldset::Status written = goldset::demo::writeDemoProject(project); !written) {
        std::fprintf(stderr, "goldset-screenshots: %s\n", qPrintable(written.error().toString()));
        return 1;
    }

    QSize size(1400, 900);
    if (const QStringList wh = qEnvironmentVariable("GOLDSET_SIZE").split(QLatin1Char('x')); wh.size() == 2)
        size = QSize(wh[0].toInt(), wh[1].toInt()).expandedTo(QSize(640, 480));
    goldset::ui::MainWindow window;
    window.resize(size);
    window.show();
    if (!window.openProject(project))
        return 1;
    window.resize(size);

    goldset::tools::ScreenshotTour tour(window, output);
    const bool ok = tour.run();
    for (const QString& path : tour.written())
        std::printf("%s\n", qPrintable(path));
    for (const QString& error : tour.errors())
        std::fprintf(stderr, "goldset-screenshots: %s\n", qPrintable(error));
    window.close();
    return ok ? 0 : 1;
}
