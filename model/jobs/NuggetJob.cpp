#include "jobs/NuggetJob.h"

#include "jobs/JobRunner.h"
#include "jobs/NuggetJudge.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/SettingsStore.h"

namespace goldset::jobs {

NuggetJob::NuggetJob(QString projectPath, NuggetOptions options, QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_options(std::move(options))
{
}

JobSummary NuggetJob::execute(storage::Project& project, const CancelToken& cancel,
                              const ProgressFunction& progress)
{
    JobSummary summary;
    if (m_options.chat.model.isEmpty()) {
        summary.fatalError = QStringLiteral("no model set");
        return summary;
    }
    JobRunner runner(project, jobName(m_options.chat.model), m_options.chat, cancel, progress);
    bool ok = false;
    qint64 budget = project.settings().value(judge::contextBudgetSettingKey()).toLongLong(&ok);
    if (!ok || budget <= 0)
        budget = judge::kDefaultContextBudgetTokens;
    NuggetTasks tasks;
    tasks.propose = true;
    auto proposer = std::make_shared<NuggetJudge>(project, 0, m_options.chat.model, budget, tasks);

    QList<Question> questions;
    if (m_options.questionIds.isEmpty()) {
        questions = project.questions().list();
    } else {
        for (const QString& id : m_options.questionIds) {
            if (const auto q = project.questions().byExternalId(id))
                questions.append(*q);
            else
                summary.warnings.append(QStringLiteral("no question %1").arg(id));
        }
    }
    QList<JobItem> items;
    int withGroundTruth = 0;
    for (const Question& q : std::as_const(questions)) {
        if (q.groundTruth.trimmed().isEmpty())
            continue;
        ++withGroundTruth;
        if (!proposer->needsNuggets(q))
            continue;
        if (m_options.limit >= 0 && items.size() >= m_options.limit)
            break;
        int count = 0;
        items.append(proposer->answerItems(q, QString(), {}, count));
    }
    if (withGroundTruth < questions.size())
        summary.warnings.append(QStringLiteral("%1 questions have no ground truth to cut into nuggets")
                                    .arg(questions.size() - withGroundTruth));
    runner.addToScope(static_cast<int>(items.size()), 0);
    runner.run(std::move(items));
    runner.fillSummary(summary);
    summary.counters.insert(QStringLiteral("questions_given_nuggets"), proposer->counters().proposed);
    return summary;
}

} // namespace goldset::jobs
