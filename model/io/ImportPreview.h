#pragma once

#include "domain/Entities.h"
#include "io/Import.h"
#include "io/ImportChanges.h"

namespace goldset::storage {
class Project;
}

namespace goldset::io {

// What an import would do, before anything is written: the import runs into a scratch project
// in a temporary folder (line-based files cut to their first lines), and what it produced is
// compared with the target project to say what will be added, merged or dropped.
struct ImportPreview
{
    ImportReport report;  // counts of the (possibly sampled) scratch import
    bool sampled = false; // true when only the first lines were read
    QList<Question> questions;
    QList<Chunk> chunks;
    QStringList chunkDocuments; // document title per entry of chunks
    // What the import does to the target project (of the sample when `sampled`).
    ImportChanges changes;
    qint64 questionsAlreadyInProject = 0;
    qint64 chunksAlreadyInProject = 0;
    QStringList warnings; // the importer's, then the wizard's own about merges
};

Result<ImportPreview> previewImport(storage::Project* target, const ImportOptions& options,
                                    int sampleLines = 200, int shownRows = 100);

} // namespace goldset::io
