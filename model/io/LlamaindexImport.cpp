#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonInput.h"
#include "io/JsonRecords.h"
#include "io/LineReader.h"
#include "io/QaRecord.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace goldset::io {
namespace {

// Line and column of the first `"id"` after `after` in the file text, for error messages.
std::pair<int, int> placeOf(const QByteArray& text, const QString& id, qsizetype after)
{
    const QByteArray needle = "\"" + id.toUtf8() + "\"";
    qsizetype at = text.indexOf(needle, std::max<qsizetype>(after, 0));
    if (at < 0)
        at = std::max<qsizetype>(after, 0);
    const qsizetype lineStart = text.lastIndexOf('\n', at - 1) + 1;
    return {int(text.left(at).count('\n')) + 1, LineReader::columnOf(text.mid(lineStart), at - lineStart)};
}

// The model of a LlamaIndex CreatedBy ({"model_name": "gpt-4", "type": "ai"}); empty for a
// person or when absent.
Result<QString> createdByModel(const JsonFields& fields, const char* key)
{
    const nlohmann::json* by = fields.value(key);
    if (!by || by->is_null())
        return QString();
    if (!by->is_object())
        return fields.place().error(
            QCoreApplication::translate("goldset::io", "field \"%1\": expected an object {\"model_name\", "
                                                       "\"type\"}, got %2")
                .arg(QLatin1String(key), jsonTypeName(*by)),
            key);
    const JsonFields created(*by, fields.place());
    auto type = created.string("type");
    if (!type)
        return type.error();
    auto model = created.string("model_name");
    if (!model)
        return model.error();
    return type->compare(QLatin1String("ai"), Qt::CaseInsensitive) == 0 ? *model : QString();
}

// LabelledRagDataset.save_json() (what RagDatasetGenerator makes): {"examples": [{"query",
// "query_by", "reference_contexts", "reference_answer", "reference_answer_by"}]}. The
// reference contexts are the question's gold chunks (grade 1); the model of query_by is its
// generator model.
Status importLabelledRagDataset(ImportSession& session, const QString& path)
{
    qint64 skipped = 0;
    const auto visit = [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
        const JsonFields fields(object, place);
        QaRecord record;
        auto query = fields.string("query", true);
        if (!query)
            return query.error();
        record.question = *query;
        auto answer = fields.string("reference_answer");
        if (!answer)
            return answer.error();
        record.reference = *answer;
        auto contexts = fields.stringList("reference_contexts");
        if (!contexts)
            return contexts.error();
        record.referenceContexts = *contexts;
        auto model = createdByModel(fields, "query_by");
        if (!model)
            return model.error();
        record.generatorModel = *model;
        if (auto answerBy = createdByModel(fields, "reference_answer_by"); !answerBy)
            return answerBy.error();
        for (auto it = object.begin(); it != object.end(); ++it) {
            // Who wrote the reference answer has no place in Goldset: named in the warning.
            static const QStringList known = {QStringLiteral("query"), QStringLiteral("query_by"),
                                              QStringLiteral("reference_contexts"),
                                              QStringLiteral("reference_answer")};
            const QString key = QString::fromStdString(it.key());
            if (!known.contains(key) && !it->is_null())
                session.noteUnimported(path, key);
        }
        return storeQaRecord(session, record, QStringLiteral("llamaindex"), path, skipped);
    };
    return forEachJsonRecord(
        session, path,
        QStringLiteral(
            "a LabelledRagDataset example {\"query\", \"reference_contexts\", \"reference_answer\"}"),
        visit, {QStringLiteral("examples")});
}

} // namespace

