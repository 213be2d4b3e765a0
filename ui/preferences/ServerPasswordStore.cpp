#include "preferences/ServerPasswordStore.h"

#include "preferences/ApiKeyStore.h"
#include "storage/server/ServerPasswords.h"

#include <QTimer>
#include <qt6keychain/keychain.h>

namespace goldset::ui {

ServerPasswordStore::ServerPasswordStore(QObject* parent) : QObject(parent) {}

QString ServerPasswordStore::entryName(const QString& account)
{
    return QStringLiteral("server:") + account;
}

void ServerPasswordStore::read(const QString& account)
{
    if (ApiKeyStore::keychainDisabled()) {
        // Queued, so that callers see the signal after read() returned, as with the keychain.
        QTimer::singleShot(0, this, [this, account] {
            Q_EMIT readFinished(account, storage::ServerPasswords::get(account), false,
                                tr("the keychain is switched off (GOLDSET_NO_KEYCHAIN)"));
        });
        return;
    }
    // Jobs have no parent and delete themselves when done (see ApiKeyStore).
    auto* job = new QKeychain::ReadPasswordJob(ApiKeyStore::serviceName());
    job->setKey(entryName(account));
    job->setInsecureFallback(false);
    connect(job, &QKeychain::Job::finished, this, [this, account](QKeychain::Job* finished) {
        auto* reader = static_cast<QKeychain::ReadPasswordJob*>(finished);
        QString password, problem;
        if (reader->error() == QKeychain::NoError)
            password = reader->textData();
        else if (reader->error() != QKeychain::EntryNotFound)
            problem =
                reader->errorString().isEmpty() || reader->errorString() == QLatin1String("Unknown error")
                    ? tr("no Secret Service or KWallet answered")
                    : reader->errorString();
        const bool fromKeychain = !password.isEmpty();
        if (!fromKeychain)
            password = storage::ServerPasswords::get(account);
        Q_EMIT readFinished(account, password, fromKeychain, problem);
    });
    job->start();
}

void ServerPasswordStore::save(const QString& account, const QString& password, bool remember)
{
    storage::ServerPasswords::set(account, password);
    if (ApiKeyStore::keychainDisabled()) {
        // Nothing to remember is no failure; a password to remember stays in memory only.
        QTimer::singleShot(0, this, [this, account, remember] {
            Q_EMIT writeFinished(account, !remember,
                                 remember ? tr("the keychain is switched off (GOLDSET_NO_KEYCHAIN)")
                                          : QString());
        });
        return;
    }
    QKeychain::Job* job = nullptr;
    if (!remember || password.isEmpty()) {
        job = new QKeychain::DeletePasswordJob(ApiKeyStore::serviceName());
    } else {
        auto* writer = new QKeychain::WritePasswordJob(ApiKeyStore::serviceName());
        writer->setTextData(password);
        job = writer;
    }
    job->setKey(entryName(account));
    job->setInsecureFallback(false);
    const bool removing = !remember || password.isEmpty();
    connect(job, &QKeychain::Job::finished, this, [this, account, removing](QKeychain::Job* finished) {
        const bool ok = finished->error() == QKeychain::NoError ||
                        (removing && finished->error() == QKeychain::EntryNotFound);
        Q_EMIT writeFinished(account, ok, ok ? QString() : finished->errorString());
    });
    job->start();
}

} // namespace goldset::ui
