#pragma once

#include "domain/Citations.h"
#include "jobs/JobRunner.h"

#include <QHash>
#include <QSet>
#include <functional>
#include <memory>

namespace goldset::storage {
class Project;
}

namespace goldset::judge {

// The `citation_checks` work of a judge run (ALCE's citation recall and precision): one
// request per answer with cited statements, numbering the statements that still need a check
// of this judge (none, or one made with another prompt template), each followed by the texts
// of the chunks it cites. Statements without citations, and statements citing a chunk that
// was not retrieved for the question, are never sent: the first count as unsupported, the
// second are flagged (CitationScores) without asking the model. Item "citations:<question>".
class CitationWork
{
public:
    struct Answer
    {
        Question question;
        QList<Statement> toCheck;
    };

    static CitationWork load(storage::Project& project, RowId runId, const QString& judgeName,
                             const QList<Question>& questions, qint64 contextBudget);

    const QList<Answer>& answers() const { return m_answers; }
    qint64 answersWithStatements() const { return m_withStatements; }
    const QString& promptHash() const { return m_hash; }
    static QString itemKey(const Question& question)
    {
        return QStringLiteral("citations:") + question.externalId;
    }

    // A statement the judge can be asked about: it cites something, and only retrieved chunks.
    static bool askable(const Statement& statement, const QSet<QString>& retrieved);
    // The prompt for some statements of an answer (their cited chunks' texts read from the project).
    QString prompt(storage::Project& project, const Question& question,
                   const QList<Statement>& statements) const;

    // One job item per answer with statements to check.
    QList<jobs::JobItem> items(storage::Project& project, std::function<void(const QString&)> warn) const;

private:
    RowId m_runId = 0;
    QString m_judge;
    QString m_template;
    QString m_hash;
    qint64 m_budget = 0;
    qint64 m_withStatements = 0;
    QList<Answer> m_answers;
};

} // namespace goldset::judge
