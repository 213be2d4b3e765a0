#include "storage/AnnotatorStore.h"

#include <QCoreApplication>

namespace goldset::storage {
namespace {

Annotator annotatorFrom(const QSqlQuery& q)
{
    Annotator a;
    a.id = q.value(0).toLongLong();
    a.name = q.value(1).toString();
    a.role = q.value(2).toString() == QLatin1String("lead") ? AnnotatorRole::Lead : AnnotatorRole::Annotator;
    a.kind = q.value(3).toString() == QLatin1String("model") ? AnnotatorKind::Model : AnnotatorKind::Person;
    return a;
}

QString roleText(AnnotatorRole role)
{
    return role == AnnotatorRole::Lead ? QStringLiteral("lead") : QStringLiteral("annotator");
}

} // namespace

Result<RowId> AnnotatorStore::ensure(const QString& name, AnnotatorRole role, AnnotatorKind kind,
                                     bool* created)
{
    if (created)
        *created = false;
    // Looked up first: a read-only project finds its annotators without writing.
    if (auto existing = byName(name))
        return existing->id;
    QSqlQuery q = query();
    q.prepare(dialect().insertOrIgnore(
        QStringLiteral("annotator"), {QStringLiteral("name"), QStringLiteral("role"), QStringLiteral("kind")},
        QStringLiteral("name")));
    q.addBindValue(name);
    q.addBindValue(roleText(role));
    q.addBindValue(kind == AnnotatorKind::Model ? QStringLiteral("model") : QStringLiteral("person"));
    if (Status s = exec(q); !s)
        return s.error();
    if (created)
        *created = q.numRowsAffected() == 1;
    q.prepare(QStringLiteral("SELECT id FROM annotator WHERE name = ?"));
    q.addBindValue(name);
    return execOne(q, QStringLiteral("no annotator %1").arg(name),
                   [](const QSqlQuery& row) { return row.value(0).toLongLong(); });
}

Status AnnotatorStore::removeIfUnlabelled(RowId id)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("DELETE FROM annotator WHERE id = ?"
                       " AND NOT EXISTS (SELECT 1 FROM relevance_label WHERE annotator_id = annotator.id)"
                       " AND NOT EXISTS (SELECT 1 FROM claim_review WHERE annotator_id = annotator.id)"));
    q.addBindValue(id);
    return exec(q);
}

std::optional<Annotator> AnnotatorStore::byName(const QString& name) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT id, name, role, kind FROM annotator WHERE name = ?"));
    q.addBindValue(name);
    if (q.exec() && q.next())
        return annotatorFrom(q);
    return std::nullopt;
}

std::optional<Annotator> AnnotatorStore::byId(RowId id) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT id, name, role, kind FROM annotator WHERE id = ?"));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return annotatorFrom(q);
    return std::nullopt;
}

QList<Annotator> AnnotatorStore::all() const
{
    QList<Annotator> result;
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT id, name, role, kind FROM annotator ORDER BY name")))
        while (q.next())
            result.append(annotatorFrom(q));
    return result;
}

Status AnnotatorStore::setRole(RowId id, AnnotatorRole role)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE annotator SET role = ? WHERE id = ?"));
    q.addBindValue(roleText(role));
    q.addBindValue(id);
    return exec(q);
}

Status AnnotatorStore::removeUnused(RowId id)
{
    QSqlQuery used = query();
    used.prepare(QStringLiteral("SELECT EXISTS (SELECT 1 FROM relevance_label WHERE annotator_id = ?)"
                                " OR EXISTS (SELECT 1 FROM claim_review WHERE annotator_id = ?)"
                                " OR EXISTS (SELECT 1 FROM assignment WHERE annotator_id = ?)"
                                " OR EXISTS (SELECT 1 FROM adjudication WHERE annotator_id = ?)"));
    for (int i = 0; i < 4; ++i)
        used.addBindValue(id);
    if (!used.exec() || !used.next())
        return queryError(used);
    if (used.value(0).toBool())
        return makeError(QCoreApplication::translate("goldset::storage::AnnotatorStore",
                                                     "the annotator has work in the project and stays"));
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM annotator WHERE id = ?"));
    q.addBindValue(id);
    return exec(q);
}

} // namespace goldset::storage
