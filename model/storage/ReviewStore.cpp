#include "storage/ReviewStore.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace goldset::storage {

QList<Claim> ReviewStore::claimsOfRun(RowId runId) const
{
    QList<Claim> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, question_id, ordinal, text, verdict, reason, evidence, judge_model,"
                             " prompt_hash FROM claim WHERE run_id = ? ORDER BY question_id, ordinal"));
    q.addBindValue(runId);
    if (!q.exec())
        return result;
    while (q.next()) {
        Claim c;
        c.id = q.value(0).toLongLong();
        c.runId = runId;
        c.questionId = q.value(1).toLongLong();
        c.ordinal = q.value(2).toInt();
        c.text = q.value(3).toString();
        c.verdict = verdictFromString(q.value(4).toString()).value_or(Verdict::Unknown);
        c.reason = q.value(5).toString();
        const QJsonArray evidence = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).array();
        for (const QJsonValue& v : evidence)
            c.evidence.append(v.toString());
        c.judgeModel = q.value(7).toString();
        c.promptHash = q.value(8).toString();
        result.append(c);
    }
    return result;
}

QHash<RowId, QList<ClaimReview>> ReviewStore::reviewsOfRun(RowId runId) const
{
    QHash<RowId, QList<ClaimReview>> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT r.id, r.claim_id, r.annotator_id, r.verdict, r.note, r.blind, a.name"
                             " FROM claim_review r JOIN claim c ON c.id = r.claim_id"
                             " JOIN annotator a ON a.id = r.annotator_id WHERE c.run_id = ?"
                             " ORDER BY r.updated_at, r.id"));
    q.addBindValue(runId);
    if (!q.exec())
        return result;
    while (q.next()) {
        ClaimReview r;
        r.id = q.value(0).toLongLong();
        r.claimId = q.value(1).toLongLong();
        r.annotatorId = q.value(2).toLongLong();
        r.verdict = verdictFromString(q.value(3).toString()).value_or(Verdict::Unknown);
        r.note = q.value(4).toString();
        r.blind = q.value(5).toBool();
        r.annotatorName = q.value(6).toString();
        result[r.claimId].append(r);
    }
    return result;
}

} // namespace goldset::storage
