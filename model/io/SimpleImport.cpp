#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"

namespace goldset::io {

// simple: {"qid", "query", "gold_evidence": [ids], "gold_answer", "rel_map": {id: grade}}
// plus our optional extension fields status, origin, source_chunk, generator_model.
// Grades: rel_map wins; an id of gold_evidence without a rel_map grade is relevant with
// grade 1 (TREC's binary "relevant"); rel_map ids outside gold_evidence are labelled too.
Status importSimple(ImportSession& session, const QString& path)
{
    auto annotator = session.labelAnnotator(QStringLiteral("simple"));
    if (!annotator)
        return annotator.error();
    auto& writer = session.writer();
    auto& report = session.report();
    const auto visit = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
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
        Question question;
        question.externalId = *qid;
        question.text = *text;
        question.groundTruth = *answer;
        for (const char* key : {"status", "origin", "source_chunk", "generator_model"}) {
            auto value = fields.string(key);
            if (!value)
                return value.error();
            if (value->isEmpty())
                continue;
            const QLatin1String name(key);
            if (name == QLatin1String("status")) {
                auto status = questionStatusFromString(*value);
                if (!status)
                    return place.error(
                        QStringLiteral("field \"status\": expected draft, accepted or rejected, got '%1'")
                            .arg(*value),
                        key);
                question.status = *status;
            } else if (name == QLatin1String("origin")) {
                auto origin = questionOriginFromString(*value);
                if (!origin)
                    return place.error(
                        QStringLiteral("field \"origin\": expected imported, generated or manual, got '%1'")
                            .arg(*value),
                        key);
                question.origin = *origin;
            } else if (name == QLatin1String("source_chunk")) {
                auto chunk = writer.ensureChunk(*value);
                if (!chunk)
                    return chunk.error();
                question.sourceChunkId = *chunk;
            } else {
                question.generatorModel = *value;
            }
        }
        auto questionId = writer.upsertQuestion(question);
        if (!questionId)
            return questionId.error();
        ++report.questions;

        QList<QPair<QString, int>> grades;
        if (const auto* relMap = fields.value("rel_map"); relMap && !relMap->is_null()) {
            if (!relMap->is_object())
                return place.error(
                    QStringLiteral("field \"rel_map\": expected an object {chunk id: grade 0..3}, got %1")
                        .arg(jsonTypeName(*relMap)),
                    "rel_map");
            for (auto it = relMap->begin(); it != relMap->end(); ++it) {
                const QString id = QString::fromStdString(it.key());
                if (!it->is_number_integer() || it->get<qint64>() < 0 || it->get<qint64>() > 3)
                    return place.error(
                        QStringLiteral("rel_map[\"%1\"]: expected an integer grade 0..3, got %2")
                            .arg(id, QString::fromStdString(it->dump())),
                        "rel_map");
                grades.append({id, int(it->get<qint64>())});
            }
        }
        for (const QString& id : *evidence) {
            const bool graded =
                std::any_of(grades.cbegin(), grades.cend(), [&](const auto& g) { return g.first == id; });
            if (!graded)
                grades.append({id, 1});
        }
        for (const auto& [chunkId, grade] : grades) {
            auto chunk = writer.ensureChunk(chunkId);
            if (!chunk)
                return chunk.error();
            if (Status s = writer.setLabel(*questionId, *chunk, *annotator, grade); !s)
                return s;
            ++report.labels;
        }
        return {};
    };
    return forEachJsonRecord(session, path,
                             QStringLiteral("an object {\"qid\", \"query\", \"gold_evidence\", ...}"), visit);
}

} // namespace goldset::io
