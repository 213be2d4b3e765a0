#pragma once

#include <QStringList>

// Writing CSV the way pandas' to_csv does, so that tools reading RAGAS files read ours.
namespace goldset::io {

// A CSV field (QUOTE_MINIMAL): quoted when it holds a comma, a quote or a line break.
QString csvField(const QString& text);
QString csvRecord(const QStringList& fields);

// Python's repr() of a list of strings, as pandas writes a list column: ['a', "b's"].
// parseListCell() (CsvReader.h) reads it back.
QString pythonListRepr(const QStringList& items);

} // namespace goldset::io
