// The RAGAS importer (io::importRagas), which reads JSON Lines or CSV by the file's suffix: the
// input's first byte picks the file (0: evaluation_dataset.jsonl, 1: legacy .csv), the rest is
// its content. With a run name, so that responses and retrieved contexts are stored too.
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
    const fuzz::Selected input = fuzz::selectKind(fuzz::bytesOf(data, size), 2);
    io::ImportOptions options;
    options.format = QStringLiteral("ragas");
    options.runName = QStringLiteral("fuzz-run");
    const QString path = fuzz::writeInput(
        input.kind == 0 ? QStringLiteral("input.jsonl") : QStringLiteral("input.csv"), input.bytes);
    fuzz::importAndRollBack(&io::importRagas, path, options);
    return 0;
}
