#include "import/ImportRunPage.h"

#include "import/BackgroundImport.h"
#include "import/ImportWizard.h"
#include "shell/ProjectSession.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace goldset::ui {

ImportRunPage::ImportRunPage(ImportWizard* wizard) : m_wizard(wizard), m_import(new BackgroundImport(this))
{
    setTitle(tr("Importing"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_cancel = new QPushButton(tr("&Cancel Import"), this);
    connect(m_cancel, &QPushButton::clicked, this, &ImportRunPage::cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_cancel, 0, Qt::AlignLeft);
    layout->addStretch();
    connect(m_import, &BackgroundImport::progress, this, [this](qint64 done, qint64 total) {
        if (total > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(static_cast<int>(1000 * done / total));
        }
    });
    connect(m_import, &BackgroundImport::finished, this, &ImportRunPage::onFinished);
}

void ImportRunPage::initializePage()
{
    m_done = false;
    m_progress->setRange(0, 0);
    m_cancel->setEnabled(true);
    m_status->setText(
        tr("Reading %n file(s)...", nullptr, static_cast<int>(m_wizard->options().paths.size())));
    m_import->start(m_wizard->session()->path(), m_wizard->options());
}

bool ImportRunPage::isComplete() const
{
    return m_done;
}

bool ImportRunPage::isRunning() const
{
    return m_import->isRunning();
}

void ImportRunPage::cancel()
{
    m_status->setText(tr("Cancelling; the project stays as it was..."));
    m_cancel->setEnabled(false);
    m_import->cancel();
}

void ImportRunPage::onFinished(bool ok, const QString& summary, const QStringList& warnings)
{
    m_done = true;
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(ok ? 1 : 0);
    if (ok) {
        QString text = tr("Imported %1.").arg(summary);
        if (!warnings.isEmpty())
            text += QLatin1Char('\n') + warnings.join(QLatin1Char('\n'));
        m_status->setText(text);
        ProjectSession* session = m_wizard->session();
        for (auto change : {ProjectSession::Change::Corpus, ProjectSession::Change::Questions,
                            ProjectSession::Change::Labels, ProjectSession::Change::Runs})
            session->notifyChanged(change);
        Q_EMIT m_wizard->imported();
    } else {
        m_status->setText(tr("Nothing was imported: %1").arg(summary));
    }
    Q_EMIT completeChanged();
}

} // namespace goldset::ui
