#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace goldset::storage {
class Project;
}

// Export of a project in every format that Import reads. Secrets are never exported.
namespace goldset::io {

struct ExportOptions
{
    QString runName;   // trec-run, goldset-run; ragas and deepeval add the run's responses
    QString annotator; // only this annotator's labels (else the gold: adjudicated, else median)
};

QStringList exportFormats();
Status exportProject(storage::Project& project, const QString& format, const QString& outPath,
                     const ExportOptions& options = {});

} // namespace goldset::io
