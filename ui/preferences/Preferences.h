#pragma once

#include "llm/ChatSettings.h"

#include <QList>
#include <QPair>
#include <QString>

namespace goldset::storage {
class SettingsStore;
}

namespace goldset::ui {

// The user's preferences, kept in QSettings (per user, never in a project file). Secrets are
// not among them: the API key lives in the OS keychain (ApiKeyStore) or the environment.
struct LlmPreferences
{
    QString baseUrl;
    QString model;
    QString embeddingModel;  // answer relevancy's {base}/embeddings; empty: the project's setting
    int concurrency = 4;     // 1..llm::ChatSettings::kMaxConcurrency
    int timeoutSeconds = 60; // per attempt
    int maxResponseMB = 8;   // llm::ChatSettings::maxResponseBytes

    static LlmPreferences load();
    void save() const;
};

enum class Theme
{
    System,
    Light,
    Dark
};

struct AppearancePreferences
{
    QString language; // "" follows the system; else "en", "de", "zh_CN", "ja"
    Theme theme = Theme::System;
    int fontPointSize = 0; // 0: the system's size

    static AppearancePreferences load();
    void save() const;
    // The languages the UI offers: code and the language's own name ("" is the system's).
    static QList<QPair<QString, QString>> languages();
};

namespace preferences {

// QSettings keys. "annotator" and "language" are the keys the pages and setUpApplication used
// before the Preferences dialog existed.
inline QString annotatorKey()
{
    return QStringLiteral("annotator");
}
inline QString languageKey()
{
    return QStringLiteral("language");
}

// The name the user works under: the preference, else the login name.
QString annotatorName();
void setAnnotatorName(const QString& name);

// The chat settings for a job on a project: the preferences, and the project's own LLM settings
// (what goldset-cli uses) where a preference is not set. The API key is not filled in here.
llm::ChatSettings chatSettings(const storage::SettingsStore* project);

} // namespace preferences
} // namespace goldset::ui
