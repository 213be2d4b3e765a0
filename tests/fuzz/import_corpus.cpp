// The corpus importer (io::importCorpus) on one file, whose suffix picks the reader: the
// input's first byte picks it (0: .md, 1: .txt, 2: .html, 3: .jsonl), the rest is the file.
// A folder is these files one after the other; PDF is Qt PDF's parser, not ours.
#include "FuzzHarness.h"
#include "io/Importers.h"

#include <array>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    goldset::fuzz::initializeWithProject(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace goldset;
    static const std::array<QString, 4> names = {QStringLiteral("input.md"), QStringLiteral("input.txt"),
                                                 QStringLiteral("input.html"), QStringLiteral("input.jsonl")};
    const fuzz::Selected input = fuzz::selectKind(fuzz::bytesOf(data, size), int(names.size()));
    io::ImportOptions options;
    options.format = QStringLiteral("corpus");
    // Small chunks with overlap: more chunk boundaries per input for the chunker to get wrong.
    options.chunkSize = 120;
    options.chunkOverlap = 1;
    const QString path = fuzz::writeInput(names[std::size_t(input.kind)], input.bytes);
    fuzz::importAndRollBack(&io::importCorpus, path, options);
    return 0;
}
