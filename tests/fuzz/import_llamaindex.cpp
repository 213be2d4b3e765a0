// The LlamaIndex importer (io::importLlamaindex): one input is one QA dataset file.
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
    options.format = QStringLiteral("llamaindex");
    const QString path = fuzz::writeInput(QStringLiteral("input.json"), fuzz::bytesOf(data, size));
    fuzz::importAndRollBack(&io::importLlamaindex, path, options);
    return 0;
}
