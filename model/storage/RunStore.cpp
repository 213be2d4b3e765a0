#include "storage/RunStore.h"

#include "storage/ClaimRows.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace goldset::storage {
namespace {

Run runFrom(const QSqlQuery& q)
{
    Run run;
    run.id = q.value(0).toLongLong();
    run.name = q.value(1).toString();
    run.createdAt = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
    run.systemVersion = q.value(3).toString();
    run.parameters = q.value(4).toString();
    return run;
}

QString evidenceJson(const QStringList& evidence)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(evidence)).toJson(QJsonDocument::Compact));
}

QVariant nullableDouble(std::optional<double> value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Double));
}

constexpr auto kReviewSelect = "SELECT r.id, r.claim_id, r.annotator_id, r.verdict, r.note, r.blind, a.name"
                               " FROM claim_review r JOIN annotator a ON a.id = r.annotator_id";

ClaimReview reviewFrom(const QSqlQuery& q)
{
    ClaimReview r;
    r.id = q.value(0).toLongLong();
    r.claimId = q.value(1).toLongLong();
    r.annotatorId = q.value(2).toLongLong();
    r.verdict = verdictFromString(q.value(3).toString()).value_or(Verdict::Unknown);
    r.note = q.value(4).toString();
    r.blind = q.value(5).toBool();
    r.annotatorName = q.value(6).toString();
    return r;
}

constexpr auto kRunColumns = "id, name, created_at, system_version, parameters";

// Slots of the prepared statements (StoreBase::prepared).
enum RunSlot
{
    kRunClearRetrievals,
    kRunAddRetrieval,
    kRunSetAnswer,
    kRunSetReview,
    kRunSetScore,
};

QString pickedJudgeKey(RowId runId)
{
    return QStringLiteral("run.%1.primary_judge").arg(runId);
}

// The judge that judged the run first (before, the latest one, which silently replaced the
// primary judge whenever another judge ran; that key is no longer read).
QString firstJudgeKey(RowId runId)
{
    return QStringLiteral("run.%1.first_judge").arg(runId);
}

QString latestJudgeKey(RowId runId)
{
    return QStringLiteral("run.%1.latest_judge").arg(runId);
}

} // namespace

Result<RowId> RunStore::createRun(const Run& run)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT INTO run(name, created_at, system_version, parameters) VALUES (?, ?, ?, ?)"));
    q.addBindValue(run.name);
    q.addBindValue(run.createdAt.isValid() ? run.createdAt.toUTC().toString(Qt::ISODateWithMs) : nowText());
    q.addBindValue(notNull(run.systemVersion));
    q.addBindValue(run.parameters.isEmpty() ? QStringLiteral("{}") : run.parameters);
    return execInsert(q);
}

Result<RowId> RunStore::ensureRun(const QString& name)
{
    auto existing = findRun(name);
    if (existing)
        return existing->id;
    if (!existing.notFound())
        return existing.error();
    QSqlQuery q = query();
    q.prepare(QStringLiteral("INSERT INTO run(name, created_at) VALUES (?, ?)"));
    q.addBindValue(name);
    q.addBindValue(writeTime());
    return execInsert(q);
}

Result<Run> RunStore::findRun(const QString& name) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM run WHERE name = ?").arg(QLatin1String(kRunColumns)));
    q.addBindValue(name);
    return execOne(q, QStringLiteral("no run named %1").arg(name), runFrom);
}

std::optional<Run> RunStore::runByName(const QString& name) const
{
    return findRun(name).optional();
}

std::optional<Run> RunStore::runById(RowId id) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM run WHERE id = ?").arg(QLatin1String(kRunColumns)));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return runFrom(q);
    return std::nullopt;
}

QList<Run> RunStore::runs() const
{
    QList<Run> result;
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT %1 FROM run ORDER BY created_at, id").arg(QLatin1String(kRunColumns))))
        while (q.next())
            result.append(runFrom(q));
    return result;
}

Status RunStore::removeRun(RowId id)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM run WHERE id = ?"));
    q.addBindValue(id);
    if (Status done = exec(q); !done)
        return done.error();
    // A later run may get the same row id: it must not inherit this one's judge settings.
    SettingsStore settings(connection());
    for (const QString& key : {pickedJudgeKey(id), firstJudgeKey(id), latestJudgeKey(id)})
        if (Status done = settings.remove(key); !done)
            return done;
    return {};
}

Status RunStore::renameRun(RowId id, const QString& name)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE run SET name = ? WHERE id = ?"));
    q.addBindValue(name);
    q.addBindValue(id);
    return exec(q);
}

