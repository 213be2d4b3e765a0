#include "preferences/Preferences.h"

#include "llm/ProjectChatSettings.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>
#include <QSettings>

namespace goldset::ui {
namespace {

const QString kBaseUrl = QStringLiteral("llm/baseUrl");
const QString kModel = QStringLiteral("llm/model");
const QString kEmbeddingModel = QStringLiteral("llm/embedding_model");
const QString kConcurrency = QStringLiteral("llm/concurrency");
const QString kTimeout = QStringLiteral("llm/timeout");
const QString kMaxResponse = QStringLiteral("llm/maxResponseMB");
const QString kTheme = QStringLiteral("appearance/theme");
const QString kFontSize = QStringLiteral("appearance/fontSize");

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme themeFromName(const QString& name)
{
    if (name == QLatin1String("light"))
        return Theme::Light;
    if (name == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

} // namespace

LlmPreferences LlmPreferences::load()
{
    const QSettings settings;
    LlmPreferences preferences;
    preferences.baseUrl = settings.value(kBaseUrl).toString().trimmed();
    preferences.model = settings.value(kModel).toString().trimmed();
    preferences.embeddingModel = settings.value(kEmbeddingModel).toString().trimmed();
    preferences.concurrency =
        std::clamp(settings.value(kConcurrency, 4).toInt(), 1, llm::ChatSettings::kMaxConcurrency);
    preferences.timeoutSeconds = std::max(1, settings.value(kTimeout, 60).toInt());
    preferences.maxResponseMB = std::max(1, settings.value(kMaxResponse, 8).toInt());
    return preferences;
}

void LlmPreferences::save() const
{
    QSettings settings;
    settings.setValue(kBaseUrl, baseUrl.trimmed());
    settings.setValue(kModel, model.trimmed());
    settings.setValue(kEmbeddingModel, embeddingModel.trimmed());
    settings.setValue(kConcurrency, concurrency);
    settings.setValue(kTimeout, timeoutSeconds);
    settings.setValue(kMaxResponse, maxResponseMB);
}

AppearancePreferences AppearancePreferences::load()
{
    const QSettings settings;
    AppearancePreferences preferences;
    preferences.language = settings.value(preferences::languageKey()).toString();
    preferences.theme = themeFromName(settings.value(kTheme).toString());
    preferences.fontPointSize = std::max(0, settings.value(kFontSize, 0).toInt());
    return preferences;
}

void AppearancePreferences::save() const
{
    QSettings settings;
    settings.setValue(preferences::languageKey(), language);
    settings.setValue(kTheme, themeName(theme));
    settings.setValue(kFontSize, fontPointSize);
}

QList<QPair<QString, QString>> AppearancePreferences::languages()
{
    // Each language in its own name, so that a user lost in a foreign UI finds theirs.
    return {{QString(), QCoreApplication::translate("goldset::ui::Preferences", "System")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("zh_CN"), QStringLiteral("中文 (简体)")},
            {QStringLiteral("ja"), QStringLiteral("日本語")}};
}

namespace preferences {

QString annotatorName()
{
    return QSettings().value(annotatorKey(), qEnvironmentVariable("USER")).toString().trimmed();
}

void setAnnotatorName(const QString& name)
{
    QSettings().setValue(annotatorKey(), name.trimmed());
}

llm::ChatSettings chatSettings(const storage::SettingsStore* project)
{
    llm::ChatSettings chat = project ? llm::loadChatSettings(*project) : llm::ChatSettings{};
    const QSettings settings;
    const LlmPreferences preferences = LlmPreferences::load();
    if (!preferences.baseUrl.isEmpty())
        chat.baseUrl = preferences.baseUrl;
    if (!preferences.model.isEmpty())
        chat.model = preferences.model;
    if (!preferences.embeddingModel.isEmpty())
        chat.embeddingModel = preferences.embeddingModel;
    if (settings.contains(kConcurrency))
        chat.concurrency = preferences.concurrency;
    if (settings.contains(kTimeout))
        chat.timeoutMs = preferences.timeoutSeconds * 1000;
    if (settings.contains(kMaxResponse))
        chat.maxResponseBytes = qint64(preferences.maxResponseMB) << 20;
    return chat;
}

} // namespace preferences
} // namespace goldset::ui
