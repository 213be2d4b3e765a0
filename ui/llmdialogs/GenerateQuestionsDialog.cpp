#include "llmdialogs/GenerateQuestionsDialog.h"

#include "common/JobLauncher.h"
#include "jobs/GenerationJob.h"
#include "llm/PromptTemplates.h"
#include "preferences/Preferences.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace goldset::ui {

GenerateQuestionsDialog::GenerateQuestionsDialog(ProjectSession* session, QList<RowId> documentIds,
                                                 QStringList chunkIds, QWidget* parent)
    : QDialog(parent), m_session(session), m_documentIds(std::move(documentIds)),
      m_chunkIds(std::move(chunkIds)), m_launcher(new JobLauncher(this))
{
    setObjectName(QStringLiteral("generateQuestionsDialog"));
    setWindowTitle(tr("Generate Questions"));

    const ProjectStats stats = session->project().stats();
    const qint64 allChunks = stats.chunks;
    const qint64 allDocuments = stats.documents;
    QString selection;
    if (!m_chunkIds.isEmpty())
        selection = (m_chunkIds.size() == 1 ? tr("The selected chunk")
                                            : tr("The %1 selected chunks").arg(m_chunkIds.size()));
    else if (!m_documentIds.isEmpty())
        selection = (m_documentIds.size() == 1
                         ? tr("The chunks of the selected document")
                         : tr("The chunks of the %1 selected documents").arg(m_documentIds.size()));
    m_selected = new QRadioButton(
        selection.isEmpty() ? tr("Selected chunks (select them in the Corpus tab)") : selection, this);
    m_selected->setObjectName(QStringLiteral("generateSelected"));
    m_selected->setEnabled(!selection.isEmpty());
    m_everything =
        new QRadioButton(tr("All %1 chunks of the %2 documents").arg(allChunks).arg(allDocuments), this);
    m_everything->setObjectName(QStringLiteral("generateEverything"));
    (selection.isEmpty() ? m_everything : m_selected)->setChecked(true);

    m_perChunk = new QSpinBox(this);
    m_perChunk->setObjectName(QStringLiteral("generatePerChunk"));
    m_perChunk->setRange(1, 20);
    m_perChunk->setValue(3);
    m_limit = new QSpinBox(this);
    m_limit->setObjectName(QStringLiteral("generateLimit"));
    m_limit->setRange(0, 1000000);
    m_limit->setSpecialValueText(tr("no limit"));
    m_limit->setSuffix(tr(" chunks"));
    m_limit->setToolTip(tr("At most this many chunks in this run, of those not done yet."));

    m_endpoint = new QLabel(this);
    m_endpoint->setObjectName(QStringLiteral("generateEndpoint"));
    m_endpoint->setTextFormat(Qt::PlainText);
    m_endpoint->setWordWrap(true);

    const QString templateText =
        llm::promptTemplate(session->project().settings(), llm::PromptKind::Questions);
    m_prompt = new QPlainTextEdit(templateText, this);
    m_prompt->setObjectName(QStringLiteral("generatePrompt"));
    m_prompt->setReadOnly(true);
    m_prompt->setLineWrapMode(QPlainTextEdit::NoWrap); // the template has its own line breaks
    m_prompt->setAccessibleName(tr("Prompt template"));
    m_promptHash =
        new QLabel(tr("Template hash %1 (each question records the hash of its own filled-in prompt).")
                       .arg(llm::promptHash(templateText)),
                   this);
    m_promptHash->setObjectName(QStringLiteral("generatePromptHash"));
    m_promptHash->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("generateResult"));
    m_result->setTextFormat(Qt::PlainText); // error texts quote the server
    m_result->setWordWrap(true);
    // Room for the summary from the start, so that the form above does not shrink when it comes.
    m_result->setMinimumHeight(3 * m_result->fontMetrics().lineSpacing());
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* scope = new QVBoxLayout;
    scope->addWidget(m_selected);
    scope->addWidget(m_everything);
    auto* form = new QFormLayout;
    form->addRow(tr("Chunks:"), scope);
    form->addRow(tr("&Questions per chunk:"), m_perChunk);
    form->addRow(tr("At &most:"), m_limit);
    form->addRow(tr("Model:"), m_endpoint);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_generate = buttons->addButton(tr("&Generate"), QDialogButtonBox::ActionRole);
    m_generate->setObjectName(QStringLiteral("generateButton"));
    m_generate->setDefault(true);
    connect(m_generate, &QPushButton::clicked, this, &GenerateQuestionsDialog::generate);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Prompt template of this project (read-only here):"), this));
    layout->addWidget(m_prompt, 1);
    layout->addWidget(m_promptHash);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
    resize(780, 600);

    connect(m_launcher, &JobLauncher::statusMessage, this, &GenerateQuestionsDialog::statusMessage);
    connect(m_launcher, &JobLauncher::finished, this, &GenerateQuestionsDialog::finished);
    updateEndpoint();
}

