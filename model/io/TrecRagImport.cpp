#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "storage/CitationStore.h"

#include <QCoreApplication>

namespace goldset::io {

// The TREC 2024 RAG track's answer format (JSON Lines, one line per topic):
// {"run_id", "topic_id", "topic"?, "references": [segment ids], "response_length"?,
//  "answer": [{"text", "citations": [0-based indices into references]}]}
// The references become the run's retrievals for the topic in their order (scores descending
// from the list's length), the sentences the answer (joined by spaces) and its statements,
// each citing the references its indices name. The run is --run-name (run_id is not used).
Status importTrecRag(ImportSession& session, const QString& path)
{
    auto& writer = session.writer();
    auto& report = session.report();
    const auto visit = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
        const JsonFields fields(object, place);
        auto topic = fields.id("topic_id", true);
        if (!topic)
            return topic.error();
        auto run = session.run();
        if (!run)
            return run.error();
        auto topicText = fields.string("topic");
        if (!topicText)
            return topicText.error();
        // A topic new to the project takes the record's text; an existing question keeps its own.
        const auto questionOf = [&]() -> Result<RowId> {
            if (topicText->trimmed().isEmpty() || writer.questionId(*topic))
                return session.questionForId(*topic);
            Question created;
            created.externalId = *topic;
            created.text = topicText->trimmed();
            auto id = writer.upsertQuestion(created);
            if (id)
                ++report.questions;
            return id;
        };
        auto question = questionOf();
        if (!question)
            return question.error();
        auto references = fields.stringList("references", true);
        if (!references)
            return references.error();
        if (Status s = writer.clearRetrievals(*run, *question); !s)
            return s;
        QSet<QString> seen;
        int rank = 0;
        for (const QString& id : std::as_const(*references)) {
            if (seen.contains(id))
                return place.error(
                    QCoreApplication::translate("goldset::io", "field \"references\": duplicate id '%1'")
                        .arg(id),
                    "references");
            seen.insert(id);
            auto chunk = writer.ensureChunk(id);
            if (!chunk)
                return chunk.error();
            ++rank;
            if (Status s = writer.addRetrieval(
                    {*run, *question, rank, *chunk, double(references->size() - rank + 1)});
                !s)
                return s;
            ++report.retrievals;
        }
        const auto* answer = fields.value("answer");
        if (!answer || !answer->is_array())
            return place.error(
                QCoreApplication::translate("goldset::io",
                                            "field \"answer\": expected a list of {\"text\", \"citations\"}"),
                "answer");
        QList<Statement> statements;
        QStringList texts;
        int index = 0;
        for (const auto& sentence : *answer) {
            JsonPlace itemPlace = place;
            itemPlace.item = QStringLiteral("answer sentence %1").arg(++index);
            if (!sentence.is_object())
                return itemPlace.error(QCoreApplication::translate(
                                           "goldset::io", "expected an object {\"text\", \"citations\"}"),
                                       "answer");
            const JsonFields s(sentence, itemPlace);
            auto text = s.string("text", true);
            if (!text)
                return text.error();
            Statement statement;
            statement.text = text->trimmed();
            if (const auto* cited = s.value("citations"); cited && !cited->is_null()) {
                if (!cited->is_array())
                    return itemPlace.error(
                        QCoreApplication::translate("goldset::io",
                                                    "field \"citations\": expected a list of indices"),
                        "citations");
                for (const auto& c : *cited) {
                    if (!c.is_number_integer() || c.get<qint64>() < 0 ||
                        c.get<qint64>() >= static_cast<qint64>(references->size()))
                        return itemPlace.error(
                            QCoreApplication::translate(
                                "goldset::io",
                                "field \"citations\": expected indices 0 to %1 into \"references\", got %2")
                                .arg(references->size() - 1)
                                .arg(QString::fromStdString(c.dump())),
                            "citations");
                    const QString id = references->at(static_cast<qsizetype>(c.get<qint64>()));
                    if (!statement.citations.contains(id))
                        statement.citations.append(id);
                }
            }
            if (statement.text.isEmpty())
                continue;
            texts.append(statement.text);
            statements.append(statement);
        }
        if (Status s = writer.setAnswer(*run, *question, texts.join(QLatin1Char(' ')), std::nullopt); !s)
            return s;
        ++report.answers;
        return storage::CitationStore(writer.connection()).replaceStatements(*run, *question, statements);
    };
    return forEachJsonRecord(
        session, path, QStringLiteral("an object {\"run_id\", \"topic_id\", \"references\", \"answer\"}"),
        visit);
}

} // namespace goldset::io
