#pragma once

#include "core/Result.h"

#include <QString>
#include <functional>

namespace goldset::io {

// The text of a document format that QtCore alone cannot read. PDF needs Qt PDF, which needs
// QtGui; goldset_model stays QtCore-only, so each binary registers the extractors it links
// (goldset_pdf's registerPdfTextExtractor()) at start-up. Without one, such files are refused
// with a clear error.
struct ExtractedText
{
    QString title; // empty: the file name stands in
    QString text;
};
using TextExtractor = std::function<Result<ExtractedText>(const QString& path)>;

// `suffix` in lower case without the dot ("pdf"). Registering twice replaces.
void registerTextExtractor(const QString& suffix, TextExtractor extractor);
// Null when none is registered.
const TextExtractor* textExtractor(const QString& suffix);

} // namespace goldset::io
