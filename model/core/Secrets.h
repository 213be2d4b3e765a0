#pragma once

#include <QString>

namespace goldset {

// A text that may be stored, shown, printed or logged (a server's error body, an error
// message) with credentials taken out: the given key wherever it stands, and anything that
// looks like one ("Bearer …", "sk-…", "api_key=…"), each replaced by "[redacted]". Servers
// echo the Authorization header in their errors ("Incorrect API key provided: Bearer sk-…").
QString redactSecrets(const QString& text, const QString& apiKey = {});

} // namespace goldset
