#pragma once

#include <QObject>
#include <QString>

namespace goldset::ui {

// Passwords of server projects in the OS keychain, as the API key (ApiKeyStore): one entry per
// account, "server:user@host:port/database" under the service "Goldset", written only when the
// user ticks "Remember password" in Open Server Project. Where no keychain answers (or
// GOLDSET_NO_KEYCHAIN=1), a password lives in this process's memory for the session
// (storage::ServerPasswords) and nowhere else: never the settings, a project or a URL.
class ServerPasswordStore : public QObject
{
    Q_OBJECT

public:
    explicit ServerPasswordStore(QObject* parent = nullptr);

    // The keychain entry of an account (ServerUrl::account()).
    static QString entryName(const QString& account);

    // Looks the account up: the keychain first, then this session's memory; emits readFinished
    // once (password empty: none; fromKeychain: the keychain had it). `keychainProblem` says why
    // the keychain was not asked or failed, when it was not or did.
    void read(const QString& account);
    // Keeps the password for the session, and in the keychain when `remember` (else the
    // keychain forgets the account's entry, if it had one); emits writeFinished once (ok false:
    // only the session has it, `error` says why).
    void save(const QString& account, const QString& password, bool remember);

Q_SIGNALS:
    void readFinished(const QString& account, const QString& password, bool fromKeychain,
                      const QString& keychainProblem);
    void writeFinished(const QString& account, bool ok, const QString& error);
};

} // namespace goldset::ui
