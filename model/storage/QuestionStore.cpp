#include "storage/QuestionStore.h"

#include "storage/Project.h"
#include "storage/SqliteStatement.h"

#include <QCollator>
#include <QCoreApplication>
#include <algorithm>

namespace goldset::storage {
namespace {

constexpr auto kColumns = "id, external_id, text, ground_truth, origin, status, source_chunk_id,"
                          " generator_model, prompt_hash, created_at, updated_at, row_version";

Question questionFrom(const QSqlQuery& q)
{
    Question question;
    question.id = q.value(0).toLongLong();
    question.externalId = q.value(1).toString();
    question.text = q.value(2).toString();
    question.groundTruth = q.value(3).toString();
    question.origin = questionOriginFromString(q.value(4).toString()).value_or(QuestionOrigin::Imported);
    question.status = questionStatusFromString(q.value(5).toString()).value_or(QuestionStatus::Accepted);
    if (!q.value(6).isNull())
        question.sourceChunkId = q.value(6).toLongLong();
    question.generatorModel = q.value(7).toString();
    question.promptHash = q.value(8).toString();
    question.createdAt = QDateTime::fromString(q.value(9).toString(), Qt::ISODateWithMs);
    question.updatedAt = QDateTime::fromString(q.value(10).toString(), Qt::ISODateWithMs);
    question.rowVersion = q.value(11).toLongLong();
    return question;
}

// WHERE clause and bound values for a filter.
QString whereClause(const QuestionFilter& filter, QVariantList& values)
{
    QStringList conditions;
    if (filter.status) {
        conditions << QStringLiteral("status = ?");
        values << toString(*filter.status);
    }
    if (filter.origin) {
        conditions << QStringLiteral("origin = ?");
        values << toString(*filter.origin);
    }
    if (!filter.text.isEmpty()) {
        conditions << QStringLiteral(
            "(instr(lower(text), lower(?)) > 0 OR instr(lower(ground_truth), lower(?)) > 0"
            " OR instr(lower(external_id), lower(?)) > 0)");
        values << filter.text << filter.text << filter.text;
    }
    return conditions.isEmpty() ? QString()
                                : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
}

// Natural order of external ids ("q2" before "q10"), the same in every locale: runs of
// digits compare by value, other characters case-insensitively. (QCollator's numeric mode is
// ignored in the C locale, which is what CI and many servers run in.)
int naturalCompare(const QString& a, const QString& b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype endA = i;
            qsizetype endB = j;
            while (endA < a.size() && a[endA].isDigit())
                ++endA;
            while (endB < b.size() && b[endB].isDigit())
                ++endB;
            qsizetype startA = i;
            qsizetype startB = j;
            while (startA + 1 < endA && a[startA] == QLatin1Char('0'))
                ++startA;
            while (startB + 1 < endB && b[startB] == QLatin1Char('0'))
                ++startB;
            const qsizetype lengthA = endA - startA;
            const qsizetype lengthB = endB - startB;
            if (lengthA != lengthB)
                return lengthA < lengthB ? -1 : 1;
            if (const int byDigits =
                    QStringView(a).sliced(startA, lengthA).compare(QStringView(b).sliced(startB, lengthB));
                byDigits != 0)
                return byDigits;
            i = endA;
            j = endB;
            continue;
        }
        const QChar x = a[i].toCaseFolded();
        const QChar y = b[j].toCaseFolded();
        if (x != y)
            return x < y ? -1 : 1;
        ++i;
        ++j;
    }
    if (i < a.size() || j < b.size())
        return i < a.size() ? 1 : -1;
    return QString::compare(a, b); // equal but for case or leading zeros: still a total order
}

