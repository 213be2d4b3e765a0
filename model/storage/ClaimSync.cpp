#include "storage/ClaimSync.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace goldset::storage {
namespace {

QString evidenceJson(const QStringList& evidence)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(evidence)).toJson(QJsonDocument::Compact));
}

struct Existing
{
    RowId id = 0;
    bool reviewed = false;
};

} // namespace

Result<ClaimSyncResult> ClaimSync::sync(RowId runId, RowId questionId, const QString& judgeModel,
                                        const QList<Claim>& claims, bool updateVerdicts)
{
    ClaimSyncResult result;
    QSqlQuery q = query();
    // This judge's claims (orphaned ones too: a claim made again is adopted again), in order.
    q.prepare(
        QStringLiteral("SELECT c.id, c.text, EXISTS (SELECT 1 FROM claim_review r WHERE r.claim_id = c.id)"
                       " OR EXISTS (SELECT 1 FROM adjudication j WHERE j.task = 'claims' AND j.item_key = "
                       "CAST(c.id AS TEXT))"
                       " FROM claim c WHERE c.run_id = ? AND c.question_id = ? AND c.judge_model = ?"
                       " ORDER BY c.orphaned, c.ordinal"));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    q.addBindValue(notNull(judgeModel));
    if (Status done = exec(q); !done)
        return done.error();
    QHash<QString, QList<Existing>> byText;
    QList<Existing> all;
    while (q.next()) {
        const Existing e{q.value(0).toLongLong(), q.value(2).toBool()};
        byText[q.value(1).toString().simplified()].append(e);
        all.append(e);
    }
    q.finish();

    // Ordinals are unique per answer across judges: park ours below zero, then number them
    // after the other judges' claims.
    QSqlQuery park = query();
    park.prepare(QStringLiteral("UPDATE claim SET ordinal = -id - 1 WHERE run_id = ? AND question_id = ?"
                                " AND judge_model = ?"));
    park.addBindValue(runId);
    park.addBindValue(questionId);
    park.addBindValue(notNull(judgeModel));
    if (Status done = exec(park); !done)
        return done.error();
    QSqlQuery last = query();
    last.prepare(QStringLiteral("SELECT coalesce(max(ordinal), -1) FROM claim WHERE run_id = ? AND"
                                " question_id = ? AND judge_model <> ?"));
    last.addBindValue(runId);
    last.addBindValue(questionId);
    last.addBindValue(notNull(judgeModel));
    if (!last.exec() || !last.next())
        return queryError(last);
    int ordinal = last.value(0).toInt() + 1;

    QSet<RowId> used;
    for (const Claim& claim : claims) {
        QList<Existing>& candidates = byText[claim.text.simplified()];
        if (!candidates.isEmpty()) {
            const Existing match = candidates.takeFirst();
            used.insert(match.id);
            QSqlQuery u = query();
            if (updateVerdicts) {
                u.prepare(QStringLiteral("UPDATE claim SET ordinal = ?, text = ?, orphaned = 0, verdict = ?,"
                                         " reason = ?, evidence = ?, prompt_hash = ? WHERE id = ?"));
                u.addBindValue(ordinal++);
                u.addBindValue(notNull(claim.text));
                u.addBindValue(toString(claim.verdict));
                u.addBindValue(notNull(claim.reason));
                u.addBindValue(evidenceJson(claim.evidence));
                u.addBindValue(notNull(claim.promptHash));
            } else {
                u.prepare(
                    QStringLiteral("UPDATE claim SET ordinal = ?, text = ?, orphaned = 0 WHERE id = ?"));
                u.addBindValue(ordinal++);
                u.addBindValue(notNull(claim.text));
            }
            u.addBindValue(match.id);
            if (Status done = exec(u); !done)
                return done.error();
            result.ids.append(match.id);
            ++result.kept;
            continue;
        }
        QSqlQuery i = query();
        i.prepare(QStringLiteral("INSERT INTO claim(run_id, question_id, ordinal, text, verdict, reason,"
                                 " evidence, judge_model, prompt_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        i.addBindValue(runId);
        i.addBindValue(questionId);
        i.addBindValue(ordinal++);
        i.addBindValue(notNull(claim.text));
        i.addBindValue(toString(claim.verdict));
        i.addBindValue(notNull(claim.reason));
        i.addBindValue(evidenceJson(claim.evidence));
        i.addBindValue(notNull(judgeModel));
        i.addBindValue(notNull(claim.promptHash));
        if (Status done = exec(i); !done)
            return done.error();
        result.ids.append(i.lastInsertId().toLongLong());
        ++result.added;
    }
    for (const Existing& e : std::as_const(all)) {
        if (used.contains(e.id))
            continue;
        QSqlQuery u = query();
        if (e.reviewed) {
            u.prepare(QStringLiteral("UPDATE claim SET ordinal = ?, orphaned = 1 WHERE id = ?"));
            u.addBindValue(ordinal++);
            ++result.orphaned;
        } else {
            u.prepare(QStringLiteral("DELETE FROM claim WHERE id = ?"));
            ++result.removed;
        }
        u.addBindValue(e.id);
        if (Status done = exec(u); !done)
            return done.error();
    }
    return result;
}

} // namespace goldset::storage
