#include "io/JsonRecords.h"

#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/LineReader.h"
#include "io/ReadAhead.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace goldset::io {
namespace {

// Where each object of a JSON list is: its bytes, and the 1-based line and column where it
// starts, found by scanning for braces at depth 1. Cheap enough for the list files (goldens,
// test sets) that people write.
struct RecordSpan
{
    qsizetype start = 0, end = 0;
    int line = 1, column = 1;
};

// `from` is the offset of the list's '['.
QList<RecordSpan> recordSpans(const QByteArray& text, qsizetype from)
{
    QList<RecordSpan> spans;
    int depth = 0;
    int line = 1 + int(QByteArrayView(text).first(from).count('\n'));
    qsizetype lineStart = text.lastIndexOf('\n', from - 1) + 1;
    bool inString = false;
    for (qsizetype i = from; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            lineStart = i + 1;
        }
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '[' || c == '{') {
            if (depth == 1 && c == '{')
                spans.append({i, text.size(), line,
                              LineReader::columnOf(QByteArrayView(text).sliced(lineStart), i - lineStart)});
            ++depth;
        } else if (c == ']' || c == '}') {
            if (--depth == 1 && c == '}' && !spans.isEmpty())
                spans.last().end = i + 1;
            if (depth == 0)
                break;
        }
    }
    return spans;
}

// One line of a JSON Lines file, parsed, and what will store it when a parser made it ready.
struct JsonLine
{
    nlohmann::json object;
    QByteArray raw;
    int line = 0;
    qint64 position = 0; // bytes of the file read up to the end of this line
    JsonStore store;
};

Error notAnObject(const QString& path, int line, const QString& expected, const nlohmann::json& value)
{
    return makeError(
        QCoreApplication::translate("goldset::io", "expected %1, got %2").arg(expected, jsonTypeName(value)),
        path, line, 1);
}

std::optional<Error> parseJsonLines(LineReader& reader, const QString& path, const QString& expected,
                                    const JsonParser* parse, const QByteArray& firstLine, int firstLineNumber,
                                    const ReadAhead<JsonLine>::Emit& emit)
{
    QByteArray line = firstLine;
    int lineNumber = firstLineNumber;
    for (bool more = true; more; more = reader.next(line), lineNumber = reader.lineNumber()) {
        if (line.trimmed().isEmpty())
            continue;
        auto json = parseJson(line, path, lineNumber);
        if (!json)
            return json.error();
        if (!json->is_object())
            return notAnObject(path, lineNumber, expected, *json);
        JsonLine record{{}, {}, lineNumber, reader.position(), {}};
        if (parse) {
            // The parsed object and the line are freed here, line by line, and their memory
            // serves the next line from this thread's cache; freed a batch at a time they
            // went back to a heap arena that the writing thread may share (the app limits
            // glibc's arenas), and each thread's allocations waited on the other's.
            auto store = (*parse)(*json, JsonPlace{path, lineNumber, line, {}});
            if (!store)
                return store.error();
            record.store = std::move(*store);
        } else {
            record.object = std::move(*json);
            record.raw = line;
        }
        if (!emit(std::move(record), line.size()))
            return std::nullopt;
    }
    return reader.error();
}

