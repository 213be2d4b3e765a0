#pragma once

#include "core/Result.h"
#include "metrics/QuestionScope.h"

#include <QByteArray>
#include <QStringList>

namespace goldset::storage {
class Project;
}

namespace goldset::report {

// The report of the named runs with the project's thresholds, as "md", "html" or "pdf" bytes:
// what `goldset-cli report` writes and the GUI's Export Report saves.
Result<QByteArray> writeReport(storage::Project& project, const QStringList& runNames, const QString& format,
                               metrics::QuestionScope scope = metrics::QuestionScope::Accepted);

} // namespace goldset::report