// A key whose plain (UTF-16 code unit) order is naturalCompare's up to its final tie-break:
// each run of digits becomes '0', its length without leading zeros, and those digits; every
// other character its case folding. A digit run meets another character only at its first
// unit, which naturalCompare compares as it is: an ASCII digit, below or above every other
// character exactly as '0' is. Other scripts' digits break that, so the caller keeps
// naturalCompare for them (nullopt). Sorting 100,000 ids by key instead of naturalCompare
// kept the Dataset and Labelling pages from holding the window.
std::optional<QString> naturalKey(const QString& text)
{
    QString key;
    key.reserve(text.size() + 4);
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text[i];
        if (!c.isDigit()) {
            key.append(c.toCaseFolded());
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < text.size() && text[end].isDigit()) {
            if (text[end].unicode() > 0x7f)
                return std::nullopt;
            ++end;
        }
        qsizetype start = i;
        while (start + 1 < end && text[start] == QLatin1Char('0'))
            ++start;
        if (end - start > 0xffff)
            return std::nullopt;
        key.append(QLatin1Char('0'));
        key.append(QChar(char16_t(end - start)));
        key.append(QStringView(text).sliced(start, end - start));
        i = end;
    }
    return key;
}

} // namespace

namespace {

enum QuestionSlot
{
    kQuestionInsert,
    kQuestionUpdate,
    kQuestionId,
    kQuestionInsertStub,
};

const QStringList kQuestionInsertColumns = {
    QStringLiteral("external_id"),     QStringLiteral("text"),        QStringLiteral("ground_truth"),
    QStringLiteral("origin"),          QStringLiteral("status"),      QStringLiteral("source_chunk_id"),
    QStringLiteral("generator_model"), QStringLiteral("prompt_hash"), QStringLiteral("created_at"),
    QStringLiteral("updated_at")};

} // namespace

EncodedQuestion encodeQuestion(const Question& question)
{
    return {question.externalId.toUtf8(), question.text.toUtf8(), question.groundTruth.toUtf8(),
            question.generatorModel.toUtf8(), question.promptHash.toUtf8()};
}

Result<RowId> QuestionStore::upsert(const Question& question, const EncodedQuestion* encoded)
{
    // The common case (a new question) costs one INSERT; only a conflict reads and updates.
    auto inserted = encoded ? insertNew(question, *encoded) : insertNew(question, encodeQuestion(question));
    if (!inserted)
        return inserted.error();
    if (*inserted != 0)
        return *inserted;
    return updateExisting(question);
}

Result<RowId> QuestionStore::insertNew(const Question& question, const EncodedQuestion& encoded)
{
    auto statement = bulk(kQuestionInsert, [this] {
        return dialect().insertOrIgnore(QStringLiteral("question"), kQuestionInsertColumns,
                                        QStringLiteral("external_id"));
    });
    if (!statement)
        return statement.error();
    SqliteStatement& insert = **statement;
    const QByteArray origin = toString(question.origin).toLatin1();
    const QByteArray status = toString(question.status).toLatin1();
    const QByteArray now = writeTimeUtf8();
    const QByteArray created =
        question.createdAt.isValid() ? question.createdAt.toUTC().toString(Qt::ISODateWithMs).toUtf8() : now;
    insert.bind(1, encoded.externalId);
    insert.bind(2, encoded.text);
    insert.bind(3, encoded.groundTruth);
    insert.bind(4, origin);
    insert.bind(5, status);
    if (question.sourceChunkId)
        insert.bind(6, *question.sourceChunkId);
    else
        insert.bindNull(6);
    insert.bind(7, encoded.generatorModel);
    insert.bind(8, encoded.promptHash);
    insert.bind(9, created);
    insert.bind(10, now);
    if (Status s = insert.exec(); !s)
        return s.error();
    return insert.changes() == 1 ? insert.lastInsertRowId() : RowId(0);
}

