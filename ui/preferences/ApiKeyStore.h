#pragma once

#include <QObject>
#include <QString>

namespace goldset::ui {

// Where the API key of the LLM endpoint comes from: the OS keychain (QtKeychain: Secret Service
// or KWallet on Linux, Keychain on macOS, Credential Manager on Windows), else the environment
// variable goldset-cli reads (GOLDSET_API_KEY). Without a keychain, a key typed in the
// preferences is kept in this process's memory for the session (until Goldset quits). The key is
// never written anywhere else: no plain-text fallback, no QSettings, no project file. Jobs are
// asynchronous (D-Bus round trips).
class ApiKeyStore : public QObject
{
    Q_OBJECT

public:
    enum class Source
    {
        Keychain,
        Session, // typed in this session, kept in memory only
        Environment,
        None
    };

    struct Lookup
    {
        QString key;
        Source source = Source::None;
        bool keychainAvailable = false;
        QString keychainProblem; // why the keychain could not be used, when it could not
    };

    explicit ApiKeyStore(QObject* parent = nullptr);

    static QString serviceName() { return QStringLiteral("Goldset"); }
    static QString entryName() { return QStringLiteral("llm-api-key"); }
    static QString environmentVariable();
    static QString keyFromEnvironment();
    // The key of this session where no keychain can hold it (empty: none); GUI thread only.
    static void setSessionKey(const QString& key);
    static QString sessionKey();

    // Reads the key; emits readFinished once.
    void read();
    // Stores the key in the keychain (an empty key deletes the entry); emits writeFinished once.
    void write(const QString& key);

    // GOLDSET_NO_KEYCHAIN=1 skips the keychain (headless machines where probing it would wait
    // for a D-Bus time-out); ServerPasswordStore follows it too.
    static bool keychainDisabled();

Q_SIGNALS:
    void readFinished(const goldset::ui::ApiKeyStore::Lookup& lookup);
    void writeFinished(bool ok, const QString& error);
};

} // namespace goldset::ui
