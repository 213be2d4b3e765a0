#pragma once

#include "domain/Nugget.h"
#include "jobs/JobRunner.h"
#include "judge/VerdictPrompt.h"

#include <QHash>
#include <memory>

namespace goldset::storage {
class Project;
}

namespace goldset::jobs {

// What a judge run asks about nuggets (issue 21), besides claims and their verdicts.
struct NuggetTasks
{
    bool propose = false;     // questions with a ground truth and no nuggets get proposed ones
    bool support = false;     // nugget_support: the answer against its question's nuggets
    bool recall = false;      // context_recall: the nuggets against the retrieved contexts
    bool correctness = false; // claim_correctness: the answer's claims against the nuggets
    bool any() const { return propose || support || recall || correctness; }
};

// The nugget items of one judge run on one run: one request per answer and kind (DESIGN.md's
// `nugget_support`, `context_recall`, `claim_correctness`), and `nuggets` for questions that
// have none yet. A verdict counts as done while the nugget's text and the prompt template are
// those it was made with: an expert's edit of a nugget makes the answers judged against it
// due again, and only those. Items are built lazily (prepare reads the current nuggets).
class NuggetJudge : public std::enable_shared_from_this<NuggetJudge>
{
public:
    struct Counters
    {
        int proposed = 0; // questions that got nuggets
        int support = 0;  // verdicts stored
        int context = 0;
        int claimLinks = 0;
        int contextsCut = 0;
        int evidenceDropped = 0;
    };

    NuggetJudge(storage::Project& project, RowId runId, QString judge, qint64 contextBudget,
                NuggetTasks tasks);

    const NuggetTasks& tasks() const { return m_tasks; }
    const Counters& counters() const { return m_counters; }
    QList<Nugget> nuggets(RowId questionId) const; // as stored now

    bool needsNuggets(const Question& question) const;
    bool needsSupport(RowId questionId) const;
    bool needsRecall(RowId questionId) const;
    // claims: this judge's current claims of the answer.
    bool needsCorrectness(RowId questionId, const QList<Claim>& claims) const;

    // The items an answer needs now: support and recall, and `others` (the answer's claims
    // items). When its question gets nuggets proposed first, all of them follow the proposal.
    // count: how many items that makes (follow-ups of the proposal included, not of others).
    QList<JobItem> answerItems(const Question& question, const QString& answerText,
                               const QList<JobItem>& others, int& count);
    // The claim_correctness item of an answer; currentClaims reads its claims when it leaves.
    JobItem correctnessItem(const Question& question, std::function<QList<Claim>()> currentClaims);

    // Prompts, for the items and the dry run.
    QString proposePrompt(const Question& question) const;
    QString supportPrompt(const Question& question, const QString& answerText,
                          const QList<Nugget>& nuggets) const;
    QString recallPrompt(const Question& question, const QList<Nugget>& nuggets,
                         const judge::PromptContexts& contexts) const;
    QString correctnessPrompt(const Question& question, const QStringList& claims,
                              const QList<Nugget>& nuggets) const;
    judge::PromptContexts contexts(RowId questionId) const;

    static QString proposeKey(const Question& q) { return QStringLiteral("nuggets:") + q.externalId; }
    static QString supportKey(const Question& q) { return QStringLiteral("nugget_support:") + q.externalId; }
    static QString recallKey(const Question& q) { return QStringLiteral("context_recall:") + q.externalId; }
    static QString correctnessKey(const Question& q)
    {
        return QStringLiteral("claim_correctness:") + q.externalId;
    }

private:
    JobItem proposeItem(const Question& question, const QString& answerText, const QList<JobItem>& then);
    JobItem supportItem(const Question& question, const QString& answerText);
    JobItem recallItem(const Question& question);
    bool fresh(const NuggetVerdict& verdict, const Nugget& nugget, const QString& hash) const;
    bool allFresh(RowId questionId, NuggetVerdictKind kind, const QString& hash) const;

    storage::Project& m_project;
    RowId m_runId = 0;
    QString m_judge;
    qint64 m_budget = 0;
    NuggetTasks m_tasks;
    QString m_proposeTemplate;
    QString m_supportTemplate;
    QString m_recallTemplate;
    QString m_correctnessTemplate;
    Counters m_counters;
};

} // namespace goldset::jobs
