#include "storage/NuggetVerdictStore.h"

#include "storage/Project.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace goldset::storage {
namespace {

QString chunkIdsJson(const QStringList& ids)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(ids)).toJson(QJsonDocument::Compact));
}

QStringList chunkIdsFromJson(const QString& text)
{
    QStringList result;
    for (const QJsonValue& v : QJsonDocument::fromJson(text.toUtf8()).array())
        result.append(v.toString());
    return result;
}

QString nuggetIdsJson(const QList<RowId>& ids)
{
    QJsonArray array;
    for (const RowId id : ids)
        array.append(id);
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QList<RowId> nuggetIdsFromJson(const QString& text)
{
    QList<RowId> result;
    for (const QJsonValue& v : QJsonDocument::fromJson(text.toUtf8()).array())
        result.append(static_cast<RowId>(v.toInteger()));
    return result;
}

NuggetVerdictKind nuggetKindFromString(const QString& text)
{
    return text == QLatin1String("context") ? NuggetVerdictKind::Context : NuggetVerdictKind::Support;
}

// "AND n.question_id = ?" when a question is asked for.
QString nuggetQuestionFilter(std::optional<RowId> questionId)
{
    return questionId ? QStringLiteral(" AND n.question_id = ?") : QString();
}

} // namespace

Status NuggetVerdictStore::setVerdict(const NuggetVerdict& v)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "INSERT INTO nugget_verdict(run_id, nugget_id, kind, judge_model, verdict, evidence, nugget_text,"
        " prompt_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(run_id, nugget_id, kind, judge_model) DO UPDATE SET verdict = excluded.verdict,"
        " evidence = excluded.evidence, nugget_text = excluded.nugget_text, prompt_hash = "
        "excluded.prompt_hash,"
        " created_at = excluded.created_at"));
    q.addBindValue(v.runId);
    q.addBindValue(v.nuggetId);
    q.addBindValue(toString(v.kind));
    q.addBindValue(notNull(v.judgeModel));
    q.addBindValue(toString(v.value));
    q.addBindValue(chunkIdsJson(v.evidence));
    q.addBindValue(notNull(v.nuggetText));
    q.addBindValue(notNull(v.promptHash));
    q.addBindValue(nowText());
    return exec(q);
}

QList<NuggetVerdict> NuggetVerdictStore::verdicts(RowId runId, const QString& judge,
                                                  std::optional<RowId> questionId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
                  "SELECT v.id, v.nugget_id, n.question_id, v.kind, v.judge_model, v.verdict, v.evidence,"
                  " v.nugget_text, v.prompt_hash FROM nugget_verdict v JOIN nugget n ON n.id = v.nugget_id"
                  " WHERE v.run_id = ?%1%2 ORDER BY n.question_id, n.ordinal, n.id")
                  .arg(judge.isEmpty() ? QString() : QStringLiteral(" AND v.judge_model = ?"),
                       nuggetQuestionFilter(questionId)));
    q.addBindValue(runId);
    if (!judge.isEmpty())
        q.addBindValue(judge);
    if (questionId)
        q.addBindValue(*questionId);
    QList<NuggetVerdict> result;
    if (!q.exec())
        return result;
    while (q.next()) {
        NuggetVerdict v;
        v.id = q.value(0).toLongLong();
        v.runId = runId;
        v.nuggetId = q.value(1).toLongLong();
        v.questionId = q.value(2).toLongLong();
        v.kind = nuggetKindFromString(q.value(3).toString());
        v.judgeModel = q.value(4).toString();
        v.value = nuggetValueFromString(q.value(5).toString()).value_or(NuggetValue::NotSupport);
        v.evidence = chunkIdsFromJson(q.value(6).toString());
        v.nuggetText = q.value(7).toString();
        v.promptHash = q.value(8).toString();
        result.append(std::move(v));
    }
    return result;
}

QStringList NuggetVerdictStore::judges(RowId runId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT DISTINCT judge_model FROM nugget_verdict WHERE run_id = ? ORDER BY 1"));
    q.addBindValue(runId);
    QStringList result;
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toString());
    return result;
}

