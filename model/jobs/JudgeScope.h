#pragma once

#include "core/Result.h"
#include "domain/Entities.h"
#include "jobs/JudgeJob.h"
#include "judge/VerdictPrompt.h"

#include <QHash>
#include <QList>
#include <QSet>

namespace goldset::storage {
class Project;
}

namespace goldset::jobs {

// The passages a run retrieved for a question, in rank order, each labelled with its chunk's
// external id (a stub chunk says its text is not available).
QList<judge::ContextPassage> retrievedPassages(storage::Project& project, RowId runId, RowId questionId);

// What a judge run has to do on a run, worked out once and shared by the job and its dry run:
// the answers, which of them still need their claims, which claims still need a verdict, and
// the prompts. A claim needs a verdict when this judge has no done item for it ("claim:<id>",
// written by the batched verdicts as by the judge before them) or when its verdict was made
// with a prompt template that is no longer the project's (the prompt hash decides).
class JudgeScope
{
public:
    struct Answer
    {
        Question question;
        QString text;
        bool claimsDone = false;
        QList<Claim> claims; // this judge's current claims, when claimsDone
    };

    static Result<JudgeScope> load(storage::Project& project, const JudgeOptions& options,
                                   const QSet<QString>& done);

    const QString& judgeName() const { return m_judgeName; }
    // What this run judges (judge::judgeMetric names): the options' --metrics, else everything
    // the run's data allows. Asking for citations of a run without them, or for relevancy
    // without an embedding model, is an error of load().
    const QSet<QString>& metrics() const { return m_metrics; }
    bool wants(const QString& metric) const { return m_metrics.contains(metric); }
    RowId runId() const { return m_runId; }
    const QList<Answer>& answers() const { return m_answers; }
    qint64 contextBudget() const { return m_budget; }
    const QString& claimsTemplate() const { return m_claimsTemplate; }
    const QString& verdictsTemplate() const { return m_verdictsTemplate; }
    QString verdictsHash() const;
    QString claimsHash() const;

    bool needsVerdict(const Claim& claim, const QSet<QString>& done) const;
    QList<Claim> claimsNeedingVerdicts(const QList<Claim>& claims, const QSet<QString>& done) const;
    // This judge's current claims of one answer, as stored now.
    QList<Claim> currentClaims(storage::Project& project, RowId questionId) const;

    static QString systemPrompt();
    QString claimsPrompt(const Answer& answer) const;
    QList<judge::ContextPassage> passages(storage::Project& project, RowId questionId) const;
    QString verdictsPrompt(const Question& question, const QStringList& claims,
                           const judge::PromptContexts& contexts, const QString& examples) const;

    static QString answerKey(const Question& question)
    {
        return QStringLiteral("answer:") + question.externalId;
    }
    static QString verdictsKey(const Question& question)
    {
        return QStringLiteral("verdicts:") + question.externalId;
    }
    static QString claimKey(RowId claimId) { return QStringLiteral("claim:%1").arg(claimId); }

private:
    RowId m_runId = 0;
    QSet<QString> m_metrics;
    QString m_judgeName;
    QString m_claimsTemplate;
    QString m_verdictsTemplate;
    QSet<QString> m_validVerdictHashes;
    bool m_rejudge = false;
    qint64 m_budget = judge::kDefaultContextBudgetTokens;
    QList<Answer> m_answers;
};

} // namespace goldset::jobs
