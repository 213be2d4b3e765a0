#include "monitor/MonitorImport.h"

#include "io/LineReader.h"
#include "io/ReadAhead.h"
#include "monitor/IdkPatterns.h"
#include "monitor/IdkReapply.h"
#include "monitor/ImportSteps.h"
#include "monitor/InteractionLog.h"
#include "monitor/SpanLines.h"
#include "monitor/TraceAssembly.h"
#include "monitor/UserIdHasher.h"
#include "storage/CacheSizeScope.h"
#include "storage/InteractionStagingStore.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <utility>

namespace goldset::monitor {
namespace {

bool blankLine(const QByteArray& line)
{
    for (const char c : line) {
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

Error cancelledError()
{
    return makeError(QCoreApplication::translate("goldset::monitor", "cancelled: nothing was imported"));
}

// Running totals over every file, for progress.
struct ImportProgress
{
    const std::function<bool(qint64, qint64)>& report;
    qint64 total = 0;
    qint64 doneBefore = 0; // bytes of the files already read
    bool cancelled = false;

    bool tick(qint64 positionInFile)
    {
        if (report && !report(doneBefore + positionInFile, total))
            cancelled = true;
        return !cancelled;
    }
};

// The plain log: lines parsed on a thread of their own, a few batches ahead of the writes.
Status importPlainLog(const QString& path, storage::InteractionStore& store, ImportSteps& steps,
                      UserIdHasher& users, const IdkPatterns& idk, MonitorImportSummary& summary,
                      ImportProgress& progress)
{
    auto opened = io::LineReader::open(path);
    if (!opened)
        return opened.error();
    std::shared_ptr<io::LineReader> reader(std::move(*opened));
    std::atomic<qint64> lines = 0;
    std::atomic<qint64> position = 0;
    io::ReadAhead<InteractionInput> records(
        [&](const io::ReadAhead<InteractionInput>::Emit& emit) -> std::optional<Error> {
            QByteArray line;
            const QString name = reader->displayName();
            while (reader->next(line)) {
                if (blankLine(line))
                    continue;
                auto record = parseInteractionLine(line, name, reader->lineNumber(), users, idk);
                if (!record)
                    return record.error();
                record->identity = storage::InteractionStore::identityOf(*record);
                lines.fetch_add(1, std::memory_order_relaxed);
                position.store(reader->position(), std::memory_order_relaxed);
                if (!emit(std::move(*record), line.size()))
                    return std::nullopt;
            }
            return reader->error();
        });
    InteractionInput record;
    qint64 count = 0;
    while (records.next(record)) {
        if (Status stepped = steps.beforeAdd(); !stepped)
            return stepped;
        if (Status added = store.add(record); !added)
            return added;
        ++summary.interactions;
        if (++count % 4096 == 0 && !progress.tick(position.load(std::memory_order_relaxed)))
            return cancelledError();
    }
    if (records.error())
        return *records.error();
    summary.lines += lines.load();
    return {};
}

// Phoenix's REST API and notebooks save spans as one JSON array; the logs are JSON Lines.
Status refuseJsonArray(const QByteArray& line, const QString& path, int lineNumber)
{
    if (!line.trimmed().startsWith('['))
        return {};
    return makeError(
        QCoreApplication::translate("goldset::monitor",
                                    "this is one JSON array, not JSON Lines: monitor import reads one "
                                    "object (an interaction or a span) per line; write one per line "
                                    "first (e.g. jq -c '.[]')"),
        path, lineNumber, 1);
}

// Span-based logs: every line's part staged by trace, then one interaction per trace.
Status stageSpans(const QString& path, LogFormat format, storage::InteractionStagingStore& staging,
                  MonitorImportSummary& summary, ImportProgress& progress)
{
    auto opened = io::LineReader::open(path);
    if (!opened)
        return opened.error();
    io::LineReader& reader = **opened;
    QByteArray line;
    bool first = true;
    while (reader.next(line)) {
        if (blankLine(line))
            continue;
        if (std::exchange(first, false))
            if (Status array = refuseJsonArray(line, path, reader.lineNumber()); !array)
                return array;
        auto span = format == LogFormat::OpenInference
                        ? parseOpenInferenceLine(line, reader.displayName(), reader.lineNumber())
                        : parseLangfuseLine(line, reader.displayName(), reader.lineNumber());
        if (!span)
            return span.error();
        if (Status staged = staging.add(span->trace, part::encode(span->part)); !staged)
            return staged;
        ++summary.lines;
        if (summary.lines % 4096 == 0 && !progress.tick(reader.position()))
            return cancelledError();
    }
    if (reader.error())
        return *reader.error();
    return {};
}

Result<LogFormat> formatOf(const QString& path)
{
    auto opened = io::LineReader::open(path);
    if (!opened)
        return opened.error();
    QByteArray line;
    while ((*opened)->next(line)) {
        if (blankLine(line))
            continue;
        if (Status array = refuseJsonArray(line, path, (*opened)->lineNumber()); !array)
            return array.error();
        if (auto guessed = guessLogFormat(line))
            return *guessed;
        break;
    }
    return makeError(QCoreApplication::translate("goldset::monitor",
                                                 "cannot tell the format of this log: give --format "
                                                 "interactions|openinference|langfuse"),
                     path, (*opened)->lineNumber());
}

// Everything an import writes, in `steps`' transactions; the caller takes out what was
// committed when this fails.
Status importAll(storage::Project& project, const QStringList& paths, const QList<LogFormat>& formats,
                 const IdkPatterns& idk, storage::InteractionStore& store, ImportSteps& steps,
                 MonitorImportSummary& summary, ImportProgress& ticks)
{
    const auto& progress = ticks.report;
    auto users = UserIdHasher::forProject(project.settings());
    if (!users)
        return users.error();
    if (idkPatternsChanged(project, idk)) {
        auto flagged = reapplyIdkPatterns(project, idk, progress);
        if (!flagged)
            return flagged.error();
        summary.idkChanged = flagged->changed;
    }
    // In the first step: the stored flags and the patterns they were set with go together when
    // a later step fails and the steps are taken out.
    if (Status marked = markIdkPatternsApplied(project, idk); !marked)
        return marked.error();
    storage::InteractionStagingStore staging(project.connection());
    bool anySpans = false;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        Status read;
        if (formats[i] == LogFormat::Interactions) {
            read = importPlainLog(paths[i], store, steps, *users, idk, summary, ticks);
        } else {
            // Spans of the same trace may be in several files (Langfuse's observations and
            // scores): all span files of one import are assembled together.
            if (!anySpans) {
                if (Status begun = staging.begin(); !begun)
                    return begun.error();
                anySpans = true;
            }
            read = stageSpans(paths[i], formats[i], staging, summary, ticks);
        }
        if (!read)
            return read.error();
        ticks.doneBefore += QFileInfo(paths[i]).size();
    }
    if (anySpans) {
        // The span format of the files (the first, if an import mixes OpenInference and Langfuse).
        LogFormat spans = LogFormat::OpenInference;
        for (const LogFormat f : std::as_const(formats)) {
            if (f != LogFormat::Interactions) {
                spans = f;
                break;
            }
        }
        const QByteArray origin = toString(spans).toUtf8();
        Status assembled =
            staging.forEachTrace([&](const QByteArray& trace, const QList<QByteArray>& parts) -> Status {
                const auto input = assembleTrace(trace, parts, origin, *users, idk);
                if (!input) {
                    ++summary.skippedTraces;
                    return {};
                }
                if (Status added = store.add(*input); !added)
                    return added;
                ++summary.interactions;
                return {};
            });
        staging.end();
        if (!assembled)
            return assembled.error();
    }
    if (Status finished = store.finish(); !finished)
        return finished.error();
    summary.added = store.added();
    return steps.commit();
}

} // namespace

std::optional<LogFormat> logFormatFromString(const QString& text)
{
    if (text == QLatin1String("interactions"))
        return LogFormat::Interactions;
    if (text == QLatin1String("openinference"))
        return LogFormat::OpenInference;
    if (text == QLatin1String("langfuse"))
        return LogFormat::Langfuse;
    return std::nullopt;
}

QString toString(LogFormat format)
{
    switch (format) {
    case LogFormat::Interactions:
        return QStringLiteral("interactions");
    case LogFormat::OpenInference:
        return QStringLiteral("openinference");
    case LogFormat::Langfuse:
        return QStringLiteral("langfuse");
    }
    return {};
}

std::optional<LogFormat> guessLogFormat(QByteArrayView firstLine)
{
    const nlohmann::json j = nlohmann::json::parse(firstLine.begin(), firstLine.end(), nullptr, false);
    if (!j.is_object())
        return std::nullopt;
    if (j.contains("timestamp") && j.contains("query"))
        return LogFormat::Interactions;
    if (j.contains("span_kind") || j.contains("context") || j.contains("context.trace_id") ||
        j.contains("attributes.openinference.span.kind"))
        return LogFormat::OpenInference;
    if (j.contains("trace_id") || j.contains("traceId"))
        return LogFormat::Langfuse;
    return std::nullopt;
}

Result<MonitorImportSummary> importInteractionLogs(storage::Project& project, const QStringList& paths,
                                                   std::optional<LogFormat> format,
                                                   const std::function<bool(qint64, qint64)>& progress,
                                                   qint64 interactionsPerCommit)
{
    QList<LogFormat> formats;
    ImportProgress ticks{progress};
    for (const QString& path : paths) {
        if (!QFileInfo(path).isFile())
            return makeError(QCoreApplication::translate("goldset::monitor", "no such file"), path);
        if (format) {
            formats.append(*format);
        } else {
            auto guessed = formatOf(path);
            if (!guessed)
                return guessed.error();
            formats.append(*guessed);
        }
        ticks.total += QFileInfo(path).size();
    }
    auto idk = IdkPatterns::load(project.settings());
    if (!idk)
        return idk.error();

    // 32 MiB of pages: a day's part of the indexes stays in memory while it is written.
    const storage::CacheSizeScope cache(project.connection(), 32);
    storage::Transaction transaction(project.connection());
    if (!transaction.begin())
        return makeError(transaction.lastError(), project.path());
    storage::InteractionStore store(project.connection());
    ImportSteps steps(transaction, store, project.path(), interactionsPerCommit);
    // The steps flag declined answers with the patterns of the first: another import that
    // applied other patterns meanwhile would leave this one's later steps flagged with old ones.
    steps.setStepCheck([&project, &patterns = *idk]() -> Status {
        if (!idkPatternsChanged(project, patterns))
            return {};
        return makeError(QCoreApplication::translate("goldset::monitor",
                                                     "another import applied other \"I don't know\" patterns "
                                                     "while this one ran: import again"),
                         project.path());
    });
    MonitorImportSummary summary;
    if (Status imported = importAll(project, paths, formats, *idk, store, steps, summary, ticks); !imported)
        return steps.undo(imported.error());
    return summary;
}

} // namespace goldset::monitor
