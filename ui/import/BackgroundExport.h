#pragma once

#include "io/Export.h"

#include <QObject>

class QWidget;

namespace goldset::jobs {
struct JobSummary;
}

namespace goldset::ui {

class JobLauncher;

// Runs an export off the GUI thread (jobs::ExportJob) under the progress dialog of background
// jobs, with time left and Cancel; a failure is shown in a message box, the outcome in the
// status bar. A cancelled export leaves nothing at the path.
class BackgroundExport : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundExport(QWidget* dialogParent);

    void start(const QString& projectPath, const QString& format, const QString& outPath,
               const io::ExportOptions& options = {});
    bool isRunning() const;

Q_SIGNALS:
    void statusMessage(const QString& message);
    void finished(bool written);

private:
    void onFinished(const jobs::JobSummary& summary);

    QWidget* m_dialogParent;
    JobLauncher* m_launcher;
    QString m_outPath;
};

} // namespace goldset::ui
