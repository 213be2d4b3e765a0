#include "jobs/LexicalJudgeJob.h"

#include "judge/LexicalJudge.h"

namespace goldset::jobs {

LexicalJudgeJob::LexicalJudgeJob(QString projectPath, QString runName, QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_runName(std::move(runName))
{
}

JobSummary LexicalJudgeJob::execute(storage::Project& project, const CancelToken& cancel,
                                    const ProgressFunction& progress)
{
    JobSummary summary;
    summary.job = QStringLiteral("judge:%1:%2").arg(m_runName, judge::lexicalJudgeModel());
    int lastDone = 0;
    int lastTotal = 0;
    const auto result = judge::runLexicalJudge(project, m_runName, judge::kLexicalThreshold, &cancel,
                                               [&](int done, int total, int errors) {
                                                   lastDone = done;
                                                   lastTotal = total;
                                                   if (progress)
                                                       progress(done, total, errors);
                                               });
    if (!result) {
        summary.fatalError = result.error().toString();
        return summary;
    }
    // Every answer is judged again (the lexical judge is cheap), so this run processed them all.
    summary.total = lastTotal;
    summary.done = lastDone;
    summary.processed = lastDone;
    summary.cancelled = result->cancelled;
    summary.counters.insert(QStringLiteral("answers"), result->answers);
    summary.counters.insert(QStringLiteral("claims"), result->claims);
    summary.counters.insert(QStringLiteral("supported"), result->supported);
    if (result->meanFaithfulness)
        summary.counters.insert(QStringLiteral("faithfulness"), *result->meanFaithfulness);
    return summary;
}

} // namespace goldset::jobs
