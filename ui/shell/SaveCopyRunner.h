#pragma once

#include <QObject>

class QWidget;

namespace goldset::jobs {
struct JobSummary;
}

namespace goldset::ui {

class JobLauncher;

// File → Save a Copy As off the GUI thread (jobs::SaveCopyJob) under the progress dialog of
// background jobs: copying a project of gigabytes takes many seconds, and Cancel stops it
// with nothing left behind.
class SaveCopyRunner : public QObject
{
    Q_OBJECT

public:
    explicit SaveCopyRunner(QWidget* dialogParent);

    void start(const QString& projectPath, const QString& targetPath);
    bool isRunning() const;

Q_SIGNALS:
    void statusMessage(const QString& message);
    void failed(const QString& message);

private:
    void onFinished(const jobs::JobSummary& summary);

    JobLauncher* m_launcher;
    QString m_targetPath;
};

} // namespace goldset::ui
