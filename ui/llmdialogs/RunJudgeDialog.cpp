#include "llmdialogs/RunJudgeDialog.h"

#include "common/JobLauncher.h"
#include "jobs/JudgeJob.h"
#include "jobs/JudgePlan.h"
#include "jobs/LexicalJudgeJob.h"
#include "preferences/Preferences.h"
#include "shell/ProjectSession.h"
#include "storage/RunStore.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace goldset::ui {

RunJudgeDialog::RunJudgeDialog(ProjectSession* session, const QString& currentRun, QWidget* parent)
    : QDialog(parent), m_session(session), m_launcher(new JobLauncher(this))
{
    setObjectName(QStringLiteral("runJudgeDialog"));
    setWindowTitle(tr("Run Judge"));

    m_run = new QComboBox(this);
    m_run->setObjectName(QStringLiteral("judgeRun"));
    for (const Run& run : session->project().runs().runs())
        m_run->addItem(run.name);
    m_run->setCurrentIndex(std::max(0, m_run->findText(currentRun)));

    const llm::ChatSettings chat = preferences::chatSettings(&session->project().settings());
    m_llm = new QRadioButton(
        tr("&LLM judge: per answer, one request for its claims and one for their verdicts"), this);
    m_llm->setObjectName(QStringLiteral("judgeLlm"));
    m_endpoint = new QLabel(this);
    m_endpoint->setObjectName(QStringLiteral("judgeEndpoint"));
    m_endpoint->setTextFormat(Qt::PlainText);
    m_endpoint->setWordWrap(true);
    m_endpoint->setIndent(24);
    const bool llmReady = !chat.baseUrl.isEmpty() && !chat.model.isEmpty();
    m_endpoint->setText(llmReady ? tr("%1 at %2 (Edit → Preferences)").arg(chat.model, chat.baseUrl)
                                 : tr("No endpoint or model set: set them in Edit → Preferences → LLM."));
    m_onlyUnjudged = new QRadioButton(tr("&Only what this model has not judged yet (resumes)"), this);
    m_onlyUnjudged->setObjectName(QStringLiteral("judgeOnlyUnjudged"));
    m_allClaims =
        new QRadioButton(tr("&All claims again: new verdicts (claims and human reviews are kept)"), this);
    m_allClaims->setObjectName(QStringLiteral("judgeAllClaims"));
    m_onlyUnjudged->setChecked(true);
    m_aligned = new QCheckBox(tr("Ali&gned: show the judge the project's reviewed claims as worked examples "
                                 "(a judge of its own, compared on the Judge trust tab)"),
                              this);
    m_aligned->setObjectName(QStringLiteral("judgeAligned"));
    m_plan = new QLabel(this);
    m_plan->setObjectName(QStringLiteral("judgePlan"));
    m_plan->setTextFormat(Qt::PlainText);
    m_plan->setWordWrap(true);
    m_plan->setIndent(24);
    auto* scopeGroup = new QButtonGroup(this);
    scopeGroup->addButton(m_onlyUnjudged);
    scopeGroup->addButton(m_allClaims);

    m_lexical = new QRadioButton(tr("Le&xical judge, offline (no LLM): each sentence is a claim, supported "
                                    "when a retrieved sentence covers its words"),
                                 this);
    m_lexical->setObjectName(QStringLiteral("judgeLexical"));
    auto* kindGroup = new QButtonGroup(this);
    kindGroup->addButton(m_llm);
    kindGroup->addButton(m_lexical);
    (llmReady ? m_llm : m_lexical)->setChecked(true);

    auto* judgeBox = new QGroupBox(tr("Judge"), this);
    auto* judgeLayout = new QVBoxLayout(judgeBox);
    judgeLayout->addWidget(m_llm);
    judgeLayout->addWidget(m_endpoint);
    auto* scopeLayout = new QVBoxLayout;
    scopeLayout->setContentsMargins(24, 0, 0, 0);
    scopeLayout->addWidget(m_onlyUnjudged);
    scopeLayout->addWidget(m_allClaims);
    scopeLayout->addWidget(m_aligned);
    // The answer metrics to judge, each its own requests (DESIGN.md's names).
    auto* metricsRow = new QHBoxLayout;
    metricsRow->addWidget(new QLabel(tr("Judge for:"), this));
    const QList<std::pair<QString, QString>> metricNames = {
        {QStringLiteral("faithfulness"), tr("&faithfulness")},
        {QStringLiteral("nuggets"), tr("&nuggets")},
        {QStringLiteral("context_recall"), tr("context re&call")},
        {QStringLiteral("correctness"), tr("c&orrectness")}};
    for (const auto& [name, label] : metricNames) {
        auto* box = new QCheckBox(label, this);
        box->setObjectName(QStringLiteral("judgeMetric_") + name);
        box->setProperty("metric", name);
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, &RunJudgeDialog::updateState);
        metricsRow->addWidget(box);
        m_metricBoxes.append(box);
    }
    metricsRow->addStretch(1);
    scopeLayout->addLayout(metricsRow);
    judgeLayout->addLayout(scopeLayout);
    judgeLayout->addWidget(m_plan);
    judgeLayout->addWidget(m_lexical);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("judgeResult"));
    m_result->setTextFormat(Qt::PlainText);
    m_result->setWordWrap(true);
    m_result->setMinimumHeight(3 * m_result->fontMetrics().lineSpacing());
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* form = new QFormLayout;
    form->addRow(tr("&Run:"), m_run);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_judge = buttons->addButton(tr("&Judge"), QDialogButtonBox::ActionRole);
    m_judge->setObjectName(QStringLiteral("judgeButton"));
    m_judge->setDefault(true);
    connect(m_judge, &QPushButton::clicked, this, &RunJudgeDialog::judge);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(judgeBox);
    layout->addWidget(m_result, 1);
    layout->addWidget(buttons);
    resize(620, 360);

    connect(m_llm, &QRadioButton::toggled, this, &RunJudgeDialog::updateState);
    connect(m_run, &QComboBox::currentIndexChanged, this, &RunJudgeDialog::updateState);
    connect(m_allClaims, &QRadioButton::toggled, this, &RunJudgeDialog::updateState);
    connect(m_aligned, &QCheckBox::toggled, this, &RunJudgeDialog::updateState);
    connect(m_launcher, &JobLauncher::statusMessage, this, &RunJudgeDialog::statusMessage);
    connect(m_launcher, &JobLauncher::finished, this, &RunJudgeDialog::finished);
    updateState();
}

