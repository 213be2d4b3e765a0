#pragma once

#include <QString>

namespace goldset::storage {

// Passwords of server projects typed in this session (the app's Open Server Project dialog),
// kept in this process's memory only, so that the jobs' own connections (other threads) can sign
// in too. Never written anywhere: a URL, the recent-projects list and the settings carry no
// password. Without one here, libpq's own sources apply (PGPASSWORD, ~/.pgpass).
namespace ServerPasswords {

// `account`: ServerUrl::account() of the URL.
void set(const QString& account, const QString& password);
QString get(const QString& account);

} // namespace ServerPasswords
} // namespace goldset::storage
