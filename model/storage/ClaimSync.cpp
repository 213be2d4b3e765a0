#include "storage/ClaimSync.h"

#include "storage/AdjudicationStore.h"
#include "storage/ClaimRows.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlRecord>

namespace goldset::storage {
namespace {

QString evidenceJson(const QStringList& evidence)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(evidence)).toJson(QJsonDocument::Compact));
}

QString claimIdList(const QList<RowId>& ids)
{
    QStringList numbers;
    for (const RowId id : ids)
        numbers << QString::number(id);
    return numbers.join(QLatin1Char(','));
}

// The rows that refer to claims: by foreign key (cascaded when a claim is deleted), and the
// adjudications, whose key is the claim's id as text.
struct ClaimDependent
{
    const char* table;
    const char* where; // %1: the ids
};
constexpr ClaimDependent kClaimDependents[] = {
    {"claim_review", "claim_id IN (%1)"},
    {"claim_nugget", "claim_id IN (%1)"},
    {"adjudication", "task = 'claims' AND item_key IN (%1)"},
};

QString claimIdKeys(const QList<RowId>& ids)
{
    QStringList keys;
    for (const RowId id : ids)
        keys << QStringLiteral("'%1'").arg(id);
    return keys.join(QLatin1Char(','));
}

QString dependentWhere(const ClaimDependent& d, const QList<RowId>& ids)
{
    return QString::fromLatin1(d.where).arg(
        QLatin1String(d.table) == QLatin1String("adjudication") ? claimIdKeys(ids) : claimIdList(ids));
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

QList<RowId> ClaimSnapshot::ids() const
{
    QList<RowId> result;
    for (const Claim& c : claims)
        result.append(c.id);
    return result;
}

Status ClaimSync::park(RowId runId, RowId questionId, const QString& judgeModel)
{
    QSqlQuery park = query();
    park.prepare(QStringLiteral("UPDATE claim SET ordinal = -id - 1 WHERE run_id = ? AND question_id = ?"
                                " AND judge_model = ?"));
    park.addBindValue(runId);
    park.addBindValue(questionId);
    park.addBindValue(notNull(judgeModel));
    if (!park.exec())
        return queryError(park);
    return {};
}

Result<int> ClaimSync::firstFreeOrdinal(RowId runId, RowId questionId, const QString& judgeModel) const
{
    QSqlQuery last = query();
    last.prepare(QStringLiteral("SELECT coalesce(max(ordinal), -1) FROM claim WHERE run_id = ? AND"
                                " question_id = ? AND judge_model <> ?"));
    last.addBindValue(runId);
    last.addBindValue(questionId);
    last.addBindValue(notNull(judgeModel));
    if (!last.exec() || !last.next())
        return queryError(last);
    return last.value(0).toInt() + 1;
}

Status ClaimSync::removeClaim(RowId claimId)
{
    // Reviews and links go with the claim (foreign keys); the adjudication names it by id.
    if (Status s = AdjudicationStore(connection()).remove(QStringLiteral("claims"), QString::number(claimId));
        !s)
        return s;
    QSqlQuery d = query();
    d.prepare(QStringLiteral("DELETE FROM claim WHERE id = ?"));
    d.addBindValue(claimId);
    if (!d.exec())
        return queryError(d);
    return {};
}

Result<ClaimSnapshot> ClaimSync::snapshot(RowId runId, RowId questionId, const QString& judgeModel) const
{
    ClaimSnapshot snapshot;
    snapshot.runId = runId;
    snapshot.questionId = questionId;
    snapshot.judgeModel = judgeModel;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM claim WHERE run_id = ? AND question_id = ? AND judge_model = ?"
                             " ORDER BY ordinal")
                  .arg(QLatin1String(kClaimColumns)));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    q.addBindValue(notNull(judgeModel));
    if (!q.exec())
        return queryError(q);
    while (q.next())
        snapshot.claims.append(claimFromRow(q));
    const QList<RowId> ids = snapshot.ids();
    if (ids.isEmpty())
        return snapshot;
    for (const ClaimDependent& d : kClaimDependents) {
        QSqlQuery rows = query();
        if (!rows.exec(QStringLiteral("SELECT * FROM %1 WHERE %2 ORDER BY rowid")
                           .arg(QLatin1String(d.table), dependentWhere(d, ids))))
            return queryError(rows);
        ClaimSnapshot::Rows table{QString::fromLatin1(d.table), {}, {}};
        const QSqlRecord record = rows.record();
        for (int c = 0; c < record.count(); ++c)
            table.columns << record.fieldName(c);
        while (rows.next()) {
            QVariantList row;
            for (int c = 0; c < record.count(); ++c)
                row << rows.value(c);
            table.rows << row;
        }
        snapshot.dependents << table;
    }
    return snapshot;
}