Result<RowId> QuestionStore::updateExisting(const Question& question)
{
    QSqlQuery& q = prepared(kQuestionUpdate, [this] {
        return dialect().upsert(
            QStringLiteral("question"), kQuestionInsertColumns, QStringLiteral("external_id"),
            {QStringLiteral("text"), QStringLiteral("ground_truth"), QStringLiteral("origin"),
             QStringLiteral("status"),
             QStringLiteral("source_chunk_id = coalesce(excluded.source_chunk_id, question.source_chunk_id)"),
             QStringLiteral("generator_model"),
             // A file without prompt hashes keeps those of generated questions.
             QStringLiteral(
                 "prompt_hash = coalesce(nullif(excluded.prompt_hash, ''), question.prompt_hash)")},
            // A changed question gets a new version: an editor who read the old one is told.
            {QStringLiteral("updated_at"), QStringLiteral("row_version = question.row_version + 1")});
    });
    const QString now = writeTime();
    q.addBindValue(notNull(question.externalId));
    q.addBindValue(notNull(question.text));
    q.addBindValue(notNull(question.groundTruth));
    q.addBindValue(toString(question.origin));
    q.addBindValue(toString(question.status));
    q.addBindValue(question.sourceChunkId ? QVariant(*question.sourceChunkId)
                                          : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(notNull(question.generatorModel));
    q.addBindValue(notNull(question.promptHash));
    q.addBindValue(now);
    q.addBindValue(now);
    if (Status s = exec(q); !s)
        return s.error();
    return idOf(question.externalId);
}

Result<RowId> QuestionStore::idOf(const QString& externalId)
{
    QSqlQuery& q =
        prepared(kQuestionId, [] { return QStringLiteral("SELECT id FROM question WHERE external_id = ?"); });
    q.addBindValue(externalId);
    return execOne(q, QStringLiteral("no question %1").arg(externalId),
                   [](const QSqlQuery& row) { return row.value(0).toLongLong(); });
}

Result<RowId> QuestionStore::insertStub(const QString& externalId)
{
    QSqlQuery& q = prepared(kQuestionInsertStub, [] {
        return QStringLiteral(
            "INSERT INTO question(external_id, text, created_at, updated_at) VALUES (?, ?, ?, ?)");
    });
    const QString now = writeTime();
    q.addBindValue(externalId);
    q.addBindValue(externalId);
    q.addBindValue(now);
    q.addBindValue(now);
    return execInsert(q);
}

std::optional<Question> QuestionStore::byId(RowId id) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM question WHERE id = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return questionFrom(q);
    return std::nullopt;
}

std::optional<Question> QuestionStore::byExternalId(const QString& externalId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM question WHERE external_id = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(externalId);
    if (q.exec() && q.next())
        return questionFrom(q);
    return std::nullopt;
}

qint64 QuestionStore::count(const QuestionFilter& filter) const
{
    QVariantList values;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT count(*) FROM question") + whereClause(filter, values));
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return 0;
}

QList<RowId> QuestionStore::ids(const QuestionFilter& filter) const
{
    return ids(filter, QuestionSortKey::ExternalId, false);
}

QList<Question> QuestionStore::list(const QuestionFilter& filter, qint64 offset, qint64 limit) const
{
    QList<Question> result;
    QVariantList values;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM question").arg(QLatin1String(kColumns)) +
              whereClause(filter, values) + QStringLiteral(" ORDER BY id LIMIT ? OFFSET ?"));
    for (const QVariant& v : values)
        q.addBindValue(v);
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (q.exec())
        while (q.next())
            result.append(questionFrom(q));
    return result;
}

