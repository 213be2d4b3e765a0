#pragma once

#include "io/TextExtractors.h"

namespace goldset::pdf {

// The text layer of a PDF through Qt PDF, page after page (a blank line between pages), and
// its Title metadata. A PDF without any text (a scan) is refused: there is nothing to chunk.
Result<io::ExtractedText> extractPdfText(const QString& path);

// Makes .pdf importable as corpus: called once by each binary's main().
void registerPdfTextExtractor();

} // namespace goldset::pdf
