#include "storage/CitationStore.h"

#include "storage/Project.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace goldset::storage {
namespace {

QString idListJson(const QStringList& ids)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(ids)).toJson(QJsonDocument::Compact));
}

QStringList idListFrom(const QString& json)
{
    QStringList result;
    for (const QJsonValue& v : QJsonDocument::fromJson(json.toUtf8()).array())
        result.append(v.toString());
    return result;
}

// " AND s.question_id = ?" when one question is asked.
QString questionFilter(std::optional<RowId> questionId, const char* column)
{
    return questionId ? QStringLiteral(" AND %1 = ?").arg(QLatin1String(column)) : QString();
}

constexpr auto kStatementColumns = "s.id, s.run_id, s.question_id, s.ordinal, s.text, s.citations";

Statement statementFrom(const QSqlQuery& q)
{
    Statement s;
    s.id = q.value(0).toLongLong();
    s.runId = q.value(1).toLongLong();
    s.questionId = q.value(2).toLongLong();
    s.ordinal = q.value(3).toInt();
    s.text = q.value(4).toString();
    s.citations = idListFrom(q.value(5).toString());
    return s;
}

RelevancyJudgement relevancyFrom(const QSqlQuery& q)
{
    RelevancyJudgement r;
    r.runId = q.value(0).toLongLong();
    r.questionId = q.value(1).toLongLong();
    r.judgeModel = q.value(2).toString();
    r.noncommittal = q.value(3).toBool();
    r.questions = idListFrom(q.value(4).toString());
    r.embeddingModel = q.value(5).toString();
    if (!q.value(6).isNull())
        r.score = q.value(6).toDouble();
    r.promptHash = q.value(7).toString();
    return r;
}

constexpr auto kRelevancyColumns =
    "run_id, question_id, judge_model, noncommittal, questions, embedding_model, score, prompt_hash";

} // namespace

Status CitationStore::replaceStatements(RowId runId, RowId questionId, const QList<Statement>& statements)
{
    const QList<Statement> existing = this->statements(runId, questionId);
    if (existing.size() == statements.size()) {
        bool same = true;
        for (qsizetype i = 0; i < statements.size() && same; ++i)
            same = existing[i].text == statements[i].text && existing[i].citations == statements[i].citations;
        if (same)
            return {};
    }
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM statement WHERE run_id = ? AND question_id = ?"));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    if (Status done = exec(q); !done)
        return done.error();
    q.prepare(QStringLiteral(
        "INSERT INTO statement(run_id, question_id, ordinal, text, citations) VALUES (?, ?, ?, ?, ?)"));
    int ordinal = 0;
    for (const Statement& s : statements) {
        q.addBindValue(runId);
        q.addBindValue(questionId);
        q.addBindValue(ordinal++);
        q.addBindValue(notNull(s.text));
        q.addBindValue(idListJson(s.citations));
        if (Status done = exec(q); !done)
            return done.error();
    }
    return {};
}

QList<Statement> CitationStore::statements(RowId runId, RowId questionId) const
{
    return statementsOfRun(runId, questionId);
}

QList<Statement> CitationStore::statementsOfRun(RowId runId, std::optional<RowId> questionId) const
{
    QList<Statement> result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT %1 FROM statement s WHERE s.run_id = ?%2 ORDER BY s.question_id, s.ordinal")
            .arg(QLatin1String(kStatementColumns), questionFilter(questionId, "s.question_id")));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec())
        while (q.next())
            result.append(statementFrom(q));
    return result;
}

bool CitationStore::runHasStatements(RowId runId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT 1 FROM statement WHERE run_id = ? LIMIT 1"));
    q.addBindValue(runId);
    return q.exec() && q.next();
}

Status CitationStore::setCheck(const CitationCheck& check)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("INSERT INTO citation_check(statement_id, judge_model, entailed, unnecessary, "
                             "prompt_hash, checked_at)"
                             " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(statement_id, judge_model) DO UPDATE SET"
                             " entailed = excluded.entailed, unnecessary = excluded.unnecessary,"
                             " prompt_hash = excluded.prompt_hash, checked_at = excluded.checked_at"));
    q.addBindValue(check.statementId);
    q.addBindValue(notNull(check.judgeModel));
    q.addBindValue(check.verdict.entailed ? 1 : 0);
    q.addBindValue(idListJson(check.verdict.unnecessary));
    q.addBindValue(notNull(check.promptHash));
    q.addBindValue(nowText());
    return exec(q);
}

QHash<RowId, CitationCheck> CitationStore::checks(RowId runId, const QString& judgeModel,
                                                  std::optional<RowId> questionId) const
{
    QHash<RowId, CitationCheck> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT c.statement_id, c.entailed, c.unnecessary, c.prompt_hash"
                             " FROM citation_check c JOIN statement s ON s.id = c.statement_id"
                             " WHERE s.run_id = ? AND c.judge_model = ?%1")
                  .arg(questionFilter(questionId, "s.question_id")));
    q.addBindValue(runId);
    q.addBindValue(judgeModel);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next()) {
            CitationCheck c;
            c.statementId = q.value(0).toLongLong();
            c.judgeModel = judgeModel;
            c.verdict.entailed = q.value(1).toBool();
            c.verdict.unnecessary = idListFrom(q.value(2).toString());
            c.promptHash = q.value(3).toString();
            result.insert(c.statementId, c);
        }
    }
    return result;
}

