// eval's qrels reader: TrecQrels::load through TrecTextEvaluator::evaluate
// (`goldset-cli eval -q -c -m all_trec`) of the input as the qrels against a fixed run
// (tests/fuzz/baseline/trec/run.txt), so that the grades read go on through every measure.
#include "FuzzHarness.h"
#include "metrics/TrecTextEvaluator.h"

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    goldset::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace goldset;
    static const QString run = fuzz::baselinePath(QStringLiteral("trec/run.txt"));
    metrics::TrecEvalOptions options;
    options.measures = {QStringLiteral("all_trec")};
    options.perQuery = true;
    options.complete = true;
    const QString qrels = fuzz::writeInput(QStringLiteral("qrels.txt"), fuzz::bytesOf(data, size));
    std::string output;
    QStringList warnings;
    metrics::TrecTextEvaluator::evaluate(qrels, run, options, output, warnings);
    return 0;
}