void RunJudgeDialog::updateState()
{
    const llm::ChatSettings chat = preferences::chatSettings(&m_session->project().settings());
    const bool llmReady = !chat.baseUrl.isEmpty() && !chat.model.isEmpty();
    m_onlyUnjudged->setEnabled(m_llm->isChecked());
    m_allClaims->setEnabled(m_llm->isChecked());
    m_aligned->setEnabled(m_llm->isChecked());
    for (QCheckBox* box : std::as_const(m_metricBoxes))
        box->setEnabled(m_llm->isChecked());
    updatePlan(llmReady);
    m_judge->setEnabled(
        m_run->count() > 0 && !m_launcher->isRunning() &&
        (m_lexical->isChecked() || (llmReady && !m_metricBoxes.isEmpty() &&
                                    std::any_of(m_metricBoxes.cbegin(), m_metricBoxes.cend(),
                                                [](const QCheckBox* b) { return b->isChecked(); }))));
    if (m_run->count() == 0)
        m_result->setText(tr("The project has no runs: import one first (File → Import)."));
}

void RunJudgeDialog::updatePlan(bool llmReady)
{
    // What the job would send, from the texts it would send: before anyone pays for it.
    m_plan->setVisible(m_llm->isChecked());
    if (!m_llm->isChecked() || m_run->count() == 0 || m_launcher->isRunning())
        return;
    jobs::JudgeOptions options;
    options.chat = preferences::chatSettings(&m_session->project().settings());
    if (!llmReady)
        options.chat.model = QStringLiteral("-");
    options.runName = m_run->currentText();
    options.rejudgeClaims = m_allClaims->isChecked();
    options.aligned = m_aligned->isChecked();
    options.metrics = chosenMetrics();
    const auto plan = jobs::planJudge(m_session->project(), options);
    if (!plan) {
        m_plan->setText(plan.error().message);
        return;
    }
    QString text =
        tr("Will send %1 requests (%2 for claims, %3 for verdicts), about %4 prompt and %5 completion "
           "tokens; %6 of %7 answers are judged already.")
            .arg(plan->requests())
            .arg(plan->claimsRequests)
            .arg(plan->verdictsRequests)
            .arg(QLocale().toString(plan->promptTokens), QLocale().toString(plan->completionTokens))
            .arg(plan->answersVerified)
            .arg(plan->answers);
    if (plan->contextsCut > 0)
        text += QLatin1Char(' ') + tr("%1 requests will have their contexts cut to %2 tokens.")
                                       .arg(plan->contextsCut)
                                       .arg(plan->contextBudget);
    m_plan->setText(text);
}

