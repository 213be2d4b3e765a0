#pragma once

#include "jobs/BackgroundJob.h"
#include "llm/ChatSettings.h"

#include <QSet>

namespace goldset::jobs {

struct JudgeOptions
{
    llm::ChatSettings chat;
    QString runName;
    // New verdicts on every claim this judge extracted before, not only on those without one
    // (claims and their human reviews are kept; answers not split into claims yet are split).
    bool rejudgeClaims = false;
    // An aligned judge: its prompts carry reviewed claims of the project as worked examples
    // (judge/AlignmentExamples). It is a judge of its own, "<model>+aligned", compared with the
    // plain one on the Judge trust tab; it reuses the plain judge's claims where it has them.
    bool aligned = false;
    // Tokens of retrieved context per request; 0: the project's setting, else the default.
    qint64 contextBudgetTokens = 0;
    // The answer metrics to judge (DESIGN.md's names: faithfulness, nuggets, context_recall,
    // correctness, citations, relevancy; judge::JudgeMetricSet); empty: everything the run's
    // data allows (citations when the run has citations, relevancy when an embedding model is
    // set: JudgeScope::metrics()).
    QSet<QString> metrics;
    bool wants(const QString& metric) const { return metrics.isEmpty() || metrics.contains(metric); }
    bool asked(const QString& metric) const { return metrics.contains(metric); }

    QString judgeName() const { return aligned ? chat.model + QStringLiteral("+aligned") : chat.model; }
};

struct NuggetTasks;
// Which nugget items the options ask for (see NuggetJudge).
NuggetTasks nuggetTasks(const JudgeOptions& options);

// Judges a run's answers with an LLM, as a pipeline: one `claims` request per answer (its
// claims replace that judge's earlier claims of the answer), and as soon as they are stored,
// one `verdicts` request for all of the answer's claims that need a verdict, against the run's
// retrieved contexts for the question (each labelled with its chunk external id, cut to the
// context budget). Evidence ids that were not among the contexts are dropped with a warning.
// Job "judge:<run>:<judge>", items "answer:<question>", "verdicts:<question>" and, per claim
// judged, "claim:<claim row id>"; a second run does only the items not done.
class JudgeJob : public BackgroundJob
{
    Q_OBJECT

public:
    JudgeJob(QString projectPath, JudgeOptions options, QObject* parent = nullptr);

    static QString jobName(const QString& runName, const QString& judgeName)
    {
        return QStringLiteral("judge:%1:%2").arg(runName, judgeName);
    }

protected:
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    JudgeOptions m_options;
};

} // namespace goldset::jobs
