#include "io/CsvReader.h"
#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/QaRecord.h"

#include <QFileInfo>

namespace goldset::io {
namespace {

// Current RAGAS names first, then the legacy ones.
const char* const kQuestion[] = {"user_input", "question"};
const char* const kRetrieved[] = {"retrieved_contexts", "contexts"};
const char* const kResponse[] = {"response", "answer"};
const char* const kReference[] = {"reference", "ground_truth", "ground_truths"};

Status importRagasJsonl(ImportSession& session, const QString& path, qint64& skipped)
{
    const auto visit = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
        const JsonFields fields(object, place);
        QaRecord record;
        const auto firstString = [&](const auto& keys, QString& out, bool required) -> Status {
            for (const char* key : keys) {
                if (!fields.has(key))
                    continue;
                const auto* v = fields.value(key);
                if (v->is_array()) { // ground_truths: a list, take the first
                    auto list = fields.stringList(key);
                    if (!list)
                        return list.error();
                    out = list->value(0);
                    return {};
                }
                auto text = fields.string(key);
                if (!text)
                    return text.error();
                out = *text;
                return {};
            }
            if (required)
                return place.error(QStringLiteral("expected field \"user_input\" (or legacy \"question\")"));
            return {};
        };
        if (Status s = firstString(kQuestion, record.question, true); !s)
            return s;
        if (Status s = firstString(kReference, record.reference, false); !s)
            return s;
        for (const char* key : kResponse)
            if (fields.has(key)) {
                auto text = fields.string(key);
                if (!text)
                    return text.error();
                record.response = *text;
                break;
            }
        for (const char* key : kRetrieved)
            if (fields.has(key)) {
                auto list = fields.stringList(key);
                if (!list)
                    return list.error();
                record.retrievedContexts = *list;
                break;
            }
        const std::pair<const char*, QStringList*> lists[] = {
            {"retrieved_context_ids", &record.retrievedIds},
            {"reference_contexts", &record.referenceContexts},
            {"reference_context_ids", &record.referenceIds}};
        for (const auto& [key, target] : lists) {
            auto list = fields.stringList(key);
            if (!list)
                return list.error();
            *target = *list;
        }
        return storeQaRecord(session, record, QStringLiteral("ragas"), path, skipped);
    };
    return forEachJsonRecord(session, path, QStringLiteral("a RAGAS sample {\"user_input\", ...}"), visit);
}

Status importRagasCsv(ImportSession& session, const QString& path, qint64& skipped)
{
    session.beginFile();
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    CsvReader csv(**opened);
    QStringList header;
    if (!csv.next(header))
        return csv.error() ? *csv.error() : makeError(QStringLiteral("the file is empty"), path, 1);
    const auto column = [&](std::initializer_list<const char*> names) -> qsizetype {
        for (const char* name : names)
            if (const qsizetype i = header.indexOf(QLatin1String(name)); i >= 0)
                return i;
        return -1;
    };
    const qsizetype question = column({"user_input", "question"});
    if (question < 0)
        return makeError(QStringLiteral("expected a column \"user_input\" (or legacy \"question\")"), path,
                         1);
    const qsizetype reference = column({"reference", "ground_truth", "ground_truths"});
    const qsizetype response = column({"response", "answer"});
    const qsizetype retrieved = column({"retrieved_contexts", "contexts"});
    const qsizetype retrievedIds = column({"retrieved_context_ids"});
    const qsizetype referenceContexts = column({"reference_contexts"});
    const qsizetype referenceIds = column({"reference_context_ids"});
    QStringList row;
    qint64 records = 0;
    while (csv.next(row)) {
        if (row.size() != header.size())
            return makeError(QStringLiteral("expected %1 fields like the header, got %2")
                                 .arg(header.size())
                                 .arg(row.size()),
                             path, csv.recordLine());
        QaRecord record;
        record.question = row[question];
        if (reference >= 0) {
            record.reference = row[reference];
            if (header[reference] == QLatin1String("ground_truths"))
                record.reference =
                    parseListCell(record.reference).value_or(QStringList{record.reference}).value(0);
        }
        if (response >= 0)
            record.response = row[response];
        const std::pair<qsizetype, QStringList*> lists[] = {{retrieved, &record.retrievedContexts},
                                                            {retrievedIds, &record.retrievedIds},
                                                            {referenceContexts, &record.referenceContexts},
                                                            {referenceIds, &record.referenceIds}};
        for (const auto& [index, target] : lists) {
            if (index < 0)
                continue;
            QString error;
            auto list = parseListCell(row[index], &error);
            if (!list)
                return makeError(QStringLiteral("column \"%1\": %2").arg(header[index], error), path,
                                 csv.recordLine());
            *target = *list;
        }
        if (Status s = storeQaRecord(session, record, QStringLiteral("ragas"), path, skipped); !s)
            return s;
        ++records;
        if (Status s = session.step((*opened)->position()); !s)
            return s;
    }
    if (csv.error())
        return *csv.error();
    if (records == 0)
        return makeError(QStringLiteral("no rows after the header"), path, 2);
    session.endFile(QFileInfo(path).size());
    return {};
}

} // namespace

// RAGAS EvaluationDataset JSONL (to_jsonl) or CSV (to_csv), current and legacy columns.
Status importRagas(ImportSession& session, const QString& path)
{
    qint64 skipped = 0;
    const Status status = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
                              ? importRagasCsv(session, path, skipped)
                              : importRagasJsonl(session, path, skipped);
    if (status && skipped > 0)
        session.report().warnings.append(
            QStringLiteral(
                "%1: %2 responses/retrieved contexts skipped: give --run-name NAME to import them as a run")
                .arg(path)
                .arg(skipped));
    return status;
}

} // namespace goldset::io