void RunJudgeDialog::judge()
{
    if (!m_session || m_launcher->isRunning() || m_run->currentText().isEmpty())
        return;
    m_runningRun = m_run->currentText();
    m_runningLexical = m_lexical->isChecked();
    m_judge->setEnabled(false);
    m_result->setText(tr("Judging…"));
    const QString path = m_session->path();
    const QString run = m_runningRun;
    if (m_runningLexical) {
        m_launcher->start(tr("Lexical judge on %1").arg(run), {}, false,
                          [path, run](const llm::ChatSettings&) {
                              return std::make_unique<jobs::LexicalJudgeJob>(path, run);
                          });
        return;
    }
    jobs::JudgeOptions options;
    options.chat = preferences::chatSettings(&m_session->project().settings());
    options.runName = run;
    options.rejudgeClaims = m_allClaims->isChecked();
    options.aligned = m_aligned->isChecked();
    options.metrics = chosenMetrics();
    m_launcher->start(tr("Judging %1 with %2").arg(run, options.judgeName()), options.chat, true,
                      [path, options](const llm::ChatSettings& chat) mutable {
                          options.chat = chat;
                          return std::make_unique<jobs::JudgeJob>(path, options);
                      });
}

QSet<QString> RunJudgeDialog::chosenMetrics() const
{
    QSet<QString> chosen;
    for (const QCheckBox* box : m_metricBoxes)
        if (box->isChecked())
            chosen.insert(box->property("metric").toString());
    // Every box: everything the run's data allows, as the CLI without --metrics.
    return chosen.size() == m_metricBoxes.size() ? QSet<QString>() : chosen;
}

QString RunJudgeDialog::summaryText(const jobs::JobSummary& summary, bool lexical)
{
    if (!summary.fatalError.isEmpty())
        return tr("The judge could not run: %1").arg(summary.fatalError);
    const auto& c = summary.counters;
    QStringList lines;
    QString first = tr("answers: %1").arg(c.value(QStringLiteral("answers"))) + QStringLiteral(", ") +
                    tr("claims: %1").arg(c.value(QStringLiteral("claims"))) + QStringLiteral(", ") +
                    tr("supported: %1").arg(c.value(QStringLiteral("supported")));
    if (c.contains(QStringLiteral("faithfulness")))
        first += QStringLiteral("; ") +
                 (lexical ? tr("mean faithfulness (lexical) %1") : tr("mean faithfulness %1"))
                     .arg(QString::number(c.value(QStringLiteral("faithfulness")), 'f', 3));
    lines << first + QLatin1Char('.');
    QString state =
        tr("%1 of %2 items done, %3 failed").arg(summary.done).arg(summary.total).arg(summary.errors);
    if (summary.cancelled)
        state += QStringLiteral(", ") + tr("cancelled: run again to resume");
    lines << state + QLatin1Char('.');
    if (!lexical && summary.requests > 0)
        lines << tr("Tokens this run: %1 prompt + %2 completion in %3 requests; the job so far: %4 + %5.")
                     .arg(QLocale().toString(summary.promptTokens),
                          QLocale().toString(summary.completionTokens))
                     .arg(summary.requests)
                     .arg(QLocale().toString(summary.jobPromptTokens),
                          QLocale().toString(summary.jobCompletionTokens));
    if (summary.answersWithoutUsage > 0)
        lines << tr("%1 answers did not say what they cost; the totals leave them out.")
                     .arg(summary.answersWithoutUsage);
    for (const QString& sample : summary.errorSamples)
        lines << tr("Error: %1").arg(sample);
    if (!summary.warnings.isEmpty())
        lines << tr("warnings: %1, e.g. %2").arg(summary.warnings.size()).arg(summary.warnings.first());
    return lines.join(QLatin1Char('\n'));
}

void RunJudgeDialog::finished(const jobs::JobSummary& summary)
{
    m_summary = summary;
    m_result->setText(summaryText(summary, m_runningLexical));
    if (m_session)
        m_session->notifyChanged(ProjectSession::Change::Runs);
    Q_EMIT statusMessage(
        tr("Judge on %1: %2")
            .arg(m_runningRun, summaryText(summary, m_runningLexical).section(QLatin1Char('\n'), 0, 0)));
    Q_EMIT judged(m_runningRun);
    updateState();
}

} // namespace goldset::ui
