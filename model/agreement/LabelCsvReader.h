#pragma once

#include "agreement/RatingSet.h"
#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace goldset::agreement {

// Reads the ratings CSV of `goldset-cli agreement --labels`: a header row naming the columns
// item, annotator and label (any order, other columns ignored), then one rating per row.
// RFC 4180 quoting (fields in double quotes, "" for a quote, line breaks inside quotes), CRLF or
// LF, an optional UTF-8 byte order mark. A row with an empty label is no rating. Errors name the
// file, the line and what was wrong.
class LabelCsvReader
{
public:
    static Result<QList<Rating>> readFile(const QString& path);
    static Result<QList<Rating>> parse(const QByteArray& data, const QString& fileName = {});
};

} // namespace goldset::agreement
