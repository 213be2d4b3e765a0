#pragma once

#include <QtGlobal>

namespace goldset::storage {
class Project;
}

namespace goldset::io {

// What an import does to one project, kind by kind: rows it adds, rows it changes, and rows it
// finds exactly as they are (a file imported twice changes nothing the second time).
struct ImportChanges
{
    struct Count
    {
        qint64 added = 0;
        qint64 updated = 0;
        qint64 unchanged = 0;
        qint64 total() const { return added + updated + unchanged; }
    };
    Count documents, chunks, questions, labels;

    // `imported` holds what the import produced on its own (the preview's scratch project);
    // `target` is only read, each row looked up by its external id (labels: by question,
    // chunk and annotator). A changed chunk counts its document as updated. Defined in
    // ImportPreview.cpp, its one user.
    static ImportChanges compare(storage::Project& imported, storage::Project& target);
};

} // namespace goldset::io
