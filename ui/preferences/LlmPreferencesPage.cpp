#include "preferences/LlmPreferencesPage.h"

#include "preferences/ConnectionTester.h"
#include "preferences/Preferences.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace goldset::ui {

LlmPreferencesPage::LlmPreferencesPage(QWidget* parent)
    : QWidget(parent), m_keys(new ApiKeyStore(this)), m_tester(new ConnectionTester(this))
{
    setObjectName(QStringLiteral("llmPreferences"));
    m_baseUrl = new QLineEdit(this);
    m_baseUrl->setObjectName(QStringLiteral("llmBaseUrl"));
    m_baseUrl->setPlaceholderText(QStringLiteral("http://localhost:8080/v1"));
    m_baseUrl->setToolTip(
        tr("Base URL of an OpenAI-compatible API; requests go to {base}/chat/completions."));
    m_model = new QLineEdit(this);
    m_model->setObjectName(QStringLiteral("llmModel"));
    m_model->setPlaceholderText(QStringLiteral("gpt-4o-mini"));
    m_embeddingModel = new QLineEdit(this);
    m_embeddingModel->setObjectName(QStringLiteral("llmEmbeddingModel"));
    m_embeddingModel->setPlaceholderText(QStringLiteral("text-embedding-3-small"));
    m_embeddingModel->setToolTip(
        tr("Model of {base}/embeddings, for answer relevancy; empty: no relevancy unless the project "
           "sets llm/embedding_model."));
    m_concurrency = new QSpinBox(this);
    m_concurrency->setObjectName(QStringLiteral("llmConcurrency"));
    m_concurrency->setRange(1, llm::ChatSettings::kMaxConcurrency);
    m_concurrency->setToolTip(tr("Requests in flight at once."));
    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("llmTimeout"));
    m_timeout->setRange(1, 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("How long one request may take before it is tried again."));
    m_maxResponse = new QSpinBox(this);
    m_maxResponse->setObjectName(QStringLiteral("llmMaxResponse"));
    m_maxResponse->setRange(1, 1024);
    m_maxResponse->setSuffix(tr(" MiB"));
    m_maxResponse->setToolTip(tr("A longer response fails its item instead of filling the memory."));
    m_key = new QLineEdit(this);
    m_key->setObjectName(QStringLiteral("llmApiKey"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(tr("Checking the keychain…"));
    m_key->setEnabled(false);
    connect(m_key, &QLineEdit::textEdited, this, [this] { m_keyEdited = true; });
    m_keyStatus = new QLabel(this);
    m_keyStatus->setObjectName(QStringLiteral("llmKeyStatus"));
    m_keyStatus->setWordWrap(true);
    m_keyStatus->setTextFormat(Qt::PlainText);

    m_test = new QPushButton(tr("&Test Connection"), this);
    m_test->setObjectName(QStringLiteral("llmTestConnection"));
    m_testResult = new QLabel(this);
    m_testResult->setObjectName(QStringLiteral("llmTestResult"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::PlainText); // a server's error body is untrusted text
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for a two-line error from the start: the form above keeps its size when it comes.
    m_testResult->setMinimumHeight(2 * m_testResult->fontMetrics().lineSpacing());
    m_keyStatus->setMinimumHeight(3 * m_keyStatus->fontMetrics().lineSpacing());
    connect(m_test, &QPushButton::clicked, this, &LlmPreferencesPage::testConnection);
    connect(m_tester, &ConnectionTester::finished, this, [this](bool ok, const QString& message) {
        m_test->setEnabled(true);
        m_testResult->setText(ok ? message : tr("Failed: %1").arg(message));
        Q_EMIT connectionTested(ok, message);
    });

    auto* form = new QFormLayout;
    form->addRow(tr("&Base URL:"), m_baseUrl);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("&Embedding model:"), m_embeddingModel);
    form->addRow(tr("&Concurrent requests:"), m_concurrency);
    form->addRow(tr("T&ime-out per request:"), m_timeout);
    form->addRow(tr("Largest &response:"), m_maxResponse);
    form->addRow(tr("API &key:"), m_key);
    form->addRow(QString(), m_keyStatus);
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_testResult, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(testRow);
    layout->addStretch(1);

    connect(m_keys, &ApiKeyStore::readFinished, this, &LlmPreferencesPage::keyRead);
    connect(m_keys, &ApiKeyStore::writeFinished, this, [this](bool ok, const QString& error) {
        if (!ok)
            m_keyStatus->setText(tr("The key could not be stored in the keychain: %1").arg(error));
        Q_EMIT keySaved(ok, error);
    });
    load();
}

void LlmPreferencesPage::load()
{
    const LlmPreferences preferences = LlmPreferences::load();
    m_baseUrl->setText(preferences.baseUrl);
    m_model->setText(preferences.model);
    m_embeddingModel->setText(preferences.embeddingModel);
    m_concurrency->setValue(preferences.concurrency);
    m_timeout->setValue(preferences.timeoutSeconds);
    m_maxResponse->setValue(preferences.maxResponseMB);
    m_keyEdited = false;
    m_keyChecked = false;
    m_keys->read();
}

void LlmPreferencesPage::keyRead(const ApiKeyStore::Lookup& lookup)
{
    m_keyChecked = true;
    m_keychainAvailable = lookup.keychainAvailable;
    m_environmentKey = lookup.source == ApiKeyStore::Source::Environment ? lookup.key : QString();
    const QString variable = ApiKeyStore::environmentVariable();
    if (lookup.keychainAvailable) {
        m_key->setEnabled(true);
        m_key->setPlaceholderText(tr("empty: no key, or %1 from the environment").arg(variable));
        if (!m_keyEdited)
            m_key->setText(lookup.source == ApiKeyStore::Source::Keychain ? lookup.key : QString());
        m_keyStatus->setText(lookup.source == ApiKeyStore::Source::Environment
                                 ? tr("Stored in the system keychain. None is stored yet: %1 from the "
                                      "environment is used.")
                                       .arg(variable)
                                 : tr("Stored in the system keychain, never in a project or settings file."));
    } else {
        // Nowhere safe to keep it on disk: a typed key lives in memory until Goldset quits.
        m_key->setEnabled(true);
        if (!m_keyEdited)
            m_key->setText(lookup.source == ApiKeyStore::Source::Session ? lookup.key : QString());
        m_key->setPlaceholderText(lookup.source == ApiKeyStore::Source::Environment
                                      ? tr("empty: %1 from the environment").arg(variable)
                                      : tr("kept until Goldset quits"));
        m_keyStatus->setText(
            tr("No keychain service is available (%1). A key entered here is kept in memory for this "
               "session only, until Goldset quits, and never written to disk. To keep a key across "
               "sessions, set the %2 environment variable before starting Goldset. %3")
                .arg(lookup.keychainProblem, variable,
                     lookup.source == ApiKeyStore::Source::Environment
                         ? tr("%1 is set and will be used.").arg(variable)
                         : tr("%1 is not set.").arg(variable)));
    }
    Q_EMIT keyLookedUp();
}

void LlmPreferencesPage::save()
{
    LlmPreferences preferences;
    preferences.baseUrl = m_baseUrl->text().trimmed();
    preferences.model = m_model->text().trimmed();
    preferences.embeddingModel = m_embeddingModel->text().trimmed();
    preferences.concurrency = m_concurrency->value();
    preferences.timeoutSeconds = m_timeout->value();
    preferences.maxResponseMB = m_maxResponse->value();
    preferences.save();
    if (m_keychainAvailable && m_keyEdited) {
        m_keys->write(m_key->text());
        m_keyEdited = false;
    } else if (m_keyChecked && !m_keychainAvailable && m_keyEdited) {
        ApiKeyStore::setSessionKey(m_key->text());
        m_keyEdited = false;
    }
}

void LlmPreferencesPage::testConnection()
{
    llm::ChatSettings settings;
    settings.baseUrl = m_baseUrl->text().trimmed();
    settings.model = m_model->text().trimmed();
    settings.timeoutMs = m_timeout->value() * 1000;
    settings.maxResponseBytes = qint64(m_maxResponse->value()) << 20;
    settings.apiKey = m_key->text().trimmed().isEmpty() ? m_environmentKey : m_key->text().trimmed();
    m_test->setEnabled(false);
    m_testResult->setText(tr("Sending one small request to %1…").arg(settings.baseUrl));
    m_tester->start(settings);
}

} // namespace goldset::ui
