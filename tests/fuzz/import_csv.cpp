// The CSV importer (io::importCsv) with a fixed column mapping (--map), as in
// `import --format csv --map id=qid,question=query,doc=chunk,relevance=grade`: the other
// fields are found by their column names.
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
    options.format = QStringLiteral("csv");
    options.columnMap = {{QStringLiteral("id"), QStringLiteral("qid")},
                         {QStringLiteral("question"), QStringLiteral("query")},
                         {QStringLiteral("doc"), QStringLiteral("chunk")},
                         {QStringLiteral("relevance"), QStringLiteral("grade")}};
    const QString path = fuzz::writeInput(QStringLiteral("input.csv"), fuzz::bytesOf(data, size));
    fuzz::importAndRollBack(&io::importCsv, path, options);
    return 0;
}