Result<QList<RowId>> ClaimSync::replace(RowId runId, RowId questionId, const QString& judgeModel,
                                        const QList<EditedClaim>& claims)
{
    const auto before = snapshot(runId, questionId, judgeModel);
    if (!before)
        return before.error();
    const QList<RowId> existing = before->ids();
    QSet<RowId> kept;
    for (const EditedClaim& claim : claims) {
        if (claim.keep == 0) {
            if (claim.text.trimmed().isEmpty())
                return makeError(QStringLiteral("a claim needs a text"));
            continue;
        }
        if (!existing.contains(claim.keep) || kept.contains(claim.keep))
            return makeError(QStringLiteral("claim %1 is not a claim of this answer").arg(claim.keep));
        kept.insert(claim.keep);
    }
    for (const RowId id : existing)
        if (!kept.contains(id))
            if (Status s = removeClaim(id); !s)
                return s.error();
    if (Status s = park(runId, questionId, judgeModel); !s)
        return s.error();
    auto next = firstFreeOrdinal(runId, questionId, judgeModel);
    if (!next)
        return next.error();
    int ordinal = *next;
    QList<RowId> ids;
    for (const EditedClaim& claim : claims) {
        QSqlQuery q = query();
        if (claim.keep) {
            q.prepare(QStringLiteral("UPDATE claim SET ordinal = ? WHERE id = ?"));
            q.addBindValue(ordinal++);
            q.addBindValue(claim.keep);
            if (!q.exec())
                return queryError(q);
            ids.append(claim.keep);
            continue;
        }
        q.prepare(QStringLiteral("INSERT INTO claim(run_id, question_id, ordinal, text, judge_model)"
                                 " VALUES (?, ?, ?, ?, ?)"));
        q.addBindValue(runId);
        q.addBindValue(questionId);
        q.addBindValue(ordinal++);
        q.addBindValue(claim.text.trimmed());
        q.addBindValue(notNull(judgeModel));
        if (!q.exec())
            return queryError(q);
        ids.append(q.lastInsertId().toLongLong());
    }
    return ids;
}

Status ClaimSync::restore(const ClaimSnapshot& snapshot)
{
    const auto now = this->snapshot(snapshot.runId, snapshot.questionId, snapshot.judgeModel);
    if (!now)
        return now.error();
    const QList<RowId> ids = snapshot.ids();
    // A row id of the snapshot that another answer's claim took since (after an undo, a judge
    // run may have written claims): writing the snapshot would overwrite it.
    if (!ids.isEmpty()) {
        QSqlQuery taken = query();
        taken.prepare(QStringLiteral("SELECT id FROM claim WHERE id IN (%1) AND NOT (run_id = ? AND"
                                     " question_id = ? AND judge_model = ?)")
                          .arg(claimIdList(ids)));
        taken.addBindValue(snapshot.runId);
        taken.addBindValue(snapshot.questionId);
        taken.addBindValue(notNull(snapshot.judgeModel));
        if (!taken.exec())
            return queryError(taken);
        if (taken.next())
            return makeError(QStringLiteral("claim %1 now belongs to another answer: the claims cannot be "
                                            "written back")
                                 .arg(taken.value(0).toLongLong()));
    }
    for (const RowId id : now->ids())
        if (!ids.contains(id))
            if (Status s = removeClaim(id); !s)
                return s;
    if (Status s = park(snapshot.runId, snapshot.questionId, snapshot.judgeModel); !s)
        return s;
    // The snapshot's ordinals, unless another judge's claims of the answer took them since.
    QSet<int> taken;
    QSqlQuery others = query();
    others.prepare(QStringLiteral("SELECT ordinal FROM claim WHERE run_id = ? AND question_id = ?"
                                  " AND judge_model <> ?"));
    others.addBindValue(snapshot.runId);
    others.addBindValue(snapshot.questionId);
    others.addBindValue(notNull(snapshot.judgeModel));
    if (!others.exec())
        return queryError(others);
    while (others.next())
        taken.insert(others.value(0).toInt());
    bool free = true;
    for (const Claim& c : snapshot.claims)
        free = free && !taken.contains(c.ordinal);
    auto next = firstFreeOrdinal(snapshot.runId, snapshot.questionId, snapshot.judgeModel);
    if (!next)
        return next.error();
    int ordinal = *next;
    for (const Claim& c : snapshot.claims) {
        QSqlQuery q = query();
        q.prepare(QStringLiteral(
            "INSERT INTO claim(id, run_id, question_id, ordinal, text, verdict, reason, evidence, "
            "judge_model,"
            " prompt_hash, orphaned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET"
            " ordinal = excluded.ordinal, text = excluded.text, verdict = excluded.verdict,"
            " reason = excluded.reason, evidence = excluded.evidence, prompt_hash = excluded.prompt_hash,"
            " orphaned = excluded.orphaned"));
        q.addBindValue(c.id);
        q.addBindValue(snapshot.runId);
        q.addBindValue(snapshot.questionId);
        q.addBindValue(free ? c.ordinal : ordinal++);
        q.addBindValue(notNull(c.text));
        q.addBindValue(toString(c.verdict));
        q.addBindValue(notNull(c.reason));
        q.addBindValue(evidenceJson(c.evidence));
        q.addBindValue(notNull(snapshot.judgeModel));
        q.addBindValue(notNull(c.promptHash));
        q.addBindValue(c.orphaned ? 1 : 0);
        if (!q.exec())
            return queryError(q);
    }
    if (ids.isEmpty())
        return {};
    // People's work on these claims as it was: what is there now goes, the copy comes back.
    for (const ClaimDependent& d : kClaimDependents) {
        QSqlQuery q = query();
        if (!q.exec(QStringLiteral("DELETE FROM %1 WHERE %2")
                        .arg(QLatin1String(d.table), dependentWhere(d, ids))))
            return queryError(q);
    }
    for (const ClaimSnapshot::Rows& table : snapshot.dependents) {
        if (table.rows.isEmpty())
            continue;
        QSqlQuery q = query();
        if (!q.prepare(
                QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                    .arg(table.table, table.columns.join(QStringLiteral(", ")),
                         QStringList(table.columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")))))
            return queryError(q);
        for (const QVariantList& row : table.rows) {
            for (int c = 0; c < row.size(); ++c)
                q.bindValue(c, row[c]);
            if (!q.exec())
                return queryError(q);
        }
    }
    return {};
}

} // namespace goldset::storage