void GenerateQuestionsDialog::updateEndpoint()
{
    const llm::ChatSettings chat = preferences::chatSettings(&m_session->project().settings());
    const bool ready = !chat.baseUrl.isEmpty() && !chat.model.isEmpty();
    m_endpoint->setText(ready ? tr("%1 at %2, %3 requests at once (Edit → Preferences)")
                                    .arg(chat.model, chat.baseUrl)
                                    .arg(chat.concurrency)
                              : tr("No endpoint or model set: set them in Edit → Preferences → LLM."));
    m_generate->setEnabled(ready && !m_launcher->isRunning());
}

void GenerateQuestionsDialog::generate()
{
    if (!m_session || m_launcher->isRunning())
        return;
    jobs::GenerationOptions options;
    options.chat = preferences::chatSettings(&m_session->project().settings());
    if (m_selected->isChecked()) {
        options.chunkIds = m_chunkIds;
        options.documentIds = m_documentIds;
    }
    options.perChunk = m_perChunk->value();
    options.limit = m_limit->value() > 0 ? m_limit->value() : -1;
    m_generate->setEnabled(false);
    m_result->setText(tr("Generating…"));
    const QString path = m_session->path();
    m_launcher->start(tr("Generating questions"), options.chat, true,
                      [path, options](const llm::ChatSettings& chat) mutable {
                          options.chat = chat;
                          return std::make_unique<jobs::GenerationJob>(path, options);
                      });
}

QString GenerateQuestionsDialog::summaryText(const jobs::JobSummary& summary)
{
    if (!summary.fatalError.isEmpty())
        return tr("Nothing was generated: %1").arg(summary.fatalError);
    const int questions = int(summary.counters.value(QStringLiteral("questions")));
    QStringList lines;
    lines << (questions == 1 ? tr("Generated 1 draft question")
                             : tr("Generated %1 draft questions").arg(questions)) +
                 QStringLiteral(", ") +
                 (summary.errors == 1 ? tr("1 chunk failed") : tr("%1 chunks failed").arg(summary.errors)) +
                 (summary.cancelled ? QStringLiteral(", ") + tr("cancelled") : QString()) + QLatin1Char('.');
    lines << tr("%1 of %2 chunks are done; run again to do the rest.").arg(summary.done).arg(summary.total);
    for (const QString& sample : summary.errorSamples)
        lines << tr("Error: %1").arg(sample);
    if (summary.done == summary.total && summary.errors == 0)
        lines[1] = tr("All %1 chunks are done.").arg(summary.total);
    return lines.join(QLatin1Char('\n'));
}

void GenerateQuestionsDialog::finished(const jobs::JobSummary& summary)
{
    m_summary = summary;
    m_result->setText(summaryText(summary));
    if (m_session) {
        // New drafts and their generator labels: the Dataset table and the gold views reload.
        m_session->notifyChanged(ProjectSession::Change::Questions);
        m_session->notifyChanged(ProjectSession::Change::Labels);
    }
    Q_EMIT statusMessage(
        tr("Generate Questions: %1").arg(summaryText(summary).section(QLatin1Char('\n'), 0, 0)));
    Q_EMIT generated(summary);
    updateEndpoint();
}

} // namespace goldset::ui
