#pragma once

#include "domain/Citations.h"
#include "jobs/JobRunner.h"

#include <functional>

namespace goldset::storage {
class Project;
}

namespace goldset::judge {

// Answer relevancy as RAGAS computes it: the judge writes kRelevancyQuestions questions the
// answer would answer and flags a noncommittal answer (`relevancy_questions`, item
// "relevancy:<question>"); then the user's question and those questions are embedded in one
// {base}/embeddings request (item "embeddings:<question>", queued at once after the first)
// and the score is the mean cosine similarity of each generated question with the user's
// question; 0 for a noncommittal answer (no embeddings asked). An embedding of length zero
// makes the score undefined (null), never NaN.
constexpr int kRelevancyQuestions = 3;

class RelevancyWork
{
public:
    struct Answer
    {
        Question question;
        QString text;
        bool questionsDone = false; // the relevancy item is done: only its embeddings are missing
    };

    // `answers`: question and answer text of each answer of the run in scope.
    static RelevancyWork load(storage::Project& project, RowId runId, const QString& judgeName,
                              const QString& embeddingModel, const QList<QPair<Question, QString>>& answers,
                              const QSet<QString>& done);

    const QList<Answer>& answers() const { return m_answers; }
    qint64 alreadyDone() const { return m_alreadyDone; }
    QString prompt(const QString& answerText) const;
    static QString questionsKey(const Question& q) { return QStringLiteral("relevancy:") + q.externalId; }
    static QString embeddingsKey(const Question& q) { return QStringLiteral("embeddings:") + q.externalId; }

    QList<jobs::JobItem> items(storage::Project& project) const;

    // The RAGAS score from the embeddings: [user question, generated...]. nullopt: undefined.
    static std::optional<double> score(const std::vector<std::vector<double>>& embeddings, bool noncommittal);

private:
    jobs::JobItem embeddingsItem(storage::Project& project, const Question& question) const;

    RowId m_runId = 0;
    QString m_judge;
    QString m_embeddingModel;
    QString m_template;
    QString m_hash;
    qint64 m_alreadyDone = 0; // items
    QList<Answer> m_answers;
};

} // namespace goldset::judge