Status RunStore::clearRetrievals(RowId runId, RowId questionId)
{
    QSqlQuery& q = prepared(kRunClearRetrievals, [] {
        return QStringLiteral("DELETE FROM retrieval WHERE run_id = ? AND question_id = ?");
    });
    q.addBindValue(runId);
    q.addBindValue(questionId);
    return exec(q);
}

Status RunStore::addRetrieval(const Retrieval& r)
{
    QSqlQuery& q = prepared(kRunAddRetrieval, [] {
        return QStringLiteral(
            "INSERT INTO retrieval(run_id, question_id, rank, chunk_id, score) VALUES (?, ?, ?, ?, ?)");
    });
    q.addBindValue(r.runId);
    q.addBindValue(r.questionId);
    q.addBindValue(r.rank);
    q.addBindValue(r.chunkId);
    q.addBindValue(r.score);
    return exec(q);
}

Status RunStore::setAnswer(RowId runId, RowId questionId, const QString& text,
                           std::optional<double> latencyMs)
{
    QSqlQuery& q = prepared(kRunSetAnswer, [this] {
        return dialect().upsert(QStringLiteral("answer"),
                                {QStringLiteral("run_id"), QStringLiteral("question_id"),
                                 QStringLiteral("text"), QStringLiteral("latency_ms")},
                                QStringLiteral("run_id, question_id"),
                                {QStringLiteral("text"), QStringLiteral("latency_ms")});
    });
    q.addBindValue(runId);
    q.addBindValue(questionId);
    q.addBindValue(notNull(text));
    q.addBindValue(nullableDouble(latencyMs));
    return exec(q);
}

Result<RowId> RunStore::addClaim(const Claim& c)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT INTO claim(run_id, question_id, ordinal, text, verdict, reason, evidence,"
                       " judge_model, prompt_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(c.runId);
    q.addBindValue(c.questionId);
    q.addBindValue(c.ordinal);
    q.addBindValue(notNull(c.text));
    q.addBindValue(toString(c.verdict));
    q.addBindValue(notNull(c.reason));
    q.addBindValue(evidenceJson(c.evidence));
    q.addBindValue(notNull(c.judgeModel));
    q.addBindValue(notNull(c.promptHash));
    return execInsert(q);
}

Result<ClaimSyncResult> RunStore::syncClaims(RowId runId, RowId questionId, const QString& judgeModel,
                                             const QList<Claim>& claims, bool updateVerdicts)
{
    return ClaimSync(connection()).sync(runId, questionId, judgeModel, claims, updateVerdicts);
}

Status RunStore::setClaimVerdict(RowId claimId, Verdict verdict, const QString& reason,
                                 const QStringList& evidence, const QString& judgeModel,
                                 const QString& promptHash)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE claim SET verdict = ?, reason = ?, evidence = ?, judge_model = ?,"
                             " prompt_hash = ? WHERE id = ?"));
    q.addBindValue(toString(verdict));
    q.addBindValue(notNull(reason));
    q.addBindValue(evidenceJson(evidence));
    q.addBindValue(notNull(judgeModel));
    q.addBindValue(notNull(promptHash));
    q.addBindValue(claimId);
    return exec(q);
}

Status RunStore::setReview(RowId claimId, RowId annotatorId, Verdict verdict, const QString& note, bool blind)
{
    if (verdict == Verdict::Unknown)
        return makeError(QStringLiteral("a review needs a verdict"));
    const QString now = writeTime();
    QSqlQuery& q = prepared(kRunSetReview, [this] {
        return dialect().upsert(QStringLiteral("claim_review"),
                                {QStringLiteral("claim_id"), QStringLiteral("annotator_id"),
                                 QStringLiteral("verdict"), QStringLiteral("note"), QStringLiteral("blind"),
                                 QStringLiteral("created_at"), QStringLiteral("updated_at")},
                                QStringLiteral("claim_id, annotator_id"),
                                {QStringLiteral("verdict"), QStringLiteral("note"), QStringLiteral("blind")},
                                {QStringLiteral("updated_at")});
    });
    q.addBindValue(claimId);
    q.addBindValue(annotatorId);
    q.addBindValue(toString(verdict));
    q.addBindValue(notNull(note));
    q.addBindValue(blind ? 1 : 0);
    q.addBindValue(now);
    q.addBindValue(now);
    return exec(q);
}

