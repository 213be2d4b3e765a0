#include "storage/ClaimRows.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

namespace goldset::storage {

Claim claimFromRow(const QSqlQuery& q)
{
    Claim c;
    c.id = q.value(0).toLongLong();
    c.runId = q.value(1).toLongLong();
    c.questionId = q.value(2).toLongLong();
    c.ordinal = q.value(3).toInt();
    c.text = q.value(4).toString();
    c.verdict = verdictFromString(q.value(5).toString()).value_or(Verdict::Unknown);
    c.reason = q.value(6).toString();
    for (const QJsonValue& v : QJsonDocument::fromJson(q.value(7).toString().toUtf8()).array())
        c.evidence.append(v.toString());
    c.judgeModel = q.value(8).toString();
    c.promptHash = q.value(9).toString();
    c.orphaned = q.value(10).toBool();
    return c;
}

} // namespace goldset::storage
