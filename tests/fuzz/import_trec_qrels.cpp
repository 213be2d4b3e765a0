// The TREC qrels importer (io::importTrecQrels): one input is one qrels file.
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
    options.format = QStringLiteral("trec-qrels");
    const QString path = fuzz::writeInput(QStringLiteral("input.txt"), fuzz::bytesOf(data, size));
    fuzz::importAndRollBack(&io::importTrecQrels, path, options);
    return 0;
}
