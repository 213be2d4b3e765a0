#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QHash>

namespace goldset::storage {
class SettingsStore;
}

namespace goldset::monitor {

// What is stored of a user id: by default a salted SHA-256 (the first 16 bytes, in hex), so
// that the project counts distinct users without holding who they are. The salt is made once
// per project (setting monitor/user_salt, random); a project whose setting
// monitor/keep_user_ids is "true" keeps the ids as they are.
class UserIdHasher
{
public:
    static QString saltKey() { return QStringLiteral("monitor/user_salt"); }
    static QString keepIdsKey() { return QStringLiteral("monitor/keep_user_ids"); }

    // The project's hasher; makes and stores the salt when the project has none yet (call it
    // inside the import's transaction).
    static Result<UserIdHasher> forProject(storage::SettingsStore& settings);
    UserIdHasher(QByteArray salt, bool keepIds) : m_salt(std::move(salt)), m_keepIds(keepIds) {}

    // Empty for an empty id.
    QByteArray stored(const QByteArray& userId);

private:
    QByteArray m_salt;
    bool m_keepIds = false;
    QHash<QByteArray, QByteArray> m_recent; // bounded: cleared when it grows large
};

} // namespace goldset::monitor
