#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/NuggetRecords.h"
#include "storage/ImportWriter.h"
#include "storage/NuggetStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

namespace goldset::io {

// The nuggetizer's JSON Lines (castorini/nuggetizer, the TREC 2024 RAG track's AutoNuggetizer):
// {"qid", "query", "nuggets": [{"text", "importance": "vital" | "okay"}]}. A question not in the
// project is created from qid and query; an existing one keeps its text. Nuggets are merged
// (NuggetStore::mergeImported): the same file twice adds nothing. An assigned file's
// per-nugget "assignment" (and any other field) is named in a warning, not kept.
Status importNuggetizer(ImportSession& session, const QString& path)
{
    const QString file = QFileInfo(path).fileName();
    const auto parse = [&session, file](const nlohmann::json& object,
                                        const JsonPlace& place) -> Result<JsonStore> {
        const JsonFields fields(object, place);
        auto qid = fields.id("qid", true);
        if (!qid)
            return qid.error();
        // The nuggetizer's retrieval-mode adapters write the query under "text".
        const char* queryField = fields.has("query") || !fields.has("text") ? "query" : "text";
        auto query = fields.string(queryField);
        if (!query)
            return query.error();
        if (!fields.has("nuggets"))
            return place.error(
                QStringLiteral("missing field \"nuggets\" (a nuggetizer record is {\"qid\", \"query\", "
                               "\"nuggets\": [{\"text\", \"importance\"}]})"));
        QStringList dropped;
        auto nuggets = readNuggets(fields, "nuggets", &dropped);
        if (!nuggets)
            return nuggets.error();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString name = QString::fromStdString(it.key());
            if (name != QLatin1String("qid") && name != QLatin1String(queryField) &&
                name != QLatin1String("nuggets"))
                dropped.append(name);
        }
        return JsonStore(
            [&session, file, qid = *qid, query = *query, nuggets = std::move(*nuggets), dropped]() -> Status {
                for (const QString& field : dropped)
                    session.noteUnimported(file, field);
                RowId questionId = 0;
                if (const auto existing = session.project().questions().byExternalId(qid)) {
                    questionId = existing->id;
                } else {
                    Question question;
                    question.externalId = qid;
                    question.text = query.isEmpty() ? qid : query;
                    auto id = session.writer().upsertQuestion(question);
                    if (!id)
                        return id.error();
                    questionId = *id;
                    ++session.report().questions;
                }
                auto added = session.project().nuggets().mergeImported(questionId, nuggets);
                if (!added)
                    return added.error();
                session.report().nuggets += *added;
                return {};
            });
    };
    return forEachParsedJsonRecord(session, path,
                                   QStringLiteral("an object {\"qid\", \"query\", \"nuggets\"}"), parse);
}

} // namespace goldset::io
