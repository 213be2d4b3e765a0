#pragma once

// What the libFuzzer targets of tests/fuzz share: a Qt application, a private scratch folder
// and one project that every iteration imports into and leaves as it found it.
#include "core/Result.h"
#include "io/Import.h"

#include <QString>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace goldset::io {
class ImportSession;
}

namespace goldset::fuzz {

using Importer = Status (*)(io::ImportSession&, const QString&);

// Called once from LLVMFuzzerInitialize: makes the QCoreApplication and the scratch folder.
void initialize(int* argc, char*** argv);
// initialize(), and the project for importAndRollBack(), into which it imports the baseline
// corpus (tests/fuzz/baseline/corpus: the sample corpus), so that the chunk ids of the seeds
// name chunks that exist and imports update rows as well as insert them.
void initializeWithProject(int* argc, char*** argv);

// A file of tests/fuzz/baseline.
QString baselinePath(const QString& relativePath);

// The folder for inputs; removed when the process exits normally.
QString scratchPath(const QString& relativePath);

// Writes the bytes to `relativePath` under the scratch folder (made if needed) and returns
// the file's path. Aborts when the file cannot be written: the fuzzer would test nothing.
QString writeInput(const QString& relativePath, std::string_view bytes);

std::string_view bytesOf(const std::uint8_t* data, std::size_t size);

// For targets that read several kinds of file: the first byte picks one of `kinds` (as
// byte % kinds; the seeds use '0', '1', ... which are 48, 49, ...), the rest is the file.
struct Selected
{
    int kind = 0;
    std::string_view bytes;
};
Selected selectKind(std::string_view input, int kinds);

// Runs one format's reader on `path` as importFiles() does (one transaction, the session's
// finish(), the term frequencies), then rolls the transaction back whatever the outcome, so
// that the project stays the same size however long the fuzzer runs. Errors are expected
// (most inputs are broken); crashes, sanitizer findings and leaks are what the fuzzer is for.
void importAndRollBack(Importer importer, const QString& path, io::ImportOptions options);

} // namespace goldset::fuzz
