#include "io/CsvReader.h"
#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/QaRecord.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>
#include <cmath>

namespace goldset::io {
namespace {

// Current RAGAS names first, then the legacy ones.
const char* const kQuestion[] = {"user_input", "question"};
const char* const kRetrieved[] = {"retrieved_contexts", "contexts"};
const char* const kResponse[] = {"response", "answer"};
const char* const kReference[] = {"reference", "ground_truth", "ground_truths"};

// Every column of RAGAS' samples and test sets that is not a score.
bool isSampleField(const QString& name)
{
    static const QSet<QString> fields = {
        QStringLiteral("user_input"),         QStringLiteral("question"),
        QStringLiteral("retrieved_contexts"), QStringLiteral("contexts"),
        QStringLiteral("response"),           QStringLiteral("answer"),
        QStringLiteral("reference"),          QStringLiteral("ground_truth"),
        QStringLiteral("ground_truths"),      QStringLiteral("retrieved_context_ids"),
        QStringLiteral("reference_contexts"), QStringLiteral("reference_context_ids"),
        QStringLiteral("multi_responses"),    QStringLiteral("rubrics"),
        QStringLiteral("evolution_type"),     QStringLiteral("metadata"),
        QStringLiteral("episode_done"),       QStringLiteral("synthesizer_name"),
        QStringLiteral("persona_name"),       QStringLiteral("query_style"),
        QStringLiteral("query_length")};
    return fields.contains(name);
}

// Row numbers and ids that pandas or a script added (an "idx" column of 0, 1, 2, ...): numeric,
// yet not a score; named in a warning instead.
bool isRowIdField(const QString& name)
{
    static const QSet<QString> fields = {QStringLiteral("id"),     QStringLiteral("idx"),
                                         QStringLiteral("index"),  QStringLiteral("row"),
                                         QStringLiteral("row_id"), QStringLiteral("sample_id")};
    return fields.contains(name.toLower());
}

// Sample fields that Goldset has no place for (test set provenance, rubrics, ...).
bool isUnimportedSampleField(const QString& name)
{
    static const QSet<QString> fields = {QStringLiteral("multi_responses"),  QStringLiteral("rubrics"),
                                         QStringLiteral("evolution_type"),   QStringLiteral("metadata"),
                                         QStringLiteral("synthesizer_name"), QStringLiteral("persona_name"),
                                         QStringLiteral("query_style"),      QStringLiteral("query_length")};
    return fields.contains(name);
}

// RAGAS' own metric names: an empty cell (pandas' NaN) in these columns is an undefined score.
bool isRagasMetric(const QString& name)
{
    static const QSet<QString> metrics = {QStringLiteral("faithfulness"),
                                          QStringLiteral("answer_relevancy"),
                                          QStringLiteral("response_relevancy"),
                                          QStringLiteral("context_precision"),
                                          QStringLiteral("context_recall"),
                                          QStringLiteral("context_entity_recall"),
                                          QStringLiteral("context_utilization"),
                                          QStringLiteral("answer_similarity"),
                                          QStringLiteral("semantic_similarity"),
                                          QStringLiteral("answer_correctness"),
                                          QStringLiteral("factual_correctness"),
                                          QStringLiteral("noise_sensitivity"),
                                          QStringLiteral("llm_context_precision_with_reference"),
                                          QStringLiteral("llm_context_precision_without_reference"),
                                          QStringLiteral("non_llm_context_precision_with_reference"),
                                          QStringLiteral("non_llm_context_recall"),
                                          QStringLiteral("context_relevance"),
                                          QStringLiteral("answer_accuracy"),
                                          QStringLiteral("response_groundedness")};
    return metrics.contains(name) || name.startsWith(QLatin1String("factual_correctness("));
}

// RAGAS 0.1 test sets (question, contexts, ground_truth, evolution_type, metadata,
// episode_done) name the contexts a question was made from "contexts": they are its
// reference, not a system's retrieval.
bool isTestset(const QStringList& fields)
{
    return !fields.contains(QStringLiteral("reference_contexts")) &&
           !fields.contains(QStringLiteral("answer")) && !fields.contains(QStringLiteral("response")) &&
           (fields.contains(QStringLiteral("evolution_type")) ||
            fields.contains(QStringLiteral("episode_done")));
}

// A score cell of a CSV evaluation result: a number, or NaN (pandas writes it as an empty
// cell) in one of RAGAS' metric columns. Anything else is not a score.
std::optional<std::optional<double>> scoreCell(const QString& column, const QString& cell)
{
    const QString text = cell.trimmed();
    if (text.isEmpty() || text.compare(QLatin1String("nan"), Qt::CaseInsensitive) == 0)
        return isRagasMetric(column) ? std::optional<std::optional<double>>(std::optional<double>())
                                     : std::nullopt;
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return std::optional<double>(value);
}

Status importRagasJsonl(ImportSession& session, const QString& path, qint64& skipped)
{
    const auto visit = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
        const JsonFields fields(object, place);
        QaRecord record;
        QStringList keys;
        for (auto it = object.begin(); it != object.end(); ++it)
            keys << QString::fromStdString(it.key());
        const bool testset = isTestset(keys);
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
                return place.error(QCoreApplication::translate(
                    "goldset::io", "expected field \"user_input\" (or legacy \"question\")"));
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
                (testset ? record.referenceContexts : record.retrievedContexts) = *list;
                break;
            }
        const std::pair<const char*, QStringList*> lists[] = {
            {"retrieved_context_ids", &record.retrievedIds},
            {"reference_contexts", &record.referenceContexts},
            {"reference_context_ids", &record.referenceIds}};
        for (const auto& [key, target] : lists) {
            if (testset && target == &record.referenceContexts)
                continue;
            auto list = fields.stringList(key);
            if (!list)
                return list.error();
            *target = *list;
        }
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            const bool empty = it->is_null() || ((it->is_array() || it->is_object()) && it->empty()) ||
                               (it->is_string() && it->get_ref<const std::string&>().empty());
            if (isSampleField(key)) {
                if (!empty && isUnimportedSampleField(key))
                    session.noteUnimported(path, key);
                continue;
            }
            if (isRowIdField(key)) {
                if (!empty)
                    session.noteUnimported(path, key);
            } else if (it->is_number())
                record.scores.append({key, it->get<double>()});
            else if (it->is_null() && isRagasMetric(key))
                record.scores.append({key, std::nullopt});
            else if (!empty)
                session.noteUnimported(path, key);
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
        return csv.error()
                   ? *csv.error()
                   : makeError(QCoreApplication::translate("goldset::io", "the file is empty"), path, 1);
    const auto column = [&](std::initializer_list<const char*> names) -> qsizetype {
        for (const char* name : names)
            if (const qsizetype i = header.indexOf(QLatin1String(name)); i >= 0)
                return i;
        return -1;
    };
    const qsizetype question = column({"user_input", "question"});
    if (question < 0)
        return makeError(QCoreApplication::translate(
                             "goldset::io", "expected a column \"user_input\" (or legacy \"question\")"),
                         path, 1);
    const qsizetype reference = column({"reference", "ground_truth", "ground_truths"});
    const qsizetype response = column({"response", "answer"});
    const bool testset = isTestset(header);
    const qsizetype contexts = column({"retrieved_contexts", "contexts"});
    const qsizetype retrieved = testset ? -1 : contexts;
    const qsizetype retrievedIds = column({"retrieved_context_ids"});
    const qsizetype referenceContexts = testset ? contexts : column({"reference_contexts"});
    QList<qsizetype> scoreColumns;
    for (qsizetype i = 0; i < header.size(); ++i) {
        if (isRowIdField(header[i]))
            session.noteUnimported(path, header[i]);
        else if (!isSampleField(header[i]) && !header[i].isEmpty() &&
                 !header[i].startsWith(QLatin1String("Unnamed:")))
            scoreColumns.append(i);
    }
    const qsizetype referenceIds = column({"reference_context_ids"});
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
                return makeError(
                    QCoreApplication::translate("goldset::io", "column \"%1\": %2").arg(header[index], error),
                    path, csv.recordLine());
            *target = *list;
        }
        for (const qsizetype i : scoreColumns) {
            if (auto score = scoreCell(header[i], row[i]))
                record.scores.append({header[i], *score});
            else if (!row[i].trimmed().isEmpty())
                session.noteUnimported(path, header[i]);
        }
        for (qsizetype i = 0; i < header.size(); ++i)
            if (isUnimportedSampleField(header[i]) && !row[i].trimmed().isEmpty())
                session.noteUnimported(path, header[i]);
        if (Status s = storeQaRecord(session, record, QStringLiteral("ragas"), path, skipped); !s)
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

} // namespace

// RAGAS EvaluationDataset JSONL (to_jsonl) or CSV (to_csv), current and legacy columns.
Status importRagas(ImportSession& session, const QString& path)
{
    qint64 skipped = 0;
    const Status status = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
                              ? importRagasCsv(session, path, skipped)
                              : importRagasJsonl(session, path, skipped);
    if (status && skipped > 0)
        session.report().warnings.append(QStringLiteral("%1: %2 responses/retrieved contexts/scores skipped: "
                                                        "give --run-name NAME to import them as a run")
                                             .arg(path)
                                             .arg(skipped));
    return status;
}

} // namespace goldset::io
