#include "llmdialogs/ProposeNuggetsDialog.h"

#include "common/JobLauncher.h"
#include "jobs/NuggetJob.h"
#include "preferences/Preferences.h"
#include "shell/ProjectSession.h"
#include "storage/NuggetStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace goldset::ui {

ProposeNuggetsDialog::ProposeNuggetsDialog(ProjectSession* session, std::optional<RowId> questionId,
                                           QWidget* parent)
    : QDialog(parent), m_session(session), m_launcher(new JobLauncher(this))
{
    setObjectName(QStringLiteral("proposeNuggetsDialog"));
    setWindowTitle(tr("Propose Nuggets"));
    storage::Project& project = session->project();
    int selectedHas = 0;
    if (questionId)
        if (const auto question = project.questions().byId(*questionId)) {
            m_questionName = question->externalId;
            selectedHas = int(project.nuggets().forQuestion(question->id).size());
        }
    const qint64 without = project.questions().count() - project.nuggets().countsByQuestion().size();

    m_selected =
        new QRadioButton(m_questionName.isEmpty() ? tr("The selected question (select one in the table)")
                                                  : tr("The selected question, %1").arg(m_questionName),
                         this);
    m_selected->setObjectName(QStringLiteral("proposeSelected"));
    m_selected->setEnabled(!m_questionName.isEmpty() && selectedHas == 0);
    if (selectedHas > 0)
        m_selected->setToolTip(tr("%1 has nuggets already; they are never replaced.").arg(m_questionName));
    m_everything =
        new QRadioButton(tr("Every question with a ground truth and no nuggets yet (%n question(s) "
                            "without nuggets)",
                            nullptr, int(without)),
                         this);
    m_everything->setObjectName(QStringLiteral("proposeEverything"));
    (m_selected->isEnabled() ? m_selected : m_everything)->setChecked(true);

    m_limit = new QSpinBox(this);
    m_limit->setObjectName(QStringLiteral("proposeLimit"));
    m_limit->setRange(0, 1000000);
    m_limit->setSpecialValueText(tr("no limit"));
    m_limit->setSuffix(tr(" questions"));
    m_limit->setToolTip(tr("At most this many questions in this run, of those not done yet."));

    m_endpoint = new QLabel(this);
    m_endpoint->setObjectName(QStringLiteral("proposeEndpoint"));
    m_endpoint->setTextFormat(Qt::PlainText);
    m_endpoint->setWordWrap(true);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("proposeResult"));
    m_result->setTextFormat(Qt::PlainText); // error texts quote the server
    m_result->setWordWrap(true);
    m_result->setMinimumHeight(3 * m_result->fontMetrics().lineSpacing());
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* scope = new QVBoxLayout;
    scope->addWidget(m_selected);
    scope->addWidget(m_everything);
    auto* form = new QFormLayout;
    form->addRow(tr("Questions:"), scope);
    form->addRow(tr("At &most:"), m_limit);
    form->addRow(tr("Model:"), m_endpoint);
    auto* note = new QLabel(tr("Each question's ground truth (and its gold chunks) is split into short "
                               "facts, vital or okay, stored as drafts for you to edit and accept."),
                            this);
    note->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_propose = buttons->addButton(tr("&Propose"), QDialogButtonBox::ActionRole);
    m_propose->setObjectName(QStringLiteral("proposeButton"));
    m_propose->setDefault(true);
    connect(m_propose, &QPushButton::clicked, this, &ProposeNuggetsDialog::propose);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
    resize(620, 320);

    connect(m_launcher, &JobLauncher::statusMessage, this, &ProposeNuggetsDialog::statusMessage);
    connect(m_launcher, &JobLauncher::finished, this, &ProposeNuggetsDialog::finished);
    updateEndpoint();
}

void ProposeNuggetsDialog::updateEndpoint()
{
    const llm::ChatSettings chat = preferences::chatSettings(&m_session->project().settings());
    const bool ready = !chat.baseUrl.isEmpty() && !chat.model.isEmpty();
    m_endpoint->setText(ready ? tr("%1 at %2, %3 requests at once (Edit → Preferences)")
                                    .arg(chat.model, chat.baseUrl)
                                    .arg(chat.concurrency)
                              : tr("No endpoint or model set: set them in Edit → Preferences → LLM."));
    m_propose->setEnabled(ready && !m_launcher->isRunning() && !m_session->isReadOnly());
}

void ProposeNuggetsDialog::propose()
{
    if (!m_session || m_launcher->isRunning())
        return;
    jobs::NuggetOptions options;
    options.chat = preferences::chatSettings(&m_session->project().settings());
    if (m_selected->isChecked() && !m_questionName.isEmpty())
        options.questionIds = {m_questionName};
    options.limit = m_limit->value() > 0 ? m_limit->value() : -1;
    m_propose->setEnabled(false);
    m_result->setText(tr("Proposing…"));
    const QString path = m_session->path();
    m_launcher->start(tr("Proposing nuggets"), options.chat, true,
                      [path, options](const llm::ChatSettings& chat) mutable {
                          options.chat = chat;
                          return std::make_unique<jobs::NuggetJob>(path, options);
                      });
}

QString ProposeNuggetsDialog::summaryText(const jobs::JobSummary& summary)
{
    if (!summary.fatalError.isEmpty())
        return tr("Nothing was proposed: %1").arg(summary.fatalError);
    const int given = int(summary.counters.value(QStringLiteral("questions_given_nuggets")));
    QStringList lines;
    lines << tr("Proposed nuggets for %n question(s)", nullptr, given) + QStringLiteral(", ") +
                 tr("%n question(s) failed", nullptr, summary.errors) +
                 (summary.cancelled ? QStringLiteral(", ") + tr("cancelled") : QString()) + QLatin1Char('.');
    lines << (summary.done == summary.total && summary.errors == 0
                  ? tr("All %1 questions are done.").arg(summary.total)
                  : tr("%1 of %2 questions are done; run again to do the rest.")
                        .arg(summary.done)
                        .arg(summary.total));
    for (const QString& sample : summary.errorSamples)
        lines << tr("Error: %1").arg(sample);
    return lines.join(QLatin1Char('\n'));
}

void ProposeNuggetsDialog::finished(const jobs::JobSummary& summary)
{
    m_summary = summary;
    m_result->setText(summaryText(summary));
    if (m_session) // new drafts: the nugget lists and counts reload
        m_session->notifyChanged(ProjectSession::Change::Questions);
    Q_EMIT statusMessage(
        tr("Propose Nuggets: %1").arg(summaryText(summary).section(QLatin1Char('\n'), 0, 0)));
    updateEndpoint();
}

} // namespace goldset::ui
