#pragma once

#include "jobs/BackgroundJob.h"
#include "llm/ChatSettings.h"

namespace goldset::jobs {

struct JudgeOptions
{
    llm::ChatSettings chat;
    QString runName;
    // New verdicts on every claim this model extracted before, not only on those without one
    // (claims and their human reviews are kept; answers not split into claims yet are split).
    bool rejudgeClaims = false;
};

// Issue 5: judges a run's answers with an LLM. First one `claims` request per answer (its
// claims replace that judge's earlier claims of the answer), then one `verdict` request per
// claim against the run's retrieved contexts for the question, each labelled with its chunk
// external id. Evidence ids that were not among the contexts are dropped with a warning.
// Job "judge:<run>:<model>", items "answer:<question external id>" and "claim:<claim row id>";
// a second run does only the items not done.
class JudgeJob : public BackgroundJob
{
    Q_OBJECT

public:
    JudgeJob(QString projectPath, JudgeOptions options, QObject* parent = nullptr);

    static QString jobName(const QString& runName, const QString& model)
    {
        return QStringLiteral("judge:%1:%2").arg(runName, model);
    }

protected:
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    JudgeOptions m_options;
};

} // namespace goldset::jobs
