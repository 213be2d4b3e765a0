#pragma once

#include "io/JsonInput.h"

#include <functional>

namespace goldset::io {

class ImportSession;

// Calls `visit` for every object of a JSON Lines file (streamed line by line) or of a JSON
// file holding a list of objects (or an object with one list member named in `listKeys`).
// Errors name the file, line and column; an empty file or no records is an error too.
using JsonVisitor = std::function<Status(const nlohmann::json& object, const JsonPlace& place)>;
Status forEachJsonRecord(ImportSession& session, const QString& path, const QString& expected,
                         const JsonVisitor& visit, const QStringList& listKeys = {});

// The same in two stages, for formats whose records can be read and checked without the
// database: `parse` turns an object into what stores it, or an error; for JSON Lines it runs
// on the thread that reads the file, ahead of the stores, which run on the caller's thread
// in file order. `parse` must not touch the project.
using JsonStore = std::function<Status()>;
using JsonParser = std::function<Result<JsonStore>(const nlohmann::json& object, const JsonPlace& place)>;
Status forEachParsedJsonRecord(ImportSession& session, const QString& path, const QString& expected,
                               const JsonParser& parse, const QStringList& listKeys = {});

} // namespace goldset::io
