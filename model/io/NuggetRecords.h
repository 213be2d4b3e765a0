#pragma once

#include "domain/Nugget.h"
#include "io/JsonInput.h"

namespace goldset::io {

// A record's "nuggets": [{"text", "importance": "vital" | "okay", "status"?}] as goldset's simple
// format and the nuggetizer write them. Importance missing: okay; status missing: draft. origin
// is `imported`. Fields the import does not keep ("assignment" of an assigned nuggetizer file)
// are named in `dropped`.
Result<QList<Nugget>> readNuggets(const JsonFields& fields, const char* key, QStringList* dropped = nullptr);

// The array written for a question's nuggets (text, importance, status).
nlohmann::ordered_json nuggetsJson(const QList<Nugget>& nuggets);

} // namespace goldset::io
