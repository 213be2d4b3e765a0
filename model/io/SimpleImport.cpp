#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/NuggetRecords.h"
#include "storage/NuggetStore.h"
#include "storage/Project.h"

namespace goldset::io {
namespace {

// One record of a simple file, read and checked without the database.
struct SimpleRecord
{
    Question question;
    storage::EncodedQuestion encoded;
    QString sourceChunk;               // external id; empty: none
    QList<QPair<QString, int>> grades; // chunk external id, grade
    QList<Nugget> nuggets;
};

Status readExtensionField(const JsonPlace& place, const char* key, const QString& value, SimpleRecord& record)
{
    const QLatin1String name(key);
    if (name == QLatin1String("status")) {
        auto status = questionStatusFromString(value);
        if (!status)
            return place.error(
                QStringLiteral("field \"status\": expected draft, accepted or rejected, got '%1'").arg(value),
                key);
        record.question.status = *status;
    } else if (name == QLatin1String("origin")) {
        auto origin = questionOriginFromString(value);
        if (!origin)
            return place.error(
                QStringLiteral("field \"origin\": expected imported, generated or manual, got '%1'")
                    .arg(value),
                key);
        record.question.origin = *origin;
    } else if (name == QLatin1String("source_chunk")) {
        record.sourceChunk = value;
    } else {
        record.question.generatorModel = value;
    }
    return {};
}

// Grades: rel_map wins; an id of gold_evidence without a rel_map grade is relevant with
// grade 1 (TREC's binary "relevant"); rel_map ids outside gold_evidence are labelled too.
Status readGrades(const JsonFields& fields, const QStringList& evidence, SimpleRecord& record)
{
    const JsonPlace& place = fields.place();
    if (const auto* relMap = fields.value("rel_map"); relMap && !relMap->is_null()) {
        if (!relMap->is_object())
            return place.error(
                QStringLiteral("field \"rel_map\": expected an object {chunk id: grade 0..3}, got %1")
                    .arg(jsonTypeName(*relMap)),
                "rel_map");
        for (auto it = relMap->begin(); it != relMap->end(); ++it) {
            const QString id = QString::fromStdString(it.key());
            if (!it->is_number_integer() || it->get<qint64>() < 0 || it->get<qint64>() > 3)
                return place.error(QStringLiteral("rel_map[\"%1\"]: expected an integer grade 0..3, got %2")
                                       .arg(id, QString::fromStdString(it->dump())),
                                   "rel_map");
            record.grades.append({id, int(it->get<qint64>())});
        }
    }
    for (const QString& id : evidence) {
        const bool graded = std::any_of(record.grades.cbegin(), record.grades.cend(),
                                        [&](const auto& g) { return g.first == id; });
        if (!graded)
            record.grades.append({id, 1});
    }
    return {};
}

Result<SimpleRecord> readSimpleRecord(const nlohmann::json& object, const JsonPlace& place)
{
    const JsonFields fields(object, place);
    auto qid = fields.id("qid", true);
    if (!qid)
        return qid.error();
    auto text = fields.string("query", true);
    if (!text)
        return text.error();
    auto evidence = fields.stringList("gold_evidence");
    if (!evidence)
        return evidence.error();
    auto answer = fields.string("gold_answer");
    if (!answer)
        return answer.error();
    SimpleRecord record;
    record.question.externalId = *qid;
    record.question.text = *text;
    record.question.groundTruth = *answer;
    for (const char* key : {"status", "origin", "source_chunk", "generator_model"}) {
        auto value = fields.string(key);
        if (!value)
            return value.error();
        if (!value->isEmpty())
            if (Status s = readExtensionField(place, key, *value, record); !s)
                return s.error();
    }
    if (Status s = readGrades(fields, *evidence, record); !s)
        return s.error();
    auto nuggets = readNuggets(fields, "nuggets");
    if (!nuggets)
        return nuggets.error();
    record.nuggets = std::move(*nuggets);
    record.encoded = storage::encodeQuestion(record.question);
    return record;
}

Status storeSimpleRecord(ImportSession& session, RowId annotator, SimpleRecord& record)
{
    auto& writer = session.writer();
    if (!record.sourceChunk.isEmpty()) {
        auto chunk = writer.ensureChunk(record.sourceChunk);
        if (!chunk)
            return chunk.error();
        record.question.sourceChunkId = *chunk;
    }
    auto questionId = writer.upsertQuestion(record.question, &record.encoded);
    if (!questionId)
        return questionId.error();
    ++session.report().questions;
    for (const auto& [chunkId, grade] : std::as_const(record.grades)) {
        auto chunk = writer.ensureChunk(chunkId);
        if (!chunk)
            return chunk.error();
        if (Status s = writer.setLabel(*questionId, *chunk, annotator, grade); !s)
            return s;
        ++session.report().labels;
    }
    if (!record.nuggets.isEmpty()) {
        auto added = session.project().nuggets().mergeImported(*questionId, record.nuggets);
        if (!added)
            return added.error();
        session.report().nuggets += *added;
    }
    return {};
}

} // namespace

// simple: {"qid", "query", "gold_evidence": [ids], "gold_answer", "rel_map": {id: grade}}
// plus our optional extension fields status, origin, source_chunk, generator_model and
// nuggets [{"text", "importance", "status"}].
// Records are read and checked on the reading thread, stored on this one.
Status importSimple(ImportSession& session, const QString& path)
{
    auto annotator = session.labelAnnotator(QStringLiteral("simple"));
    if (!annotator)
        return annotator.error();
    const RowId annotatorId = *annotator;
    const auto parse = [&session, annotatorId](const nlohmann::json& object,
                                               const JsonPlace& place) -> Result<JsonStore> {
        auto record = readSimpleRecord(object, place);
        if (!record)
            return record.error();
        return JsonStore([&session, annotatorId, record = std::move(*record)]() mutable {
            return storeSimpleRecord(session, annotatorId, record);
        });
    };
    return forEachParsedJsonRecord(
        session, path, QStringLiteral("an object {\"qid\", \"query\", \"gold_evidence\", ...}"), parse);
}

} // namespace goldset::io
