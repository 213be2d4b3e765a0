#pragma once

#include <QDialog>
#include <QElapsedTimer>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace goldset::jobs {
class BackgroundJob;
struct JobSummary;
} // namespace goldset::jobs

namespace goldset::ui {

// The one progress dialog of background jobs (generation, judging): a bar, "n of N, m errors,
// about X min left", and Cancel. Cancel asks the job to stop after the item it is writing;
// the dialog closes itself when the job has finished (cancelled or not).
class JobProgressDialog : public QDialog
{
    Q_OBJECT

public:
    JobProgressDialog(jobs::BackgroundJob* job, const QString& title, QWidget* parent = nullptr);

    QProgressBar* progressBar() const { return m_bar; }
    QLabel* detailLabel() const { return m_detail; }
    QPushButton* cancelButton() const { return m_cancel; }

    // Time left from the pace of this run: items done since the first report over the time
    // they took (items done by earlier runs do not count); nullopt until something was done.
    static std::optional<qint64> remainingMs(int doneAtStart, int done, int total, qint64 elapsedMs);
    // "12 of 40, 1 error, about 3 min left".
    static QString progressText(int done, int total, int errors, std::optional<qint64> remainingMs);

Q_SIGNALS:
    // Each update, for the status bar: "<title>: 12 of 40, ...".
    void statusMessage(const QString& message);

protected:
    void reject() override; // Esc and the window's close button cancel the job

private:
    void update(int done, int total, int errors);
    void showProgress();
    void cancelJob();

    jobs::BackgroundJob* m_job;
    QString m_title;
    QLabel* m_detail;
    QProgressBar* m_bar;
    QPushButton* m_cancel;
    QElapsedTimer m_clock;
    std::optional<int> m_doneAtStart;
    int m_done = 0;
    int m_total = 0;
    int m_errors = 0;
};

} // namespace goldset::ui
