#pragma once

#include <QString>
#include <QStringList>

// Which import format a set of paths most likely is, from file names and a peek at the first
// line (never the whole file). Used by the import wizard and by dropping files on the window.
namespace goldset::io {

struct FormatGuess
{
    QString format; // empty when nothing fits
    QString reason; // why, in words, for the wizard
    QString what;   // the tool's name of the format ("a LlamaIndex LabelledRagDataset"), when sure
};

FormatGuess guessFormat(const QStringList& paths);
// For an import of `path` as `format` that failed: "this looks like a LlamaIndex
// LabelledRagDataset; import it with --format llamaindex" when the file is surely another
// format, else empty.
QString otherFormatHint(const QString& path, const QString& format);

// Formats whose import creates a run and so needs a run name.
bool formatNeedsRunName(const QString& format);
// The annotator a format's labels are attributed to unless the user names one.
QString defaultAnnotator(const QString& format);
// Line-based formats can be previewed from their first lines.
bool isLineBased(const QString& format, const QString& path);

} // namespace goldset::io
