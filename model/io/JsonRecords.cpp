#include "io/JsonRecords.h"

#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/LineReader.h"

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

} // namespace

Status forEachJsonRecord(ImportSession& session, const QString& path, const QString& expected,
                         const JsonVisitor& visit, const QStringList& listKeys)
{
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
            if (Status s = visit(object, place); !s)
                return s;
            ++index;
            ++records;
            if (Status s = session.step(reader.position()); !s)
                return s;
        }
    } else {
        do {
            if (line.trimmed().isEmpty())
                continue;
            auto json = parseJson(line, path, reader.lineNumber());
            if (!json)
                return json.error();
            JsonPlace place{path, reader.lineNumber(), line, {}};
            if (!json->is_object())
                return makeError(QCoreApplication::translate("goldset::io", "expected %1, got %2")
                                     .arg(expected, jsonTypeName(*json)),
                                 path, reader.lineNumber(), 1);
            if (Status s = visit(*json, place); !s)
                return s;
            ++records;
            if (Status s = session.step(reader.position()); !s)
                return s;
        } while (reader.next(line));
        if (reader.error())
            return *reader.error();
    }
    if (records == 0)
        return makeError(QCoreApplication::translate("goldset::io", "no records, expected %1").arg(expected),
                         path, 1, 1);
    session.endFile(QFileInfo(path).size());
    return {};
}

} // namespace goldset::io
