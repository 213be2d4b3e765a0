#include "io/JsonRecords.h"

#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/LineReader.h"

#include <QFileInfo>

namespace goldset::io {
namespace {

// 1-based line of a record of a JSON list: found by scanning for the object's opening brace
// at depth 1. Cheap enough for the list files (goldens, test sets) that people write.
QList<int> recordLines(const QByteArray& text)
{
    QList<int> lines;
    int depth = 0;
    int line = 1;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n')
            ++line;
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
                lines.append(line);
            ++depth;
        } else if (c == ']' || c == '}')
            --depth;
    }
    return lines;
}

} // namespace

Status forEachJsonRecord(ImportSession& session, const QString& path, const QString& expected,
                         const JsonVisitor& visit, const QStringList& listKeys)
{
    session.beginFile();
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
    const bool isList = line.trimmed().startsWith('[') || (!listKeys.isEmpty() && line.trimmed() == "{") ||
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
        if (json->is_object())
            for (const QString& key : listKeys)
                if (auto it = json->find(toStd(key)); it != json->end() && it->is_array())
                    list = &*it;
        if (!list->is_array())
            return makeError(QStringLiteral("expected a list of %1").arg(expected), path, firstLine, 1);
        const QList<int> lines = recordLines(text);
        int index = 0;
        for (const auto& object : *list) {
            const int recordLine = index < lines.size() ? firstLine - 1 + lines[index] : firstLine;
            JsonPlace place{path, recordLine, {}, QStringLiteral("item %1").arg(index + 1)};
            if (!object.is_object())
                return place.error(QStringLiteral("expected %1, got %2").arg(expected, jsonTypeName(object)));
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
                return makeError(QStringLiteral("expected %1, got %2").arg(expected, jsonTypeName(*json)),
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
        return makeError(QStringLiteral("no records, expected %1").arg(expected), path, 1);
    session.endFile(QFileInfo(path).size());
    return {};
}

} // namespace goldset::io
