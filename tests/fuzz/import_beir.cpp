// The BEIR importer (io::importBeir) reads a folder of three files, each with its own reader:
// the input's first byte picks the file it becomes (0: corpus.jsonl, 1: queries.jsonl,
// 2: qrels/test.tsv), the rest is its content, and the other two are small valid files.
#include "FuzzHarness.h"
#include "io/Importers.h"

#include <array>

namespace {

struct BeirFile
{
    QString name;
    std::string_view valid;
};

const std::array<BeirFile, 3>& beirFiles()
{
    static const std::array<BeirFile, 3> files = {
        BeirFile{QStringLiteral("beir/corpus.jsonl"),
                 "{\"_id\": \"returns#0\", \"title\": \"Returns\", \"text\": \"Thirty days.\"}\n"
                 "{\"_id\": \"fuzz#0\", \"title\": \"Fuzz\", \"text\": \"A chunk of its own.\"}\n"},
        BeirFile{QStringLiteral("beir/queries.jsonl"), "{\"_id\": \"q1\", \"text\": \"How long?\"}\n"},
        BeirFile{QStringLiteral("beir/qrels/test.tsv"),
                 "query-id\tcorpus-id\tscore\nq1\treturns#0\t2\nq1\tfuzz#0\t0\n"},
    };
    return files;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    goldset::fuzz::initializeWithProject(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace goldset;
    const fuzz::Selected input = fuzz::selectKind(fuzz::bytesOf(data, size), int(beirFiles().size()));
    for (std::size_t i = 0; i < beirFiles().size(); ++i)
        fuzz::writeInput(beirFiles()[i].name, int(i) == input.kind ? input.bytes : beirFiles()[i].valid);
    io::ImportOptions options;
    options.format = QStringLiteral("beir");
    fuzz::importAndRollBack(&io::importBeir, fuzz::scratchPath(QStringLiteral("beir")), options);
    return 0;
}
