// eval's run reader: TrecTextEvaluator::evaluate (`goldset-cli eval -q -c -m all_trec`) of
// the input as the run against fixed qrels (tests/fuzz/baseline/trec/qrels.txt), so that what
// the reader makes of a run goes on through judging and every measure.
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
    static const QString qrels = fuzz::baselinePath(QStringLiteral("trec/qrels.txt"));
    metrics::TrecEvalOptions options;
    options.measures = {QStringLiteral("all_trec")};
    options.perQuery = true;
    options.complete = true;
    const QString run = fuzz::writeInput(QStringLiteral("run.txt"), fuzz::bytesOf(data, size));
    std::string output;
    QStringList warnings;
    metrics::TrecTextEvaluator::evaluate(qrels, run, options, output, warnings);
    return 0;
}
