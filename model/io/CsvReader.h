#pragma once

#include "io/LineReader.h"

#include <QStringList>

namespace goldset::io {

// Streams the records of an RFC 4180 CSV file (quoted fields may hold commas, doubled
// quotes and line breaks) through a LineReader. A quote that never closes, or text after a
// closing quote, is an error naming the line and column where it happened.
class CsvReader
{
public:
    explicit CsvReader(LineReader& reader) : m_reader(reader) {}

    // The next record; false at the end or on an error (then error() is set).
    bool next(QStringList& fields);
    // Line on which the last record started.
    int recordLine() const { return m_recordLine; }
    const std::optional<Error>& error() const { return m_error ? m_error : m_reader.error(); }

private:
    LineReader& m_reader;
    int m_recordLine = 0;
    std::optional<Error> m_error;
};

// The first record of a CSV file: its column names.
Result<QStringList> readCsvHeader(const QString& path);

// Python's repr of a list of strings as pandas' to_csv writes it: ['a', "b's", 'c\'d'];
// JSON lists are accepted too. An empty cell is an empty list.
std::optional<QStringList> parseListCell(const QString& cell, QString* error = nullptr);

} // namespace goldset::io
