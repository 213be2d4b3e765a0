#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/QaRecord.h"

namespace goldset::io {

// DeepEval goldens / test cases (EvaluationDataset.save_as("json")): a JSON list of
// {input, actual_output, expected_output, context, retrieval_context, ...}.
Status importDeepeval(ImportSession& session, const QString& path)
{
    qint64 skipped = 0;
    const auto visit = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
        const JsonFields fields(object, place);
        QaRecord record;
        auto input = fields.string("input", true);
        if (!input)
            return input.error();
        record.question = *input;
        auto expected = fields.string("expected_output");
        if (!expected)
            return expected.error();
        record.reference = *expected;
        if (fields.has("actual_output")) {
            auto actual = fields.string("actual_output");
            if (!actual)
                return actual.error();
            record.response = *actual;
        }
        auto context = fields.stringList("context");
        if (!context)
            return context.error();
        record.referenceContexts = *context;
        auto retrieval = fields.stringList("retrieval_context");
        if (!retrieval)
            return retrieval.error();
        record.retrievedContexts = *retrieval;
        return storeQaRecord(session, record, QStringLiteral("deepeval"), path, skipped);
    };
    const Status status = forEachJsonRecord(
        session, path, QStringLiteral("a golden {\"input\", \"expected_output\", \"context\", ...}"), visit,
        {QStringLiteral("goldens"), QStringLiteral("test_cases")});
    if (status && skipped > 0)
        session.report().warnings.append(QStringLiteral("%1: %2 actual outputs/retrieval contexts skipped: "
                                                        "give --run-name NAME to import them as a run")
                                             .arg(path)
                                             .arg(skipped));
    return status;
}

} // namespace goldset::io