QList<RowId> QuestionStore::ids(const QuestionFilter& filter, QuestionSortKey key, bool descending) const
{
    QString keyColumn;
    switch (key) {
    case QuestionSortKey::ExternalId:
        keyColumn = QStringLiteral("''");
        break;
    case QuestionSortKey::Text:
        keyColumn = QStringLiteral("text");
        break;
    case QuestionSortKey::Status:
        keyColumn = QStringLiteral("status");
        break;
    case QuestionSortKey::Origin:
        keyColumn = QStringLiteral("origin");
        break;
    case QuestionSortKey::UpdatedAt:
        keyColumn = QStringLiteral("updated_at");
        break;
    }
    QVariantList values;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, external_id, %1 FROM question").arg(keyColumn) +
              whereClause(filter, values));
    for (const QVariant& v : values)
        q.addBindValue(v);
    struct Row
    {
        QString key;
        QString externalId;
        RowId id;
        QString natural; // naturalKey(externalId), when every row has one
    };
    QCollator textual;
    textual.setCaseSensitivity(Qt::CaseInsensitive);
    std::vector<Row> rows;
    bool keyed = true;
    if (q.exec())
        while (q.next()) {
            Row row{q.value(2).toString(), q.value(1).toString(), q.value(0).toLongLong(), {}};
            if (keyed) {
                if (auto natural = naturalKey(row.externalId))
                    row.natural = std::move(*natural);
                else
                    keyed = false;
            }
            rows.push_back(std::move(row));
        }
    const auto byNaturalId = [keyed](const Row& a, const Row& b) {
        if (!keyed)
            return naturalCompare(a.externalId, b.externalId);
        const int byKey = QString::compare(a.natural, b.natural);
        return byKey != 0 ? byKey : QString::compare(a.externalId, b.externalId);
    };
    // Only the key is reversed: ties stay in natural id order either way.
    const bool byIdOnly = key == QuestionSortKey::ExternalId;
    std::sort(rows.begin(), rows.end(), [&, descending, byIdOnly](const Row& a, const Row& b) {
        const int byKey = byIdOnly ? 0 : textual.compare(a.key, b.key);
        if (byKey != 0)
            return descending ? byKey > 0 : byKey < 0;
        const int byId = byNaturalId(a, b);
        if (byId != 0)
            return byIdOnly && descending ? byId > 0 : byId < 0;
        return a.id < b.id;
    });
    QList<RowId> result;
    result.reserve(qsizetype(rows.size()));
    for (const Row& row : rows)
        result.append(row.id);
    return result;
}

QList<Question> QuestionStore::byIds(const QList<RowId>& ids) const
{
    QList<Question> result;
    if (ids.isEmpty())
        return result;
    QStringList placeholders(ids.size(), QStringLiteral("?"));
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM question WHERE id IN (%2)")
                  .arg(QLatin1String(kColumns), placeholders.join(QLatin1Char(','))));
    for (RowId id : ids)
        q.addBindValue(id);
    if (q.exec())
        while (q.next())
            result.append(questionFrom(q));
    return result;
}

Status QuestionStore::restore(const Question& question)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "INSERT INTO question(id, external_id, text, ground_truth, origin, status, source_chunk_id,"
        " generator_model, prompt_hash, created_at, updated_at, row_version)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(question.id);
    q.addBindValue(notNull(question.externalId));
    q.addBindValue(notNull(question.text));
    q.addBindValue(notNull(question.groundTruth));
    q.addBindValue(toString(question.origin));
    q.addBindValue(toString(question.status));
    q.addBindValue(question.sourceChunkId ? QVariant(*question.sourceChunkId)
                                          : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(notNull(question.generatorModel));
    q.addBindValue(notNull(question.promptHash));
    q.addBindValue(question.createdAt.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(question.updatedAt.toUTC().toString(Qt::ISODateWithMs));
    // The version it was deleted at: an edit's undo that follows (it holds that version) works.
    q.addBindValue(question.rowVersion);
    return exec(q);
}

Status QuestionStore::setStatus(RowId id, QuestionStatus status)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE question SET status = ?, updated_at = ? WHERE id = ?"));
    q.addBindValue(toString(status));
    q.addBindValue(nowText());
    q.addBindValue(id);
    return exec(q);
}

Result<qint64> QuestionStore::setText(RowId id, qint64 expectedVersion, const QString& text,
                                      const QString& groundTruth)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE question SET text = ?, ground_truth = ?, updated_at = ?,"
                             " row_version = row_version + 1 WHERE id = ? AND row_version = ?"));
    q.addBindValue(notNull(text));
    q.addBindValue(notNull(groundTruth));
    q.addBindValue(nowText());
    q.addBindValue(id);
    q.addBindValue(expectedVersion);
    if (Status done = exec(q); !done)
        return done.error();
    // No row changed: someone wrote the question since this version was read (or deleted it).
    if (q.numRowsAffected() != 1)
        return makeError(changedElsewhereMessage());
    return expectedVersion + 1;
}

QString QuestionStore::changedElsewhereMessage()
{
    return QCoreApplication::translate(
        "goldset::storage::QuestionStore",
        "the question was changed by someone else since you opened it; it now shows their version");
}

Status QuestionStore::remove(RowId id)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM question WHERE id = ?"));
    q.addBindValue(id);
    return exec(q);
}

} // namespace goldset::storage
