#include "storage/NuggetStore.h"

#include "storage/Project.h"

#include <QCryptographicHash>

namespace goldset::storage {
namespace {

const char* const kNuggetColumns =
    "id, question_id, ordinal, text, importance, origin, status, model, prompt_hash";

Nugget readNugget(const QSqlQuery& q)
{
    Nugget n;
    n.id = q.value(0).toLongLong();
    n.questionId = q.value(1).toLongLong();
    n.ordinal = q.value(2).toInt();
    n.text = q.value(3).toString();
    n.importance = nuggetImportanceFromString(q.value(4).toString()).value_or(NuggetImportance::Okay);
    n.origin = nuggetOriginFromString(q.value(5).toString()).value_or(NuggetOrigin::Expert);
    n.status = nuggetStatusFromString(q.value(6).toString()).value_or(NuggetStatus::Draft);
    n.model = q.value(7).toString();
    n.promptHash = q.value(8).toString();
    return n;
}

} // namespace

QString nuggetsHash(const QList<Nugget>& nuggets)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const Nugget& nugget : nuggets) {
        hash.addData(nugget.text.toUtf8());
        hash.addData(QByteArrayView("\n", 1));
    }
    return QString::fromLatin1(hash.result().toHex().left(16));
}

QList<Nugget> NuggetStore::forQuestion(RowId questionId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM nugget WHERE question_id = ? ORDER BY ordinal, id")
                  .arg(QLatin1String(kNuggetColumns)));
    q.addBindValue(questionId);
    QList<Nugget> result;
    if (q.exec())
        while (q.next())
            result.append(readNugget(q));
    return result;
}

std::optional<Nugget> NuggetStore::byId(RowId id) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM nugget WHERE id = ?").arg(QLatin1String(kNuggetColumns)));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return readNugget(q);
    return std::nullopt;
}

QHash<RowId, QList<Nugget>> NuggetStore::all() const
{
    QSqlQuery q = query();
    QHash<RowId, QList<Nugget>> result;
    if (q.exec(QStringLiteral("SELECT %1 FROM nugget ORDER BY question_id, ordinal, id")
                   .arg(QLatin1String(kNuggetColumns))))
        while (q.next()) {
            Nugget n = readNugget(q);
            result[n.questionId].append(std::move(n));
        }
    return result;
}

qint64 NuggetStore::count() const
{
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT count(*) FROM nugget")) && q.next())
        return q.value(0).toLongLong();
    return 0;
}

QHash<RowId, int> NuggetStore::countsByQuestion() const
{
    QSqlQuery q = query();
    QHash<RowId, int> result;
    if (q.exec(QStringLiteral("SELECT question_id, count(*) FROM nugget GROUP BY question_id")))
        while (q.next())
            result.insert(q.value(0).toLongLong(), q.value(1).toInt());
    return result;
}

QHash<RowId, int> NuggetStore::countsByQuestion(const QList<RowId>& questionIds) const
{
    QHash<RowId, int> result;
    if (questionIds.isEmpty())
        return result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT question_id, count(*) FROM nugget WHERE question_id IN (%1)"
                             " GROUP BY question_id")
                  .arg(QStringList(questionIds.size(), QStringLiteral("?")).join(QLatin1Char(','))));
    for (const RowId id : questionIds)
        q.addBindValue(id);
    if (q.exec())
        while (q.next())
            result.insert(q.value(0).toLongLong(), q.value(1).toInt());
    return result;
}

Status NuggetStore::refuseLocked(RowId id) const
{
    const auto nugget = byId(id);
    if (!nugget)
        return makeError(QStringLiteral("no nugget %1").arg(id));
    if (nugget->status == NuggetStatus::Accepted)
        return makeError(QStringLiteral("nugget \"%1\" is accepted and locked; reopen it to change it")
                             .arg(nugget->text.left(60)));
    return {};
}

