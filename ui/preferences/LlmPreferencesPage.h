#pragma once

#include "preferences/ApiKeyStore.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace goldset::ui {

class ConnectionTester;

// Preferences → LLM: endpoint, model, concurrency, time-out (QSettings), the API key (OS
// keychain, or the environment when there is no keychain), and "Test connection".
class LlmPreferencesPage : public QWidget
{
    Q_OBJECT

public:
    explicit LlmPreferencesPage(QWidget* parent = nullptr);

    void load();
    // Saves the settings; the key goes to the keychain only when it was edited.
    void save();

    void testConnection();
    bool keychainAvailable() const { return m_keychainAvailable; }
    bool keyChecked() const { return m_keyChecked; }

    QLineEdit* baseUrlField() const { return m_baseUrl; }
    QLineEdit* modelField() const { return m_model; }
    QLineEdit* embeddingModelField() const { return m_embeddingModel; }
    QSpinBox* concurrencyField() const { return m_concurrency; }
    QSpinBox* timeoutField() const { return m_timeout; }
    QSpinBox* maxResponseField() const { return m_maxResponse; }
    QLineEdit* keyField() const { return m_key; }
    QLabel* keyStatusLabel() const { return m_keyStatus; }
    QPushButton* testButton() const { return m_test; }
    QLabel* testResultLabel() const { return m_testResult; }

Q_SIGNALS:
    void keyLookedUp(); // the keychain answered (or was found missing)
    void connectionTested(bool ok, const QString& message);
    void keySaved(bool ok, const QString& error);

private:
    void keyRead(const ApiKeyStore::Lookup& lookup);

    ApiKeyStore* m_keys;
    ConnectionTester* m_tester;
    QLineEdit* m_baseUrl;
    QLineEdit* m_model;
    QLineEdit* m_embeddingModel;
    QSpinBox* m_concurrency;
    QSpinBox* m_timeout;
    QSpinBox* m_maxResponse;
    QLineEdit* m_key;
    QLabel* m_keyStatus;
    QPushButton* m_test;
    QLabel* m_testResult;
    bool m_keychainAvailable = false;
    bool m_keyChecked = false;
    bool m_keyEdited = false;
    QString m_environmentKey; // what a test uses when the key field is empty
};

} // namespace goldset::ui
