#include "storage/MetricsReadStore.h"

namespace goldset::storage {
namespace {

// Appends " AND <column> = ?" when a question is given; binds happen in the same order.
QString questionFilter(const char* column, std::optional<RowId> questionId)
{
    return questionId ? QStringLiteral(" AND %1 = ?").arg(QLatin1String(column)) : QString();
}

std::optional<double> optionalDouble(const QVariant& value)
{
    if (value.isNull())
        return std::nullopt;
    return value.toDouble();
}

} // namespace

QList<MetricsReadStore::LabelRow> MetricsReadStore::relevanceLabels(std::optional<RowId> questionId) const
{
    QList<LabelRow> rows;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT l.question_id, l.chunk_id, l.grade, a.kind = 'model' FROM relevance_label l"
                       " JOIN annotator a ON a.id = l.annotator_id WHERE 1 = 1%1 ORDER BY l.id")
            .arg(questionFilter("l.question_id", questionId)));
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next())
            rows.append(
                {q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toInt(), q.value(3).toBool()});
    }
    return rows;
}

QList<MetricsReadStore::AdjudicatedGrade>
MetricsReadStore::adjudicatedGrades(std::optional<RowId> questionId) const
{
    QList<AdjudicatedGrade> rows;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    // Keys are "<question external id>\t<chunk external id>" (AdjudicationStore::relevanceKey).
    q.prepare(QStringLiteral(
                  "SELECT q.id, c.id, j.value FROM adjudication j"
                  " JOIN question q ON q.external_id = substr(j.item_key, 1, instr(j.item_key, char(9)) - 1)"
                  " JOIN chunk c ON c.external_id = substr(j.item_key, instr(j.item_key, char(9)) + 1)"
                  " WHERE j.task = 'relevance'%1")
                  .arg(questionFilter("q.id", questionId)));
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next())
            rows.append({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString()});
    }
    return rows;
}

void MetricsReadStore::forEachRetrieval(RowId runId, std::optional<RowId> questionId,
                                        const std::function<void(const RetrievalRow&)>& visit) const
{
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT r.question_id, r.chunk_id, c.external_id, r.score FROM retrieval r"
                             " JOIN chunk c ON c.id = r.chunk_id WHERE r.run_id = ?%1 ORDER BY r.question_id")
                  .arg(questionFilter("r.question_id", questionId)));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next())
            visit({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
                   q.value(3).toDouble()});
    }
}

void MetricsReadStore::forEachAnswerLatency(
    RowId runId, std::optional<RowId> questionId,
    const std::function<void(RowId questionId, std::optional<double> latencyMs)>& visit) const
{
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT question_id, latency_ms FROM answer WHERE run_id = ?%1")
                  .arg(questionFilter("question_id", questionId)));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next())
            visit(q.value(0).toLongLong(), optionalDouble(q.value(1)));
    }
}

QList<MetricsReadStore::ClaimRow> MetricsReadStore::claims(RowId runId, const QString& judgeModel,
                                                           std::optional<RowId> questionId) const
{
    QList<ClaimRow> rows;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
                  "SELECT id, question_id, verdict, evidence FROM claim WHERE run_id = ? AND judge_model = "
                  "? AND orphaned = 0%1"
                  " ORDER BY question_id, ordinal")
                  .arg(questionFilter("question_id", questionId)));
    q.addBindValue(runId);
    q.addBindValue(judgeModel.isNull() ? QStringLiteral("") : judgeModel);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next())
            rows.append({q.value(0).toLongLong(), q.value(1).toLongLong(),
                         verdictFromString(q.value(2).toString()).value_or(Verdict::Unknown),
                         q.value(3).toString()});
    }
    return rows;
}

QList<MetricsReadStore::ReviewRow> MetricsReadStore::claimReviews(RowId runId,
                                                                  std::optional<RowId> questionId) const
{
    QList<ReviewRow> rows;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT r.claim_id, r.verdict FROM claim_review r JOIN claim c ON c.id = r.claim_id"
                       " WHERE c.run_id = ?%1 ORDER BY r.claim_id, r.updated_at, r.id")
            .arg(questionFilter("c.question_id", questionId)));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next()) {
            if (const auto verdict = verdictFromString(q.value(1).toString()))
                rows.append({q.value(0).toLongLong(), *verdict});
        }
    }
    return rows;
}

QList<QPair<RowId, QString>> MetricsReadStore::adjudicatedVerdicts(RowId runId,
                                                                   std::optional<RowId> questionId) const
{
    QList<QPair<RowId, QString>> rows;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
                  "SELECT c.id, j.value FROM adjudication j JOIN claim c ON CAST(c.id AS TEXT) = j.item_key"
                  " WHERE j.task = 'claims' AND c.run_id = ?%1")
                  .arg(questionFilter("c.question_id", questionId)));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next())
            rows.append({q.value(0).toLongLong(), q.value(1).toString()});
    }
    return rows;
}

QList<MetricsReadStore::ScoreRow> MetricsReadStore::scores(RowId runId, std::optional<RowId> questionId) const
{
    QList<ScoreRow> rows;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT question_id, metric, value, source FROM question_score WHERE run_id = ?%1")
            .arg(questionFilter("question_id", questionId)));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    if (q.exec()) {
        while (q.next())
            rows.append({q.value(0).toLongLong(), q.value(1).toString(), optionalDouble(q.value(2)),
                         q.value(3).toString()});
    }
    return rows;
}

QStringList MetricsReadStore::sourcedScoreMetrics() const
{
    QStringList names;
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT DISTINCT source || ':' || metric FROM question_score WHERE source <> ''"
                              " ORDER BY 1")))
        while (q.next())
            names << q.value(0).toString();
    return names;
}

bool MetricsReadStore::hasNuggets() const
{
    QSqlQuery q = query();
    return q.exec(QStringLiteral("SELECT 1 FROM nugget LIMIT 1")) && q.next();
}

bool MetricsReadStore::hasStatements() const
{
    QSqlQuery q = query();
    return q.exec(QStringLiteral("SELECT 1 FROM statement LIMIT 1")) && q.next();
}

} // namespace goldset::storage