Status RunStore::removeReview(RowId claimId, RowId annotatorId)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM claim_review WHERE claim_id = ? AND annotator_id = ?"));
    q.addBindValue(claimId);
    q.addBindValue(annotatorId);
    return exec(q);
}

Status RunStore::setScore(RowId runId, RowId questionId, const QString& metric, std::optional<double> value,
                          const QString& source)
{
    QSqlQuery& q = prepared(kRunSetScore, [this] {
        return dialect().upsert(QStringLiteral("question_score"),
                                {QStringLiteral("run_id"), QStringLiteral("question_id"),
                                 QStringLiteral("metric"), QStringLiteral("value"), QStringLiteral("source")},
                                QStringLiteral("run_id, question_id, metric"),
                                {QStringLiteral("value"), QStringLiteral("source")});
    });
    q.addBindValue(runId);
    q.addBindValue(questionId);
    q.addBindValue(metric);
    q.addBindValue(nullableDouble(value));
    q.addBindValue(notNull(source));
    return exec(q);
}

QList<Retrieval> RunStore::retrievals(RowId runId, RowId questionId) const
{
    QList<Retrieval> result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT rank, chunk_id, score FROM retrieval WHERE run_id = ? AND question_id = ?"
                       " ORDER BY rank"));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    if (q.exec())
        while (q.next())
            result.append(Retrieval{runId, questionId, q.value(0).toInt(), q.value(1).toLongLong(),
                                    q.value(2).toDouble()});
    return result;
}

std::optional<QString> RunStore::answer(RowId runId, RowId questionId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT text FROM answer WHERE run_id = ? AND question_id = ?"));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return std::nullopt;
}

std::optional<double> RunStore::latency(RowId runId, RowId questionId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT latency_ms FROM answer WHERE run_id = ? AND question_id = ?"));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    if (q.exec() && q.next() && !q.value(0).isNull())
        return q.value(0).toDouble();
    return std::nullopt;
}

QList<Claim> RunStore::claims(RowId runId, RowId questionId) const
{
    QList<Claim> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM claim WHERE run_id = ? AND question_id = ? ORDER BY ordinal")
                  .arg(QLatin1String(kClaimColumns)));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    if (q.exec())
        while (q.next())
            result.append(claimFromRow(q));
    return result;
}

QList<Claim> RunStore::claimsOfRun(RowId runId) const
{
    QList<Claim> result;
    forEachClaimOfRun(runId, [&result](Claim&& claim) { result.append(std::move(claim)); });
    return result;
}

void RunStore::forEachClaimOfRun(RowId runId, const std::function<void(Claim&&)>& visit) const
{
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM claim WHERE run_id = ? ORDER BY question_id, ordinal")
                  .arg(QLatin1String(kClaimColumns)));
    q.addBindValue(runId);
    if (q.exec())
        while (q.next())
            visit(claimFromRow(q));
}

QList<ClaimReview> RunStore::reviews(RowId claimId, ReviewOrder order) const
{
    QList<ClaimReview> result;
    QSqlQuery q = query();
    q.prepare(QLatin1String(kReviewSelect) + QStringLiteral(" WHERE r.claim_id = ? ORDER BY ") +
              (order == ReviewOrder::ByAnnotator ? QStringLiteral("a.name")
                                                 : QStringLiteral("r.updated_at, r.id")));
    q.addBindValue(claimId);
    if (q.exec())
        while (q.next())
            result.append(reviewFrom(q));
    return result;
}

QHash<RowId, QList<ClaimReview>> RunStore::reviewsOfRun(RowId runId) const
{
    QHash<RowId, QList<ClaimReview>> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QLatin1String(kReviewSelect) +
              QStringLiteral(" JOIN claim c ON c.id = r.claim_id WHERE c.run_id = ?"
                             " ORDER BY r.updated_at, r.id"));
    q.addBindValue(runId);
    if (q.exec())
        while (q.next()) {
            const ClaimReview review = reviewFrom(q);
            result[review.claimId].append(review);
        }
    return result;
}

QList<RunStore::ReviewedClaim> RunStore::reviewedClaims() const
{
    QList<ReviewedClaim> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT c.id, c.question_id, c.text, r.verdict, r.note FROM claim c"
                             " JOIN claim_review r ON r.claim_id = c.id"
                             " WHERE r.id = (SELECT id FROM claim_review WHERE claim_id = c.id"
                             "               ORDER BY updated_at DESC, id DESC LIMIT 1)"
                             " ORDER BY c.id"));
    if (q.exec())
        while (q.next())
            result.append({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
                           verdictFromString(q.value(3).toString()).value_or(Verdict::Unknown),
                           q.value(4).toString()});
    return result;
}

