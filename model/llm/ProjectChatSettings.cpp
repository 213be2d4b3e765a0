#include "llm/ProjectChatSettings.h"

#include "storage/SettingsStore.h"

namespace goldset::llm {
namespace {

int positive(const QString& text, int fallback)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok && value > 0 ? value : fallback;
}

} // namespace

ChatSettings loadChatSettings(const storage::SettingsStore& settings)
{
    ChatSettings chat;
    chat.baseUrl = settings.value(QStringLiteral("llm/endpoint")).trimmed();
    chat.model = settings.value(QStringLiteral("llm/model")).trimmed();
    chat.embeddingModel = settings.value(embeddingModelSettingKey()).trimmed();
    chat.concurrency = positive(settings.value(QStringLiteral("llm/concurrency")), chat.concurrency);
    chat.timeoutMs = positive(settings.value(QStringLiteral("llm/timeout")), chat.timeoutMs / 1000) * 1000;
    constexpr qint64 kMiB = qint64(1) << 20;
    chat.maxResponseBytes =
        positive(settings.value(QStringLiteral("llm/max_response_mb")), int(chat.maxResponseBytes / kMiB)) *
        kMiB;
    bool ok = false;
    const int retries = settings.value(QStringLiteral("llm/retries")).toInt(&ok);
    if (ok && retries >= 0)
        chat.retries = retries;
    return chat;
}

Status saveChatSettings(storage::SettingsStore& settings, const ChatSettings& chat)
{
    const QList<QPair<QString, QString>> values = {
        {QStringLiteral("llm/endpoint"), chat.baseUrl.trimmed()},
        {QStringLiteral("llm/model"), chat.model.trimmed()},
        {embeddingModelSettingKey(), chat.embeddingModel.trimmed()},
        {QStringLiteral("llm/concurrency"), QString::number(chat.concurrency)},
        {QStringLiteral("llm/timeout"), QString::number(std::max(1, chat.timeoutMs / 1000))},
        {QStringLiteral("llm/retries"), QString::number(chat.retries)},
        {QStringLiteral("llm/max_response_mb"),
         QString::number(std::max<qint64>(1, chat.maxResponseBytes >> 20))},
    };
    for (const auto& [key, value] : values)
        if (Status s = settings.setValue(key, value); !s)
            return s;
    return {};
}

} // namespace goldset::llm
