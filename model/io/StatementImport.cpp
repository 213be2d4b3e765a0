#include "io/StatementImport.h"

#include "io/CitationMarkers.h"
#include "io/ImportSession.h"
#include "storage/CitationStore.h"
#include "storage/CorpusStore.h"
#include "storage/RunStore.h"

#include <QCoreApplication>

namespace goldset::io {

QStringList retrievedIds(ImportSession& session, RowId runId, RowId questionId)
{
    QStringList ids;
    storage::CorpusStore corpus(session.writer().connection());
    for (const Retrieval& r : storage::RunStore(session.writer().connection()).retrievals(runId, questionId))
        if (const auto chunk = corpus.chunkById(r.chunkId))
            ids.append(chunk->externalId);
    return ids;
}

Status importStatements(ImportSession& session, RowId runId, RowId questionId, const QStringList& retrieved,
                        const nlohmann::json* statements, const std::optional<QString>& answer,
                        const JsonPlace& place)
{
    auto& writer = session.writer();
    CitationMarkers markers(retrieved, [&writer](const QString& id) { return writer.chunkId(id).has_value(); });
    QList<Statement> parsed;
    if (statements && !statements->is_null()) {
        if (!statements->is_array())
            return place.error(QCoreApplication::translate(
                                   "goldset::io", "field \"statements\": expected a list of {\"text\", \"citations\"}"),
                               "statements");
        int index = 0;
        for (const auto& object : *statements) {
            JsonPlace itemPlace = place;
            itemPlace.item = QStringLiteral("statement %1").arg(++index);
            if (!object.is_object())
                return itemPlace.error(QCoreApplication::translate(
                                           "goldset::io", "expected an object {\"text\", \"citations\"}"),
                                       "statements");
            const JsonFields fields(object, itemPlace);
            auto text = fields.string("text", true);
            if (!text)
                return text.error();
            Statement statement;
            statement.text = text->trimmed();
            if (const auto* cited = fields.value("citations"); cited && !cited->is_null()) {
                if (!cited->is_array())
                    return itemPlace.error(
                        QCoreApplication::translate(
                            "goldset::io", "field \"citations\": expected a list of chunk ids or 1-based ranks"),
                        "citations");
                for (const auto& c : *cited) {
                    QString id;
                    if (c.is_number_integer())
                        id = markers.resolveRank(c.get<qint64>());
                    else if (c.is_string())
                        id = fromJsonString(c).trimmed();
                    if (id.isEmpty())
                        return itemPlace.error(
                            QCoreApplication::translate(
                                "goldset::io", "field \"citations\": expected chunk ids or 1-based ranks, got %1")
                                .arg(jsonTypeName(c)),
                            "citations");
                    if (!statement.citations.contains(id))
                        statement.citations.append(id);
                }
            }
            if (!statement.text.isEmpty())
                parsed.append(statement);
        }
    } else if (answer && markers.hasMarkers(*answer)) {
        parsed = markers.statements(*answer);
    } else {
        return {};
    }
    return storage::CitationStore(writer.connection()).replaceStatements(runId, questionId, parsed);
}

} // namespace goldset::io
