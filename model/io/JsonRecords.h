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

} // namespace goldset::io