Result<RowId> NuggetStore::insert(const Nugget& nugget, int row)
{
    if (nugget.text.trimmed().isEmpty())
        return makeError(QStringLiteral("a nugget needs a text"));
    QList<Nugget> existing = forQuestion(nugget.questionId);
    const qsizetype at = row < 0 || row > existing.size() ? existing.size() : row;
    QSqlQuery q = query();
    const QString now = nowText();
    q.prepare(
        QStringLiteral("INSERT INTO nugget(id, question_id, ordinal, text, importance, origin, status, model,"
                       " prompt_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(nugget.id > 0 ? QVariant(nugget.id) : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(nugget.questionId);
    q.addBindValue(static_cast<int>(at));
    q.addBindValue(nugget.text.trimmed());
    q.addBindValue(toString(nugget.importance));
    q.addBindValue(toString(nugget.origin));
    q.addBindValue(toString(nugget.status));
    q.addBindValue(notNull(nugget.model));
    q.addBindValue(notNull(nugget.promptHash));
    q.addBindValue(now);
    q.addBindValue(now);
    if (Status done = exec(q); !done)
        return done.error();
    const RowId id = q.lastInsertId().toLongLong();
    QList<RowId> order;
    for (const Nugget& n : existing)
        order.append(n.id);
    order.insert(at, id);
    if (Status s = setOrder(nugget.questionId, order); !s)
        return s.error();
    return id;
}

Status NuggetStore::setText(RowId id, const QString& text)
{
    if (text.trimmed().isEmpty())
        return makeError(QStringLiteral("a nugget needs a text"));
    if (Status s = refuseLocked(id); !s)
        return s;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE nugget SET text = ?, updated_at = ? WHERE id = ?"));
    q.addBindValue(text.trimmed());
    q.addBindValue(nowText());
    q.addBindValue(id);
    return exec(q);
}

Status NuggetStore::setImportance(RowId id, NuggetImportance importance)
{
    if (Status s = refuseLocked(id); !s)
        return s;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE nugget SET importance = ?, updated_at = ? WHERE id = ?"));
    q.addBindValue(toString(importance));
    q.addBindValue(nowText());
    q.addBindValue(id);
    return exec(q);
}

Status NuggetStore::setStatus(RowId id, NuggetStatus status)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE nugget SET status = ?, updated_at = ? WHERE id = ?"));
    q.addBindValue(toString(status));
    q.addBindValue(nowText());
    q.addBindValue(id);
    if (Status done = exec(q); !done)
        return done.error();
    if (q.numRowsAffected() == 0)
        return makeError(QStringLiteral("no nugget %1").arg(id));
    return {};
}

Status NuggetStore::remove(RowId id)
{
    if (Status s = refuseLocked(id); !s)
        return s;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM nugget WHERE id = ?"));
    q.addBindValue(id);
    return exec(q);
}

Status NuggetStore::setOrder(RowId questionId, const QList<RowId>& ids)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE nugget SET ordinal = ? WHERE id = ? AND question_id = ?"));
    for (qsizetype i = 0; i < ids.size(); ++i) {
        q.addBindValue(static_cast<int>(i));
        q.addBindValue(ids.at(i));
        q.addBindValue(questionId);
        if (Status done = exec(q); !done)
            return done.error();
    }
    return {};
}

Status NuggetStore::replaceProposed(RowId questionId, const QList<Nugget>& proposed)
{
    for (const Nugget& n : forQuestion(questionId))
        if (n.origin != NuggetOrigin::Model || n.status == NuggetStatus::Accepted)
            return makeError(QStringLiteral("question %1 has nuggets people wrote or accepted; they are kept")
                                 .arg(questionId));
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM nugget WHERE question_id = ?"));
    q.addBindValue(questionId);
    if (Status done = exec(q); !done)
        return done.error();
    for (Nugget n : proposed) {
        n.id = 0;
        n.questionId = questionId;
        n.origin = NuggetOrigin::Model;
        n.status = NuggetStatus::Draft;
        if (n.text.trimmed().isEmpty())
            continue;
        if (auto id = insert(n); !id)
            return id.error();
    }
    return {};
}

Result<int> NuggetStore::mergeImported(RowId questionId, const QList<Nugget>& nuggets)
{
    const QList<Nugget> existing = forQuestion(questionId);
    int added = 0;
    for (Nugget n : nuggets) {
        n.text = n.text.trimmed();
        if (n.text.isEmpty())
            continue;
        const auto same = std::find_if(existing.cbegin(), existing.cend(),
                                       [&n](const Nugget& e) { return e.text == n.text; });
        if (same != existing.cend()) {
            if (same->status != NuggetStatus::Accepted && same->importance != n.importance)
                if (Status s = setImportance(same->id, n.importance); !s)
                    return s.error();
            continue;
        }
        n.id = 0;
        n.questionId = questionId;
        if (auto id = insert(n); !id)
            return id.error();
        ++added;
    }
    return added;
}

} // namespace goldset::storage
