#include "LlmOptions.h"

#include "llm/ProjectChatSettings.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QDateTime>
#include <QUrl>

namespace goldset::cli {

void addLlmOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("endpoint"),
                      QStringLiteral("Base URL of an OpenAI-compatible API (http://host:port/v1)."),
                      QStringLiteral("URL")});
    parser.addOption({QStringLiteral("model"), QStringLiteral("Model name."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("concurrency"),
                      QStringLiteral("Requests in flight, 1 to 64 (default 4)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("timeout"), QStringLiteral("Seconds per request (default 60)."),
                      QStringLiteral("S")});
    parser.addOption({QStringLiteral("retries"), QStringLiteral("Attempts after the first (default 4)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("max-response-mb"),
                      QStringLiteral("Largest response body read, in MiB (default 8); a longer one fails "
                                     "its item."),
                      QStringLiteral("MB")});
}

std::optional<int> intOption(const QCommandLineParser& parser, CliContext& context, const QString& name,
                             int fallback)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < 0) {
        context.fail(
            QStringLiteral("--%1 wants a non-negative whole number, not '%2'").arg(name, parser.value(name)));
        return std::nullopt;
    }
    return value;
}

std::optional<llm::ChatSettings> llmSettings(const QCommandLineParser& parser, CliContext& context,
                                             storage::Project& project)
{
    llm::ChatSettings settings = llm::loadChatSettings(project.settings());
    if (parser.isSet(QStringLiteral("endpoint")))
        settings.baseUrl = parser.value(QStringLiteral("endpoint"));
    if (parser.isSet(QStringLiteral("model")))
        settings.model = parser.value(QStringLiteral("model"));
    if (settings.baseUrl.trimmed().isEmpty()) {
        context.fail(QStringLiteral("no endpoint: pass --endpoint URL or set llm/endpoint in the project"));
        return std::nullopt;
    }
    if (settings.model.trimmed().isEmpty()) {
        context.fail(QStringLiteral("no model: pass --model NAME or set llm/model in the project"));
        return std::nullopt;
    }
    const QUrl url(settings.baseUrl.trimmed());
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
        context.fail(
            QStringLiteral("--endpoint wants an http(s) URL such as http://localhost:8080/v1, not '%1'")
                .arg(settings.baseUrl));
        return std::nullopt;
    }
    settings.apiKey = llm::ChatSettings::apiKeyFromEnvironment();
    const auto concurrency = intOption(parser, context, QStringLiteral("concurrency"), settings.concurrency);
    const auto timeout = intOption(parser, context, QStringLiteral("timeout"), settings.timeoutMs / 1000);
    const auto retries = intOption(parser, context, QStringLiteral("retries"), settings.retries);
    constexpr qint64 kMiB = qint64(1) << 20;
    const auto maxResponse = intOption(parser, context, QStringLiteral("max-response-mb"),
                                       static_cast<int>(settings.maxResponseBytes / kMiB));
    if (!concurrency || !timeout || !retries || !maxResponse)
        return std::nullopt;
    if (*concurrency < 1 || *timeout < 1 || *maxResponse < 1) {
        context.fail(QStringLiteral("--concurrency, --timeout and --max-response-mb must be at least 1"));
        return std::nullopt;
    }
    if (*concurrency > llm::ChatSettings::kMaxConcurrency) {
        context.fail(QStringLiteral("--concurrency %1 is more than the %2 requests Goldset keeps in flight")
                         .arg(*concurrency)
                         .arg(llm::ChatSettings::kMaxConcurrency));
        return std::nullopt;
    }
    settings.maxResponseBytes = *maxResponse * kMiB;
    settings.concurrency = *concurrency;
    settings.timeoutMs = *timeout * 1000;
    settings.retries = *retries;
    return settings;
}

void ProgressPrinter::operator()(int done, int total, int errors)
{
    // At most a few lines a second, and always the last one.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (done < total && m_lastPrinted >= 0 && now - m_lastPrinted < 250)
        return;
    m_lastPrinted = now;
    m_context.err << m_what << ": " << done << '/' << total << " done, " << errors << " errors" << Qt::endl;
}

} // namespace goldset::cli