QStringList CitationStore::checkJudges(RowId runId) const
{
    QStringList result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT DISTINCT c.judge_model FROM citation_check c"
                             " JOIN statement s ON s.id = c.statement_id WHERE s.run_id = ? ORDER BY 1"));
    q.addBindValue(runId);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toString());
    return result;
}

Status CitationStore::setReview(RowId statementId, RowId annotatorId, const CitationVerdict& verdict,
                                const QString& note, bool blind)
{
    const QString now = nowText();
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "INSERT INTO citation_review(statement_id, annotator_id, entailed, unnecessary, note, blind,"
        " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(statement_id, annotator_id) DO UPDATE SET entailed = excluded.entailed,"
        " unnecessary = excluded.unnecessary, note = excluded.note, blind = excluded.blind,"
        " updated_at = excluded.updated_at"));
    q.addBindValue(statementId);
    q.addBindValue(annotatorId);
    q.addBindValue(verdict.entailed ? 1 : 0);
    q.addBindValue(idListJson(verdict.unnecessary));
    q.addBindValue(notNull(note));
    q.addBindValue(blind ? 1 : 0);
    q.addBindValue(now);
    q.addBindValue(now);
    return exec(q);
}

Status CitationStore::removeReview(RowId statementId, RowId annotatorId)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM citation_review WHERE statement_id = ? AND annotator_id = ?"));
    q.addBindValue(statementId);
    q.addBindValue(annotatorId);
    return exec(q);
}

std::optional<CitationReview> CitationStore::review(RowId statementId, RowId annotatorId) const
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT r.entailed, r.unnecessary, r.note, r.blind, a.name FROM citation_review r"
                       " JOIN annotator a ON a.id = r.annotator_id"
                       " WHERE r.statement_id = ? AND r.annotator_id = ?"));
    q.addBindValue(statementId);
    q.addBindValue(annotatorId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    CitationReview r;
    r.statementId = statementId;
    r.annotatorId = annotatorId;
    r.verdict.entailed = q.value(0).toBool();
    r.verdict.unnecessary = idListFrom(q.value(1).toString());
    r.note = q.value(2).toString();
    r.blind = q.value(3).toBool();
    r.annotatorName = q.value(4).toString();
    return r;
}

QHash<RowId, QList<CitationReview>> CitationStore::reviews(RowId runId, std::optional<RowId> questionId) const
{
    QHash<RowId, QList<CitationReview>> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT r.statement_id, r.annotator_id, r.entailed, r.unnecessary, r.note,"
                             " r.blind, a.name FROM citation_review r"
                             " JOIN statement s ON s.id = r.statement_id"
                             " JOIN annotator a ON a.id = r.annotator_id WHERE s.run_id = ?%1"
                             " ORDER BY r.updated_at, r.annotator_id")
                  .arg(questionFilter(questionId, "s.question_id")));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next()) {
            CitationReview r;
            r.statementId = q.value(0).toLongLong();
            r.annotatorId = q.value(1).toLongLong();
            r.verdict.entailed = q.value(2).toBool();
            r.verdict.unnecessary = idListFrom(q.value(3).toString());
            r.note = q.value(4).toString();
            r.blind = q.value(5).toBool();
            r.annotatorName = q.value(6).toString();
            result[r.statementId].append(r);
        }
    }
    return result;
}

Status CitationStore::setRelevancy(const RelevancyJudgement& r)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "INSERT INTO answer_relevancy(run_id, question_id, judge_model, noncommittal, questions,"
        " embedding_model, score, prompt_hash, judged_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(run_id, question_id, judge_model) DO UPDATE SET noncommittal = excluded.noncommittal,"
        " questions = excluded.questions, embedding_model = excluded.embedding_model,"
        " score = excluded.score, prompt_hash = excluded.prompt_hash, judged_at = excluded.judged_at"));
    q.addBindValue(r.runId);
    q.addBindValue(r.questionId);
    q.addBindValue(notNull(r.judgeModel));
    q.addBindValue(r.noncommittal ? 1 : 0);
    q.addBindValue(idListJson(r.questions));
    q.addBindValue(notNull(r.embeddingModel));
    q.addBindValue(r.score ? QVariant(*r.score) : QVariant(QMetaType(QMetaType::Double)));
    q.addBindValue(notNull(r.promptHash));
    q.addBindValue(nowText());
    return exec(q);
}

std::optional<RelevancyJudgement> CitationStore::relevancy(RowId runId, RowId questionId,
                                                           const QString& judgeModel) const
{
    const auto all = relevancyOfRun(runId, judgeModel, questionId);
    const auto it = all.constFind(questionId);
    return it == all.constEnd() ? std::nullopt : std::optional<RelevancyJudgement>(*it);
}

QHash<RowId, RelevancyJudgement> CitationStore::relevancyOfRun(RowId runId, const QString& judgeModel,
                                                               std::optional<RowId> questionId) const
{
    QHash<RowId, RelevancyJudgement> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM answer_relevancy WHERE run_id = ? AND judge_model = ?%2")
                  .arg(QLatin1String(kRelevancyColumns), questionFilter(questionId, "question_id")));
    q.addBindValue(runId);
    q.addBindValue(judgeModel);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec())
        while (q.next()) {
            RelevancyJudgement r = relevancyFrom(q);
            result.insert(r.questionId, r);
        }
    return result;
}

QStringList CitationStore::relevancyJudges(RowId runId) const
{
    QStringList result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT DISTINCT judge_model FROM answer_relevancy WHERE run_id = ? ORDER BY 1"));
    q.addBindValue(runId);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toString());
    return result;
}

} // namespace goldset::storage
