#include "preferences/ApiKeyStore.h"

#include "llm/ChatSettings.h"

#include <QCoreApplication>
#include <QTimer>
#include <qt6keychain/keychain.h>

namespace goldset::ui {

ApiKeyStore::ApiKeyStore(QObject* parent) : QObject(parent) {}

QString ApiKeyStore::environmentVariable()
{
    return QString::fromLatin1(llm::ChatSettings::apiKeyVariable);
}

QString ApiKeyStore::keyFromEnvironment()
{
    return llm::ChatSettings::apiKeyFromEnvironment();
}

namespace {
QString& sessionKeyStorage()
{
    static QString key;
    return key;
}
} // namespace

void ApiKeyStore::setSessionKey(const QString& key)
{
    sessionKeyStorage() = key.trimmed();
}

QString ApiKeyStore::sessionKey()
{
    return sessionKeyStorage();
}

bool ApiKeyStore::keychainDisabled()
{
    return qEnvironmentVariableIntValue("GOLDSET_NO_KEYCHAIN") != 0;
}

void ApiKeyStore::read()
{
    auto fromEnvironment = [](Lookup lookup) {
        if (!lookup.keychainAvailable && !sessionKey().isEmpty()) {
            lookup.key = sessionKey();
            lookup.source = Source::Session;
            return lookup;
        }
        lookup.key = keyFromEnvironment();
        lookup.source = lookup.key.isEmpty() ? Source::None : Source::Environment;
        return lookup;
    };
    if (keychainDisabled()) {
        Lookup lookup;
        lookup.keychainProblem = tr("the keychain is switched off (GOLDSET_NO_KEYCHAIN)");
        // Queued, so that callers see the signal after read() returned, as with the keychain.
        QTimer::singleShot(0, this,
                           [this, lookup, fromEnvironment] { Q_EMIT readFinished(fromEnvironment(lookup)); });
        return;
    }
    // Keychain jobs have no parent and delete themselves when done: a write must not be cut
    // short because the dialog that asked for it was closed.
    auto* job = new QKeychain::ReadPasswordJob(serviceName());
    job->setKey(entryName());
    job->setInsecureFallback(false);
    connect(job, &QKeychain::Job::finished, this, [this, fromEnvironment](QKeychain::Job* finished) {
        auto* reader = static_cast<QKeychain::ReadPasswordJob*>(finished);
        Lookup lookup;
        switch (reader->error()) {
        case QKeychain::NoError:
            lookup.keychainAvailable = true;
            lookup.key = reader->textData().trimmed();
            lookup.source = lookup.key.isEmpty() ? Source::None : Source::Keychain;
            if (lookup.key.isEmpty())
                lookup = fromEnvironment(lookup);
            break;
        case QKeychain::EntryNotFound:
            lookup.keychainAvailable = true;
            lookup = fromEnvironment(lookup);
            break;
        default:
            // QtKeychain says "Unknown error" when no Secret Service or KWallet answers on D-Bus.
            lookup.keychainProblem = reader->error() == QKeychain::NoBackendAvailable ||
                                             reader->errorString().isEmpty() ||
                                             reader->errorString() == QLatin1String("Unknown error")
                                         ? tr("no Secret Service or KWallet answered")
                                         : reader->errorString();
            lookup = fromEnvironment(lookup);
            break;
        }
        Q_EMIT readFinished(lookup);
    });
    job->start();
}

void ApiKeyStore::write(const QString& key)
{
    if (keychainDisabled()) {
        QTimer::singleShot(0, this, [this] {
            Q_EMIT writeFinished(false, tr("the keychain is switched off (GOLDSET_NO_KEYCHAIN)"));
        });
        return;
    }
    QKeychain::Job* job = nullptr;
    if (key.trimmed().isEmpty()) {
        auto* remover = new QKeychain::DeletePasswordJob(serviceName());
        job = remover;
    } else {
        auto* writer = new QKeychain::WritePasswordJob(serviceName());
        writer->setTextData(key.trimmed());
        job = writer;
    }
    job->setKey(entryName());
    job->setInsecureFallback(false);
    const bool removing = key.trimmed().isEmpty();
    connect(job, &QKeychain::Job::finished, this, [this, removing](QKeychain::Job* finished) {
        const bool ok = finished->error() == QKeychain::NoError ||
                        (removing && finished->error() == QKeychain::EntryNotFound);
        Q_EMIT writeFinished(ok, ok ? QString() : finished->errorString());
    });
    job->start();
}

} // namespace goldset::ui
