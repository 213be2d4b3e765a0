#include "storage/LabelStore.h"

#include "storage/Project.h"
#include "storage/SqliteStatement.h"

namespace goldset::storage {
namespace {

constexpr auto kLabelSelect =
    "SELECT l.id, l.question_id, l.chunk_id, l.annotator_id, l.grade, l.note, l.updated_at, c.external_id, "
    "a.name"
    " FROM relevance_label l JOIN chunk c ON c.id = l.chunk_id JOIN annotator a ON a.id = l.annotator_id";

RelevanceLabel labelFrom(const QSqlQuery& q)
{
    RelevanceLabel label;
    label.id = q.value(0).toLongLong();
    label.questionId = q.value(1).toLongLong();
    label.chunkId = q.value(2).toLongLong();
    label.annotatorId = q.value(3).toLongLong();
    label.grade = q.value(4).toInt();
    label.note = q.value(5).toString();
    label.updatedAt = QDateTime::fromString(q.value(6).toString(), Qt::ISODateWithMs);
    label.chunkExternalId = q.value(7).toString();
    label.annotatorName = q.value(8).toString();
    return label;
}

} // namespace

Status LabelStore::setLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade,
                            const QString& note)
{
    if (grade < 0 || grade > 3)
        return makeError(QStringLiteral("grade %1 is outside 0..3").arg(grade));
    QSqlQuery q = query();
    const QString now = nowText();
    q.prepare(QStringLiteral(
        "INSERT INTO relevance_label(question_id, chunk_id, annotator_id, grade, note, created_at, "
        "updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(question_id, chunk_id, annotator_id) DO UPDATE SET"
        " grade = excluded.grade, note = excluded.note, updated_at = excluded.updated_at,"
        " source_grade = NULL"));
    q.addBindValue(questionId);
    q.addBindValue(chunkId);
    q.addBindValue(annotatorId);
    q.addBindValue(grade);
    q.addBindValue(notNull(note));
    q.addBindValue(now);
    q.addBindValue(now);
    return exec(q);
}

Status LabelStore::setImportedLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade,
                                    std::optional<qint64> sourceGrade)
{
    if (grade < 0 || grade > 3)
        return makeError(QStringLiteral("grade %1 is outside 0..3").arg(grade));
    auto statement = bulk(0, [this] {
        return dialect().upsert(
            QStringLiteral("relevance_label"),
            {QStringLiteral("question_id"), QStringLiteral("chunk_id"), QStringLiteral("annotator_id"),
             QStringLiteral("grade"), QStringLiteral("created_at"), QStringLiteral("updated_at"),
             QStringLiteral("source_grade")},
            QStringLiteral("question_id, chunk_id, annotator_id"),
            {QStringLiteral("grade"), QStringLiteral("source_grade")}, {QStringLiteral("updated_at")});
    });
    if (!statement)
        return statement.error();
    SqliteStatement& q = **statement;
    const QByteArray now = writeTimeUtf8();
    q.bind(1, questionId);
    q.bind(2, chunkId);
    q.bind(3, annotatorId);
    q.bind(4, qint64(grade));
    q.bind(5, now);
    q.bind(6, now);
    if (sourceGrade && *sourceGrade != grade)
        q.bind(7, *sourceGrade);
    else
        q.bindNull(7);
    return q.exec();
}

Status LabelStore::removeLabel(RowId questionId, RowId chunkId, RowId annotatorId)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "DELETE FROM relevance_label WHERE question_id = ? AND chunk_id = ? AND annotator_id = ?"));
    q.addBindValue(questionId);
    q.addBindValue(chunkId);
    q.addBindValue(annotatorId);
    return exec(q);
}

std::optional<RelevanceLabel> LabelStore::label(RowId questionId, RowId chunkId, RowId annotatorId) const
{
    QSqlQuery q = query();
    q.prepare(QLatin1String(kLabelSelect) +
              QStringLiteral(" WHERE l.question_id = ? AND l.chunk_id = ? AND l.annotator_id = ?"));
    q.addBindValue(questionId);
    q.addBindValue(chunkId);
    q.addBindValue(annotatorId);
    if (q.exec() && q.next())
        return labelFrom(q);
    return std::nullopt;
}

QList<RelevanceLabel> LabelStore::labelsForQuestion(RowId questionId) const
{
    QList<RelevanceLabel> result;
    QSqlQuery q = query();
    q.prepare(QLatin1String(kLabelSelect) +
              QStringLiteral(" WHERE l.question_id = ? ORDER BY c.external_id, a.name"));
    q.addBindValue(questionId);
    if (q.exec())
        while (q.next())
            result.append(labelFrom(q));
    return result;
}

QList<RelevanceLabel> LabelStore::all() const
{
    QList<RelevanceLabel> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    if (q.exec(QLatin1String(kLabelSelect) +
               QStringLiteral(" ORDER BY l.question_id, c.external_id, a.name")))
        while (q.next())
            result.append(labelFrom(q));
    return result;
}

QHash<RowId, int> LabelStore::goldChunkCounts(const QList<RowId>& questionIds) const
{
    QHash<RowId, int> result;
    QString where;
    if (!questionIds.isEmpty())
        where = QStringLiteral(" WHERE l.question_id IN (%1)")
                    .arg(QStringList(questionIds.size(), QStringLiteral("?")).join(QLatin1Char(',')));
    // The median of n grades is the mean of the grades ranked (n+1)/2 and (n+2)/2 (integer division).
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
                  "WITH ranked AS (SELECT l.question_id AS q, l.chunk_id AS c, l.grade AS g,"
                  " row_number() OVER (PARTITION BY l.question_id, l.chunk_id ORDER BY l.grade) AS rn,"
                  " count(*) OVER (PARTITION BY l.question_id, l.chunk_id) AS n FROM relevance_label l%1),"
                  " median AS (SELECT q, c, avg(g) AS m FROM ranked WHERE rn IN ((n + 1) / 2, (n + 2) / 2)"
                  " GROUP BY q, c)"
                  " SELECT median.q, sum(CASE WHEN coalesce(CAST(j.value AS REAL), median.m) >= 1 THEN 1 "
                  "ELSE 0 END)"
                  " FROM median JOIN question qu ON qu.id = median.q JOIN chunk ch ON ch.id = median.c"
                  " LEFT JOIN adjudication j ON j.task = 'relevance'"
                  " AND j.item_key = qu.external_id || char(9) || ch.external_id GROUP BY median.q")
                  .arg(where));
    for (RowId id : questionIds)
        q.addBindValue(id);
    if (q.exec())
        while (q.next())
            result.insert(q.value(0).toLongLong(), q.value(1).toInt());
    return result;
}

Status LabelStore::restoreLabels(const QList<RelevanceLabel>& labels)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT INTO relevance_label(id, question_id, chunk_id, annotator_id, grade, note,"
                       " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const RelevanceLabel& label : labels) {
        const QString time =
            label.updatedAt.isValid() ? label.updatedAt.toUTC().toString(Qt::ISODateWithMs) : nowText();
        q.addBindValue(label.id);
        q.addBindValue(label.questionId);
        q.addBindValue(label.chunkId);
        q.addBindValue(label.annotatorId);
        q.addBindValue(label.grade);
        q.addBindValue(notNull(label.note));
        q.addBindValue(time);
        q.addBindValue(time);
        if (Status done = exec(q); !done)
            return done.error();
    }
    return {};
}

} // namespace goldset::storage
