#include "common/JobProgressDialog.h"

#include "jobs/BackgroundJob.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

namespace goldset::ui {

JobProgressDialog::JobProgressDialog(jobs::BackgroundJob* job, const QString& title, QWidget* parent)
    : QDialog(parent), m_job(job), m_title(title)
{
    setObjectName(QStringLiteral("jobProgressDialog"));
    setWindowTitle(title);
    setModal(true);
    auto* heading = new QLabel(title, this);
    heading->setTextFormat(Qt::PlainText);
    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("jobProgressBar"));
    m_bar->setRange(0, 0); // busy until the job says how much there is
    m_detail = new QLabel(tr("Starting…"), this);
    m_detail->setObjectName(QStringLiteral("jobProgressDetail"));
    m_detail->setTextFormat(Qt::PlainText);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("jobCancelButton"));
    connect(m_cancel, &QPushButton::clicked, this, &JobProgressDialog::cancelJob);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_bar);
    layout->addWidget(m_detail);
    layout->addLayout(buttons);
    setMinimumWidth(420);

    m_clock.start();
    // Once a second the time left counts down and the status bar message stays, also while a
    // slow model keeps the count where it is.
    auto* ticker = new QTimer(this);
    ticker->setInterval(1000);
    connect(ticker, &QTimer::timeout, this, [this] {
        if (m_doneAtStart)
            showProgress();
    });
    ticker->start();
    connect(job, &jobs::BackgroundJob::progress, this, &JobProgressDialog::update);
    connect(job, &jobs::BackgroundJob::finished, this, [this] { done(QDialog::Accepted); });
}

std::optional<qint64> JobProgressDialog::remainingMs(int doneAtStart, int done, int total, qint64 elapsedMs)
{
    const int doneNow = done - doneAtStart;
    if (doneNow <= 0 || elapsedMs <= 0 || total <= done)
        return done >= total && total > 0 ? std::optional<qint64>(0) : std::nullopt;
    const double perItem = static_cast<double>(elapsedMs) / doneNow;
    return static_cast<qint64>(std::llround(perItem * (total - done)));
}

QString JobProgressDialog::progressText(int done, int total, int errors, std::optional<qint64> remainingMs)
{
    QString text = tr("%1 of %2").arg(done).arg(total);
    text += QStringLiteral(", ") + (errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors));
    if (remainingMs && done < total) {
        const qint64 seconds = (*remainingMs + 999) / 1000;
        if (seconds < 60)
            text += QStringLiteral(", ") +
                    (seconds == 1 ? tr("about 1 second left") : tr("about %1 seconds left").arg(seconds));
        else
            text += QStringLiteral(", ") + tr("about %1 min left").arg((seconds + 59) / 60);
    }
    return text;
}

void JobProgressDialog::update(int done, int total, int errors)
{
    if (!m_doneAtStart) {
        m_doneAtStart = done;
        m_clock.restart();
    }
    m_done = done;
    m_total = total;
    m_errors = errors;
    m_bar->setRange(0, std::max(total, 1));
    m_bar->setValue(std::min(done, std::max(total, 1)));
    showProgress();
}

void JobProgressDialog::showProgress()
{
    const QString text = progressText(m_done, m_total, m_errors,
                                      remainingMs(*m_doneAtStart, m_done, m_total, m_clock.elapsed()));
    if (m_cancel->isEnabled())
        m_detail->setText(text);
    Q_EMIT statusMessage(tr("%1: %2").arg(m_title, text));
}

void JobProgressDialog::cancelJob()
{
    if (!m_cancel->isEnabled())
        return;
    m_job->cancel();
    m_cancel->setEnabled(false);
    m_detail->setText(tr("Cancelling: finishing the item being written…"));
    Q_EMIT statusMessage(tr("%1: cancelling").arg(m_title));
}

void JobProgressDialog::reject()
{
    // Closing the dialog must not leave a job running unseen: it cancels, and the dialog goes
    // away when the job has stopped.
    if (m_job->isRunning())
        cancelJob();
    else
        QDialog::reject();
}

} // namespace goldset::ui