// What forEachJsonRecord and forEachParsedJsonRecord share: exactly one of `visit` and
// `parse` is given.
Status forEachRecord(ImportSession& session, const QString& path, const QString& expected,
                     const JsonVisitor* visit, const JsonParser* parse, const QStringList& listKeys)
{
    // Visits an object on the caller's thread, or parses it there and stores it (list files).
    const auto handle = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
        if (visit)
            return (*visit)(object, place);
        auto store = (*parse)(object, place);
        if (!store)
            return store.error();
        return *store ? (*store)() : Status{};
    };
    session.beginFile();
    if (const QFileInfo info(path); info.isFile() && info.size() == 0)
        return makeError(
            QCoreApplication::translate("goldset::io", "the file is empty, expected %1").arg(expected), path,
            1, 1);
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    LineReader& reader = **opened;
    QByteArray line;
    // Skip leading blank lines to see whether this is JSON Lines or one JSON document.
    while (reader.next(line) && line.trimmed().isEmpty()) {
    }
    if (reader.error())
        return *reader.error();
    // A wrapped list ({"goldens": [...]}) starts with '{' like a JSON line: its first line
    // does not parse alone, or names one of the list keys first.
    const auto wrapped = [&] {
        if (listKeys.isEmpty() || !line.trimmed().startsWith('{'))
            return false;
        for (const QString& key : listKeys)
            if (memberValueOffset(line, key.toUtf8().constData()) >= 0)
                return true;
        return line.trimmed() == "{";
    };
    const bool isList = line.trimmed().startsWith('[') || wrapped() ||
                        path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    qint64 records = 0;
    if (isList) {
        const int firstLine = reader.lineNumber();
        QByteArray text = line;
        while (reader.next(line)) {
            text.append('\n');
            text.append(line);
        }
        if (reader.error())
            return *reader.error();
        auto json = parseJson(text, path, firstLine);
        if (!json)
            return json.error();
        const nlohmann::json* list = &*json;
        qsizetype listAt = text.indexOf('[');
        if (json->is_object())
            for (const QString& key : listKeys)
                if (auto it = json->find(toStd(key)); it != json->end() && it->is_array()) {
                    list = &*it;
                    listAt = memberValueOffset(text, key.toUtf8().constData());
                    break;
                }
        if (!list->is_array())
            return makeError(
                listKeys.isEmpty()
                    ? QStringLiteral("expected a list of %1").arg(expected)
                    : QStringLiteral("expected a list of %1, or an object with the list in \"%2\"")
                          .arg(expected, listKeys.join(QStringLiteral("\" or \""))),
                path, firstLine, 1);
        const QList<RecordSpan> spans = listAt >= 0 ? recordSpans(text, listAt) : QList<RecordSpan>();
        int index = 0;
        for (const auto& object : *list) {
            JsonPlace place{path, firstLine, {}, QStringLiteral("item %1").arg(index + 1)};
            if (index < spans.size()) {
                const RecordSpan& span = spans[index];
                place.line = firstLine - 1 + span.line;
                place.raw = QByteArrayView(text).sliced(span.start, span.end - span.start);
                place.firstColumn = span.column;
            }
            if (!object.is_object())
                return place.error(QCoreApplication::translate("goldset::io", "expected %1, got %2")
                                       .arg(expected, jsonTypeName(object)));
            if (Status s = handle(object, place); !s)
                return s;
            ++index;
            ++records;
            if (Status s = session.step(reader.position()); !s)
                return s;
        }
    } else {
        // JSON Lines: parsed on a thread ahead of the visits, which write to the database.
        // The first line, read here already, is parsed there too, in order.
        std::unique_ptr<LineReader> lines = std::move(*opened);
        const int firstLine = lines->lineNumber();
        ReadAhead<JsonLine> parsed(
            [&lines, &path, &expected, parse, first = line, firstLine](const auto& emit) {
                return parseJsonLines(*lines, path, expected, parse, first, firstLine, emit);
            });
        JsonLine record;
        while (parsed.next(record)) {
            Status stored = visit          ? (*visit)(record.object, {path, record.line, record.raw, {}})
                            : record.store ? record.store()
                                           : Status{};
            if (!stored)
                return stored;
            ++records;
            if (Status s = session.step(record.position); !s)
                return s;
        }
        if (parsed.error())
            return *parsed.error();
    }
    if (records == 0)
        return makeError(QCoreApplication::translate("goldset::io", "no records, expected %1").arg(expected),
                         path, 1, 1);
    session.endFile(QFileInfo(path).size());
    return {};
}

} // namespace

Status forEachJsonRecord(ImportSession& session, const QString& path, const QString& expected,
                         const JsonVisitor& visit, const QStringList& listKeys)
{
    return forEachRecord(session, path, expected, &visit, nullptr, listKeys);
}

Status forEachParsedJsonRecord(ImportSession& session, const QString& path, const QString& expected,
                               const JsonParser& parse, const QStringList& listKeys)
{
    return forEachRecord(session, path, expected, nullptr, &parse, listKeys);
}

} // namespace goldset::io
