#pragma once

#include "core/Result.h"
#include "io/ReadAhead.h"
#include "storage/ImportWriter.h"

#include <QString>

namespace goldset::io {

// One record of a corpus JSONL file, checked and ready to store.
struct CorpusRecord
{
    QString id;
    QString title;
    QString text;
    bool verbatimChunk = false; // the id is "document#n": the record is one chunk as given
    // Verbatim chunks only: the id's parts, whether the chunk before was of the same document
    // (files list a document's chunks together), and its strings as the database stores them.
    QString documentName;
    int ordinal = 0;
    bool sameDocumentAsPrevious = false;
    storage::EncodedChunk encoded;
    qint64 position = 0; // bytes of the file read up to the end of this record
};

// Reads and checks the lines of a corpus JSONL file on a thread of its own, ahead of the
// caller (ReadAhead), so that parsing JSON and encoding the chunks overlap the database
// writes (the two halves of a corpus import cost about the same). Records come out in file
// order; an error (the file cannot be read, a bad line) comes after every record before it.
class CorpusJsonlReader
{
public:
    explicit CorpusJsonlReader(QString path);

    // The next record; false at the end of the file or on an error (then error() is set).
    bool next(CorpusRecord& record) { return m_records.next(record); }
    const std::optional<Error>& error() const { return m_records.error(); }

private:
    std::optional<Error> read(const ReadAhead<CorpusRecord>::Emit& emit) const;
    Status parseRecord(const QByteArray& line, int lineNumber, CorpusRecord& record) const;

    const QString m_path;
    ReadAhead<CorpusRecord> m_records; // last: its thread reads m_path
};

} // namespace goldset::io
