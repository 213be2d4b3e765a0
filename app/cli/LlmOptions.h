#pragma once

#include "CliContext.h"
#include "llm/ChatSettings.h"

#include <QCommandLineParser>
#include <optional>

namespace goldset::storage {
class Project;
}

namespace goldset::cli {

// The LLM options that generate and judge share: --endpoint, --model, --concurrency,
// --timeout, --retries, --max-response-mb. They default to the project settings (llm/endpoint,
// llm/model, llm/concurrency, llm/timeout, llm/retries, llm/max_response_mb; see llm/ProjectChatSettings);
// the key comes from GOLDSET_API_KEY only (never from the project or the command line).
void addLlmOptions(QCommandLineParser& parser);
std::optional<llm::ChatSettings> llmSettings(const QCommandLineParser& parser, CliContext& context,
                                             storage::Project& project);

// A non-negative integer option, or an error on stderr.
std::optional<int> intOption(const QCommandLineParser& parser, CliContext& context, const QString& name,
                             int fallback);

// Prints "job: done/total, errors" lines on stderr while a job runs.
class ProgressPrinter
{
public:
    ProgressPrinter(CliContext& context, QString what) : m_context(context), m_what(std::move(what)) {}
    void operator()(int done, int total, int errors);

private:
    CliContext& m_context;
    QString m_what;
    qint64 m_lastPrinted = -1;
};

} // namespace goldset::cli