Status NuggetVerdictStore::setReview(const NuggetReview& r)
{
    const bool support = r.kind == NuggetVerdictKind::Support;
    const bool supportValue = r.value == NuggetValue::Support || r.value == NuggetValue::PartialSupport ||
                              r.value == NuggetValue::NotSupport;
    if (support != supportValue)
        return makeError(
            QStringLiteral("a %1 review cannot say %2").arg(toString(r.kind), toString(r.value)));
    QSqlQuery q = query();
    const QString now = nowText();
    q.prepare(QStringLiteral(
        "INSERT INTO nugget_review(run_id, nugget_id, kind, annotator_id, verdict, note, blind, created_at,"
        " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(run_id, nugget_id, kind, annotator_id)"
        " DO UPDATE SET verdict = excluded.verdict, note = excluded.note, blind = excluded.blind,"
        " updated_at = excluded.updated_at"));
    q.addBindValue(r.runId);
    q.addBindValue(r.nuggetId);
    q.addBindValue(toString(r.kind));
    q.addBindValue(r.annotatorId);
    q.addBindValue(toString(r.value));
    q.addBindValue(notNull(r.note));
    q.addBindValue(r.blind ? 1 : 0);
    q.addBindValue(now);
    q.addBindValue(now);
    return exec(q);
}

Status NuggetVerdictStore::removeReview(RowId runId, RowId nuggetId, NuggetVerdictKind kind,
                                        RowId annotatorId)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "DELETE FROM nugget_review WHERE run_id = ? AND nugget_id = ? AND kind = ? AND annotator_id = ?"));
    q.addBindValue(runId);
    q.addBindValue(nuggetId);
    q.addBindValue(toString(kind));
    q.addBindValue(annotatorId);
    return exec(q);
}

QList<NuggetReview> NuggetVerdictStore::reviews(RowId runId, std::optional<RowId> questionId) const
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT r.id, r.nugget_id, r.kind, r.annotator_id, a.name, r.verdict, r.note, r.blind"
                       " FROM nugget_review r JOIN nugget n ON n.id = r.nugget_id"
                       " JOIN annotator a ON a.id = r.annotator_id WHERE r.run_id = ?%1"
                       " ORDER BY r.updated_at, r.id")
            .arg(nuggetQuestionFilter(questionId)));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    QList<NuggetReview> result;
    if (!q.exec())
        return result;
    while (q.next()) {
        NuggetReview r;
        r.id = q.value(0).toLongLong();
        r.runId = runId;
        r.nuggetId = q.value(1).toLongLong();
        r.kind = nuggetKindFromString(q.value(2).toString());
        r.annotatorId = q.value(3).toLongLong();
        r.annotatorName = q.value(4).toString();
        r.value = nuggetValueFromString(q.value(5).toString()).value_or(NuggetValue::NotSupport);
        r.note = q.value(6).toString();
        r.blind = q.value(7).toBool();
        result.append(std::move(r));
    }
    return result;
}

Status NuggetVerdictStore::setClaimNuggets(const ClaimNuggets& links, const QString& promptHash)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "INSERT INTO claim_nugget(claim_id, nuggets, nuggets_hash, prompt_hash, created_at)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT(claim_id) DO UPDATE SET nuggets = excluded.nuggets,"
        " nuggets_hash = excluded.nuggets_hash, prompt_hash = excluded.prompt_hash,"
        " created_at = excluded.created_at"));
    q.addBindValue(links.claimId);
    q.addBindValue(nuggetIdsJson(links.nuggetIds));
    q.addBindValue(notNull(links.nuggetsHash));
    q.addBindValue(notNull(promptHash));
    q.addBindValue(nowText());
    return exec(q);
}

QHash<RowId, ClaimNuggets> NuggetVerdictStore::claimNuggets(RowId runId,
                                                            std::optional<RowId> questionId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT l.claim_id, l.nuggets, l.nuggets_hash, l.prompt_hash FROM claim_nugget l"
                             " JOIN claim c ON c.id = l.claim_id WHERE c.run_id = ?%1")
                  .arg(questionId ? QStringLiteral(" AND c.question_id = ?") : QString()));
    q.addBindValue(runId);
    if (questionId)
        q.addBindValue(*questionId);
    QHash<RowId, ClaimNuggets> result;
    if (!q.exec())
        return result;
    while (q.next()) {
        ClaimNuggets links;
        links.claimId = q.value(0).toLongLong();
        links.nuggetIds = nuggetIdsFromJson(q.value(1).toString());
        links.nuggetsHash = q.value(2).toString();
        links.promptHash = q.value(3).toString();
        result.insert(links.claimId, std::move(links));
    }
    return result;
}

} // namespace goldset::storage
