#pragma once

#include "monitor/MonitorImport.h"

#include <QObject>
#include <QStringList>

class QWidget;

namespace goldset::jobs {
struct JobSummary;
}

namespace goldset::ui {

class JobLauncher;

// Imports production logs into the open project off the GUI thread (jobs::MonitorImportJob)
// under the progress dialog of background jobs, with Cancel. Each file's format is told from
// its first line (the plain log, OpenInference spans, a Langfuse export). A failure (a
// malformed line names file:line) is shown in a message box and nothing is imported.
class MonitorLogImport : public QObject
{
    Q_OBJECT

public:
    explicit MonitorLogImport(QWidget* dialogParent);

    // Without paths: flags the stored interactions again with the edited "I don't know" patterns.
    void start(const QString& projectPath, const QStringList& paths);
    bool isRunning() const;
    // The last import's error (file:line: message), empty when it succeeded.
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void statusMessage(const QString& message);
    void finished(bool imported);

private:
    void onFinished(const jobs::JobSummary& summary);

    QWidget* m_dialogParent;
    JobLauncher* m_launcher;
    QString m_lastError;
};

} // namespace goldset::ui
