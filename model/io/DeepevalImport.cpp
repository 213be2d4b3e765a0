#include "io/CsvReader.h"
#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/LineReader.h"
#include "io/QaRecord.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace goldset::io {
namespace {

// What Goldset keeps of a golden / test case; every other field is named in a warning.
const QStringList& importedFields()
{
    static const QStringList fields = {QStringLiteral("input"), QStringLiteral("actual_output"),
                                       QStringLiteral("expected_output"), QStringLiteral("context"),
                                       QStringLiteral("retrieval_context")};
    return fields;
}

// A list cell of DeepEval's CSV: the items joined with '|' (deepeval.dataset.utils.DELIMITER);
// an empty cell is None. A retrieved context with its source is written
// "deepeval_source=SOURCE,deepeval_context=TEXT": the text is kept.
QStringList listCell(const QString& cell)
{
    if (cell.isEmpty())
        return {};
    static const QRegularExpression withSource(QStringLiteral("^deepeval_source=.*?,deepeval_context=(.*)$"),
                                               QRegularExpression::DotMatchesEverythingOption);
    QStringList items = cell.split(QLatin1Char('|'));
    for (QString& item : items)
        if (const auto match = withSource.match(item); match.hasMatch())
            item = match.captured(1);
    return items;
}

// EvaluationDataset.save_as("csv") / Synthesizer.save_as("csv"): input, actual_output,
// expected_output, retrieval_context, context, name, comments, source_file, ...
Status importDeepevalCsv(ImportSession& session, const QString& path, qint64& skipped)
{
    session.beginFile();
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    CsvReader csv(**opened);
    QStringList header;
    if (!csv.next(header))
        return csv.error()
                   ? *csv.error()
                   : makeError(QCoreApplication::translate("goldset::io", "the file is empty"), path, 1);
    const qsizetype input = header.indexOf(QLatin1String("input"));
    if (input < 0)
        return makeError(QCoreApplication::translate(
                             "goldset::io", "expected a column \"input\" (DeepEval's CSV: input, "
                                            "actual_output, expected_output, retrieval_context, context)"),
                         path, 1);
    const qsizetype actual = header.indexOf(QLatin1String("actual_output"));
    const qsizetype expected = header.indexOf(QLatin1String("expected_output"));
    const qsizetype context = header.indexOf(QLatin1String("context"));
    const qsizetype retrieval = header.indexOf(QLatin1String("retrieval_context"));
    QStringList row;
    qint64 records = 0;
    while (csv.next(row)) {
        if (row.size() != header.size())
            return makeError(
                QCoreApplication::translate("goldset::io", "expected %1 fields like the header, got %2")
                    .arg(header.size())
                    .arg(row.size()),
                path, csv.recordLine());
        QaRecord record;
        record.question = row[input];
        if (expected >= 0)
            record.reference = row[expected];
        // An empty actual_output is None: a golden without a response.
        if (actual >= 0 && !row[actual].isEmpty())
            record.response = row[actual];
        if (context >= 0)
            record.referenceContexts = listCell(row[context]);
        if (retrieval >= 0)
            record.retrievedContexts = listCell(row[retrieval]);
        for (qsizetype i = 0; i < header.size(); ++i)
            if (!row[i].isEmpty() && !importedFields().contains(header[i]))
                session.noteUnimported(path, header[i]);
        if (Status s = storeQaRecord(session, record, QStringLiteral("deepeval"), path, skipped); !s)
            return s;
        ++records;
        if (Status s = session.step((*opened)->position()); !s)
            return s;
    }
    if (csv.error())
        return *csv.error();
    if (records == 0)
        return makeError(QCoreApplication::translate("goldset::io", "no rows after the header"), path, 2);
    session.endFile(QFileInfo(path).size());
    return {};
}

// DeepEval goldens / test cases (EvaluationDataset.save_as("json")): a JSON list of
// {input, actual_output, expected_output, context, retrieval_context, ...}.
Status importDeepevalJson(ImportSession& session, const QString& path, qint64& skipped)
{
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
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            const bool empty = it->is_null() || ((it->is_array() || it->is_object()) && it->empty()) ||
                               (it->is_string() && it->get_ref<const std::string&>().empty());
            if (!empty && !importedFields().contains(key))
                session.noteUnimported(path, key);
        }
        return storeQaRecord(session, record, QStringLiteral("deepeval"), path, skipped);
    };
    return forEachJsonRecord(session, path,
                             QStringLiteral("a golden {\"input\", \"expected_output\", \"context\", ...}"),
                             visit, {QStringLiteral("goldens"), QStringLiteral("test_cases")});
}

} // namespace

// DeepEval datasets: JSON (save_as("json")) or CSV (save_as("csv"), lists joined with '|').
Status importDeepeval(ImportSession& session, const QString& path)
{
    qint64 skipped = 0;
    const Status status = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
                              ? importDeepevalCsv(session, path, skipped)
                              : importDeepevalJson(session, path, skipped);
    if (status && skipped > 0)
        session.report().warnings.append(QStringLiteral("%1: %2 actual outputs/retrieval contexts skipped: "
                                                        "give --run-name NAME to import them as a run")
                                             .arg(path)
                                             .arg(skipped));
    return status;
}

} // namespace goldset::io