// LlamaIndex EmbeddingQAFinetuneDataset.save_json() (or a LabelledRagDataset, above):
// {"queries": {id: text}, "corpus": {node id: text}, "relevant_docs": {query id: [node ids]},
// "mode": "text"}. The file carries its own corpus: a relevant node missing from it is an error.
Status importLlamaindex(ImportSession& session, const QString& path)
{
    session.beginFile();
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    auto json = parseJson(*text, path, 1);
    if (!json)
        return json.error();
    if (json->is_object() && json->contains("examples") && !json->contains("queries"))
        return importLabelledRagDataset(session, path);
    const JsonFields fields(*json, JsonPlace{path, 1, {}, {}});
    for (const char* key : {"queries", "corpus", "relevant_docs"}) {
        const auto* v = fields.value(key);
        if (!v || !v->is_object()) {
            const auto [line, column] = placeOf(*text, QString::fromLatin1(key), 0);
            return makeError(
                QCoreApplication::translate("goldset::io", "expected \"%1\" to be an object, got %2")
                    .arg(QLatin1String(key), v ? jsonTypeName(*v) : QStringLiteral("nothing")),
                path, v ? line : 1, v ? column : 0);
        }
    }
    const auto& queries = *fields.value("queries");
    const auto& corpus = *fields.value("corpus");
    const auto& relevant = *fields.value("relevant_docs");
    const qsizetype relevantAt = text->indexOf("\"relevant_docs\"");
    // Check everything before writing anything.
    for (auto it = relevant.begin(); it != relevant.end(); ++it) {
        const QString qid = QString::fromStdString(it.key());
        if (!it->is_array())
            return makeError(QCoreApplication::translate("goldset::io",
                                                         "relevant_docs[\"%1\"]: expected a list of node ids")
                                 .arg(qid),
                             path, placeOf(*text, qid, relevantAt).first);
        if (!queries.contains(it.key())) {
            const auto [line, column] = placeOf(*text, qid, relevantAt);
            return makeError(
                QStringLiteral("relevant_docs names query '%1', which is not in \"queries\"").arg(qid), path,
                line, column);
        }
        for (const auto& node : *it) {
            if (!node.is_string() || !corpus.contains(node.get<std::string>())) {
                const QString id =
                    node.is_string() ? fromJsonString(node) : QString::fromStdString(node.dump());
                const auto [line, column] = placeOf(*text, id, relevantAt);
                return makeError(
                    QStringLiteral("relevant doc '%1' of query '%2' is not in the file's \"corpus\"")
                        .arg(id, qid),
                    path, line, column);
            }
        }
    }
    for (auto it = corpus.begin(); it != corpus.end(); ++it) {
        if (!it->is_string())
            return makeError(QCoreApplication::translate(
                                 "goldset::io", "corpus[\"%1\"]: expected the node's text as a string")
                                 .arg(QString::fromStdString(it.key())),
                             path, placeOf(*text, QString::fromStdString(it.key()), 0).first);
        if (Status s = session.importVerbatimChunk(QString::fromStdString(it.key()), QString(),
                                                   fromJsonString(*it), path);
            !s)
            return s;
        if (Status s = session.step(0); !s)
            return s;
    }
    auto& writer = session.writer();
    for (auto it = queries.begin(); it != queries.end(); ++it) {
        if (!it->is_string())
            return makeError(QCoreApplication::translate(
                                 "goldset::io", "queries[\"%1\"]: expected the query text as a string")
                                 .arg(QString::fromStdString(it.key())),
                             path, placeOf(*text, QString::fromStdString(it.key()), 0).first);
        Question question;
        question.externalId = QString::fromStdString(it.key());
        question.text = fromJsonString(*it);
        auto id = writer.upsertQuestion(question);
        if (!id)
            return id.error();
        ++session.report().questions;
    }
    auto annotator = session.labelAnnotator(QStringLiteral("llamaindex"));
    if (!annotator)
        return annotator.error();
    for (auto it = relevant.begin(); it != relevant.end(); ++it) {
        auto question = writer.questionId(QString::fromStdString(it.key()));
        for (const auto& node : *it) {
            auto chunk = writer.ensureChunk(fromJsonString(node));
            if (!chunk)
                return chunk.error();
            if (Status s = writer.setLabel(*question, *chunk, *annotator, 1); !s)
                return s;
            ++session.report().labels;
        }
    }
    session.endFile(QFileInfo(path).size());
    return {};
}

} // namespace goldset::io
