#pragma once

#include "domain/Entities.h"

#include <QDir>
#include <QStringList>
#include <functional>

class QWidget;

namespace goldset::ui {
class MainWindow;
}

namespace goldset::tools {

// Walks the main window through the demo project the way docs/USER_GUIDE.md tells a user to,
// and saves what each step shows as a PNG. Each step waits for the page's background work,
// so the pictures show results, not progress bars.
class ScreenshotTour
{
public:
    ScreenshotTour(ui::MainWindow& window, const QDir& outputDir);

    // Runs every step; false (with the reason in errors()) when a step could not be shown.
    bool run();
    QStringList written() const { return m_written; }
    QStringList errors() const { return m_errors; }

private:
    void datasetPage();
    void labellingPage();
    void reviewPage();
    void batchesPage();
    void runsPage();
    void dialogs();

    RowId questionId(const QString& externalId) const;
    void save(QWidget* widget, const QString& name);
    bool waitFor(const std::function<bool()>& done, const QString& what);
    static void settle(int milliseconds = 300);

    ui::MainWindow& m_window;
    QDir m_outputDir;
    QStringList m_written;
    QStringList m_errors;
};

} // namespace goldset::tools
