// The DeepEval importer (io::importDeepeval): one input is one goldens file; with a run
// name, so that actual outputs and retrieval contexts are stored too.
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
    options.format = QStringLiteral("deepeval");
    options.runName = QStringLiteral("fuzz-run");
    const QString path = fuzz::writeInput(QStringLiteral("input.json"), fuzz::bytesOf(data, size));
    fuzz::importAndRollBack(&io::importDeepeval, path, options);
    return 0;
}
