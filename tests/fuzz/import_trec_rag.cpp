// The TREC 2024 RAG answer format (io::importTrecRag): one input is one run file.
#include "FuzzHarness.h"
#include "io/Importers.h"

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    goldset::fuzz::initializeWithProject(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace goldset;
    io::ImportOptions options;
    options.format = QStringLiteral("trec-rag");
    options.runName = QStringLiteral("fuzz");
    const QString path = fuzz::writeInput(QStringLiteral("input.jsonl"), fuzz::bytesOf(data, size));
    fuzz::importAndRollBack(&io::importTrecRag, path, options);
    return 0;
}