namespace {

std::optional<QString> settingValue(QSqlQuery q, const QString& key)
{
    q.prepare(QStringLiteral("SELECT value FROM setting WHERE key = ?"));
    q.addBindValue(key);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return std::nullopt;
}

} // namespace

Status RunStore::setClaimOrphaned(RowId claimId, bool orphaned)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE claim SET orphaned = ? WHERE id = ?"));
    q.addBindValue(orphaned ? 1 : 0);
    q.addBindValue(claimId);
    return exec(q);
}

QString RunStore::pickedJudgeSettingKey(RowId runId)
{
    return pickedJudgeKey(runId);
}

std::optional<QString> RunStore::pickedJudge(RowId runId) const
{
    return settingValue(query(), pickedJudgeKey(runId));
}

std::optional<QString> RunStore::primaryJudge(RowId runId) const
{
    const QStringList judges = judgeModels(runId);
    if (judges.isEmpty())
        return std::nullopt;
    for (const QString& key : {pickedJudgeKey(runId), firstJudgeKey(runId)})
        if (const auto model = settingValue(query(), key); model && judges.contains(*model))
            return *model;
    // The judge of the run's oldest claim: the first to judge it, in a project from before.
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT judge_model FROM claim WHERE run_id = ? AND orphaned = 0"
                             " ORDER BY id LIMIT 1"));
    q.addBindValue(runId);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return judges.first();
}

Status RunStore::setPickedJudge(RowId runId, const std::optional<QString>& model)
{
    SettingsStore settings(connection());
    return model ? settings.setValue(pickedJudgeKey(runId), *model) : settings.remove(pickedJudgeKey(runId));
}

Status RunStore::noteJudged(RowId runId, const QString& model)
{
    // Only the first judge is remembered: a later judge is compared, never substituted. A run
    // with claims but no record (imported verdicts, a project from before) keeps the judge of
    // its oldest claim; a record whose judge has no claims left is replaced the same way.
    const QStringList judges = judgeModels(runId);
    const auto first = settingValue(query(), firstJudgeKey(runId));
    if (first && judges.contains(*first))
        return {};
    QString chosen = model;
    QSqlQuery oldest = query();
    oldest.prepare(QStringLiteral("SELECT judge_model FROM claim WHERE run_id = ? AND orphaned = 0"
                                  " ORDER BY id LIMIT 1"));
    oldest.addBindValue(runId);
    if (Status done = exec(oldest); !done)
        return done.error();
    if (oldest.next())
        chosen = oldest.value(0).toString();
    return SettingsStore(connection()).setValue(firstJudgeKey(runId), chosen);
}

QStringList RunStore::judgeModels(RowId runId) const
{
    QStringList result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "SELECT DISTINCT judge_model FROM claim WHERE run_id = ? AND orphaned = 0 ORDER BY judge_model"));
    q.addBindValue(runId);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toString());
    return result;
}

QList<RowId> RunStore::questionIds(RowId runId) const
{
    QList<RowId> result;
    QSqlQuery q = query();
    // Three plain placeholders: Qt's SQLite driver counts "?1" three times and refuses one value.
    q.prepare(QStringLiteral("SELECT question_id FROM answer WHERE run_id = ? UNION"
                             " SELECT question_id FROM retrieval WHERE run_id = ? UNION"
                             " SELECT question_id FROM claim WHERE run_id = ? ORDER BY 1"));
    q.addBindValue(runId);
    q.addBindValue(runId);
    q.addBindValue(runId);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toLongLong());
    return result;
}

QList<Question> RunStore::runQuestions(RowId runId) const
{
    QList<Question> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT q.id, q.external_id, q.text, q.status FROM"
                             " (SELECT question_id FROM answer WHERE run_id = ? UNION"
                             "  SELECT question_id FROM retrieval WHERE run_id = ? UNION"
                             "  SELECT question_id FROM claim WHERE run_id = ?) AS ids"
                             " JOIN question q ON q.id = ids.question_id ORDER BY q.id"));
    for (int i = 0; i < 3; ++i)
        q.addBindValue(runId);
    if (q.exec()) {
        while (q.next()) {
            Question row;
            row.id = q.value(0).toLongLong();
            row.externalId = q.value(1).toString();
            row.text = q.value(2).toString();
            row.status = questionStatusFromString(q.value(3).toString()).value_or(QuestionStatus::Accepted);
            result.append(std::move(row));
        }
    }
    return result;
}

} // namespace goldset::storage
