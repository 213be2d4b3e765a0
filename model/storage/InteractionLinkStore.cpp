#include "storage/InteractionLinkStore.h"

#include "storage/Project.h"

namespace goldset::storage {
namespace {

QString linkKindText(InteractionLinkKind kind)
{
    return kind == InteractionLinkKind::Promoted ? QStringLiteral("promoted") : QStringLiteral("sampled");
}

} // namespace

Status InteractionLinkStore::add(const InteractionLink& link)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT OR IGNORE INTO interaction_link(interaction_id, question_id, run_id, kind,"
                       " created_at) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(link.interactionId);
    q.addBindValue(link.questionId);
    q.addBindValue(link.runId ? QVariant(*link.runId) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(linkKindText(link.kind));
    q.addBindValue(nowText());
    return exec(q);
}

Status InteractionLinkStore::remove(const InteractionLink& link)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM interaction_link WHERE interaction_id = ? AND kind = ?"
                             " AND ifnull(run_id, 0) = ?"));
    q.addBindValue(link.interactionId);
    q.addBindValue(linkKindText(link.kind));
    q.addBindValue(link.runId.value_or(0));
    return exec(q);
}

std::optional<qint64> InteractionLinkStore::questionOf(qint64 interactionId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "SELECT question_id FROM interaction_link WHERE interaction_id = ? ORDER BY id LIMIT 1"));
    q.addBindValue(interactionId);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

std::optional<qint64> InteractionLinkStore::interactionOf(qint64 questionId) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "SELECT interaction_id FROM interaction_link WHERE question_id = ? ORDER BY id LIMIT 1"));
    q.addBindValue(questionId);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

QList<InteractionLink> InteractionLinkStore::linksOf(qint64 interactionId) const
{
    QList<InteractionLink> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT question_id, run_id, kind FROM interaction_link WHERE interaction_id = ?"
                             " ORDER BY id"));
    q.addBindValue(interactionId);
    if (q.exec()) {
        while (q.next()) {
            InteractionLink link;
            link.interactionId = interactionId;
            link.questionId = q.value(0).toLongLong();
            if (!q.value(1).isNull())
                link.runId = q.value(1).toLongLong();
            link.kind = q.value(2).toString() == QLatin1String("promoted") ? InteractionLinkKind::Promoted
                                                                           : InteractionLinkKind::Sampled;
            result.append(link);
        }
    }
    return result;
}

} // namespace goldset::storage
