#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>
#include <functional>

namespace goldset::storage {
class Project;
}

// Export of a project in every format that Import reads. Secrets are never exported.
namespace goldset::io {

struct ExportOptions
{
    QString runName;   // trec-run, goldset-run; ragas and deepeval add the run's responses
    QString annotator; // only this annotator's labels (else the gold: adjudicated, else median)
    // Called now and then with the lines written and an estimate of all (from the project's
    // counts); returning false stops the export, which then writes nothing and fails.
    std::function<bool(qint64 done, qint64 total)> onProgress;
};

QStringList exportFormats();
Status exportProject(storage::Project& project, const QString& format, const QString& outPath,
                     const ExportOptions& options = {});

} // namespace goldset::io
