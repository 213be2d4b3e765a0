#include "io/Export.h"

#include "io/CsvWriter.h"
#include "io/ExportSource.h"
#include "io/JsonInput.h"
#include "io/NuggetRecords.h"
#include "io/RunNuggets.h"
#include "io/SafeFile.h"
#include "storage/CitationStore.h"
#include "storage/CorpusStore.h"
#include "storage/ExportReader.h"
#include "storage/NuggetStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace goldset::io {
namespace {

using Json = nlohmann::ordered_json;

// The lines written by one export against an estimate of all, for ExportOptions::onProgress.
class Meter
{
public:
    Meter(const ExportOptions& options, qint64 estimate) : m_options(options), m_total(estimate) { report(); }
    void lineWritten()
    {
        if ((++m_done & 1023) == 0)
            report();
    }
    void finish()
    {
        m_total = m_done;
        report();
    }
    bool stopped() const { return m_stopped; }

private:
    void report()
    {
        if (m_options.onProgress && !m_stopped && !m_options.onProgress(m_done, std::max(m_total, m_done)))
            m_stopped = true;
    }

    const ExportOptions& m_options;
    qint64 m_done = 0;
    qint64 m_total = 0;
    bool m_stopped = false;
};

// Writes one file of an export through SafeFile: nothing appears at the path unless
// everything was written (and the export was not stopped).
class OutputFile
{
public:
    OutputFile(const QString& path, Meter& meter) : m_file(path), m_meter(meter) {}
    Status open() { return m_file.open(); }
    void line(const std::string& text)
    {
        if (m_meter.stopped())
            return;
        m_file.write(text);
        m_file.write(std::string_view("\n"));
        m_meter.lineWritten();
    }
    void line(const QString& text) { line(toStd(text)); }
    Status commit()
    {
        if (m_meter.stopped()) {
            m_file.cancel();
            return makeError(QCoreApplication::translate("goldset::io", "export cancelled: nothing written"),
                             m_file.path());
        }
        return m_file.commit();
    }
    Status prepare() { return m_meter.stopped() ? Status() : m_file.prepare(); }

private:
    SafeFile m_file;
    Meter& m_meter;
};

std::string s(const QString& text)
{
    return toStd(text);
}

Json stringArray(const QStringList& list)
{
    Json array = Json::array();
    for (const QString& item : list)
        array.push_back(s(item));
    return array;
}

Result<Run> requireRun(storage::Project& project, const ExportOptions& options, const QString& format)
{
    if (options.runName.isEmpty())
        return makeError(
            QCoreApplication::translate("goldset::io", "--run-name is required to export %1").arg(format));
    auto run = project.runs().findRun(options.runName);
    if (run.notFound())
        return makeError(QCoreApplication::translate("goldset::io", "no run named '%1' in the project")
                             .arg(options.runName));
    return run;
}

Status exportCorpus(Meter& meter, storage::Project& project, const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    storage::ExportReader reader(project.connection());
    if (Status st = reader.forEachChunk([&](const Chunk& chunk, const QString& title) -> Status {
            Json line;
            line["id"] = s(chunk.externalId);
            line["text"] = s(chunk.text);
            line["title"] = s(title);
            out.line(line.dump());
            return {};
        });
        !st)
        return st;
    return out.commit();
}

Status exportSimple(Meter& meter, storage::Project& project, const ExportSource& source,
                    const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    const QHash<RowId, QList<Nugget>> nuggets = project.nuggets().all();
    for (const Question& q : source.questions()) {
        Json line;
        line["qid"] = s(q.externalId);
        line["query"] = s(q.text);
        line["gold_evidence"] = stringArray(source.relevant(q.id));
        line["gold_answer"] = s(q.groundTruth);
        Json relMap = Json::object();
        const auto labels = source.labels(q.id);
        for (auto it = labels.cbegin(); it != labels.cend(); ++it)
            relMap[s(it.key())] = it.value();
        line["rel_map"] = relMap;
        line["status"] = s(toString(q.status));
        line["origin"] = s(toString(q.origin));
        if (q.sourceChunkId)
            line["source_chunk"] = s(source.chunkExternalId(*q.sourceChunkId));
        if (!q.generatorModel.isEmpty())
            line["generator_model"] = s(q.generatorModel);
        if (const auto it = nuggets.constFind(q.id); it != nuggets.constEnd())
            line["nuggets"] = nuggetsJson(*it);
        out.line(line.dump());
    }
    return out.commit();
}

// The nuggetizer's JSON Lines: {"qid", "query", "nuggets": [{"text", "importance"}]}, one line
// per question that has nuggets.
Status exportNuggetizer(Meter& meter, storage::Project& project, const ExportSource& source,
                        const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    const QHash<RowId, QList<Nugget>> nuggets = project.nuggets().all();
    for (const Question& q : source.questions()) {
        const auto it = nuggets.constFind(q.id);
        if (it == nuggets.constEnd())
            continue;
        Json list = Json::array();
        for (const Nugget& n : *it)
            list.push_back({{"text", s(n.text)}, {"importance", s(toString(n.importance))}});
        out.line(Json{{"qid", s(q.externalId)}, {"query", s(q.text)}, {"nuggets", list}}.dump());
    }
    return out.commit();
}

// TREC files separate fields by white space: an id holding some cannot be written into one
// without breaking the line, so the export stops and names it.
Status checkTrecId(const QString& id, const char* kind)
{
    if (!id.isEmpty() && std::none_of(id.cbegin(), id.cend(), [](QChar c) { return c.isSpace(); }))
        return {};
    return makeError(QCoreApplication::translate(
                         "goldset::io", "the %1 id '%2' is empty or contains white space, which a TREC "
                                        "file cannot hold: rename it, or export another format")
                         .arg(QCoreApplication::translate("goldset::io", kind), id));
}

Status exportTrecQrels(Meter& meter, const ExportSource& source, const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    for (const Question& q : source.unrejectedQuestions()) {
        const auto labels = source.labels(q.id);
        for (auto it = labels.cbegin(); it != labels.cend(); ++it) {
            for (const Status& id : {checkTrecId(q.externalId, QT_TRANSLATE_NOOP("goldset::io", "question")),
                                     checkTrecId(it.key(), QT_TRANSLATE_NOOP("goldset::io", "chunk"))})
                if (!id)
                    return id;
            out.line(QStringLiteral("%1 0 %2 %3").arg(q.externalId, it.key()).arg(it.value()));
        }
    }
    return out.commit();
}

Status exportTrecRun(Meter& meter, storage::Project& project, const ExportSource& source, const Run& run,
                     const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    const QString tag =
        QString(run.name).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral("_"));
    for (const Question& q : source.questions()) {
        for (const Retrieval& r : project.runs().retrievals(run.id, q.id)) {
            const QString chunkId = source.chunkExternalId(r.chunkId);
            for (const Status& id : {checkTrecId(q.externalId, QT_TRANSLATE_NOOP("goldset::io", "question")),
                                     checkTrecId(chunkId, QT_TRANSLATE_NOOP("goldset::io", "chunk"))})
                if (!id)
                    return id;
            out.line(QStringLiteral("%1 Q0 %2 %3 %4 %5")
                         .arg(q.externalId, chunkId)
                         .arg(r.rank)
                         .arg(r.score, 0, 'g', 10)
                         .arg(tag));
        }
    }
    return out.commit();
}

Status exportGoldsetRun(Meter& meter, storage::Project& project, const ExportSource& source, const Run& run,
                        const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    storage::ExportReader reader(project.connection());
    auto& runs = project.runs();
    const QList<RowId> inRun = runs.questionIds(run.id);
    const QSet<RowId> members(inRun.cbegin(), inRun.cend());
    for (const Question& q : source.questions()) {
        const auto scores = reader.scores(run.id, q.id);
        if (!members.contains(q.id) && scores.isEmpty())
            continue;
        Json line;
        line["qid"] = s(q.externalId);
        Json retrieved = Json::array();
        for (const Retrieval& r : runs.retrievals(run.id, q.id))
            retrieved.push_back(Json{{"id", s(source.chunkExternalId(r.chunkId))}, {"score", r.score}});
        line["retrieved"] = retrieved;
        if (auto answer = runs.answer(run.id, q.id))
            line["answer"] = s(*answer);
        if (auto latency = runs.latency(run.id, q.id))
            line["latency_ms"] = *latency;
        Json claims = Json::array();
        for (const Claim& c : runs.claims(run.id, q.id)) {
            Json claim{{"text", s(c.text)},
                       {"verdict", s(toString(c.verdict))},
                       {"reason", s(c.reason)},
                       {"evidence", stringArray(c.evidence)}};
            if (!c.judgeModel.isEmpty())
                claim["judge_model"] = s(c.judgeModel);
            if (c.orphaned)
                claim["orphaned"] = true;
            Json reviews = Json::array();
            for (const ClaimReview& r : runs.reviews(c.id))
                reviews.push_back(Json{{"annotator", s(r.annotatorName)},
                                       {"verdict", s(toString(r.verdict))},
                                       {"note", s(r.note)},
                                       {"blind", r.blind}});
            if (!reviews.empty())
                claim["reviews"] = reviews;
            claims.push_back(claim);
        }
        line["claims"] = claims;
        if (Json nuggets = runNuggetsJson(project, run.id, q.id); !nuggets.empty())
            line["nuggets"] = std::move(nuggets);
        // Cited statements, so that a re-import keeps them (and their checks) as they are.
        const QList<Statement> statements =
            storage::CitationStore(project.connection()).statements(run.id, q.id);
        if (!statements.isEmpty()) {
            Json list = Json::array();
            for (const Statement& st : statements)
                list.push_back(Json{{"text", s(st.text)}, {"citations", stringArray(st.citations)}});
            line["statements"] = list;
        }
        Json scoreObject = Json::object();
        for (const auto& [metric, value] : scores)
            scoreObject[s(metric)] = value ? Json(*value) : Json(nullptr);
        line["scores"] = scoreObject;
        out.line(line.dump());
    }
    return out.commit();
}

// The TREC 2024 RAG track's answer format: one line per answered question, the retrieved
// chunks as "references" (rank order, then any cited chunk that was not retrieved, so that
// every citation is an index into them), the statements as the answer's sentences (an answer
// without statements: one sentence, citing nothing).
Status exportTrecRag(Meter& meter, storage::Project& project, const ExportSource& source, const Run& run,
                     const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    auto& runs = project.runs();
    storage::CitationStore citations(project.connection());
    for (const Question& q : source.questions()) {
        const auto answer = runs.answer(run.id, q.id);
        if (!answer)
            continue;
        QStringList references;
        for (const Retrieval& r : runs.retrievals(run.id, q.id))
            references.append(source.chunkExternalId(r.chunkId));
        QList<Statement> statements = citations.statements(run.id, q.id);
        if (statements.isEmpty())
            statements.append(Statement{0, run.id, q.id, 0, *answer, {}});
        Json sentences = Json::array();
        qint64 words = 0;
        for (const Statement& st : statements) {
            Json cited = Json::array();
            for (const QString& id : st.citations) {
                if (!references.contains(id))
                    references.append(id);
                cited.push_back(references.indexOf(id));
            }
            words += st.text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
            sentences.push_back(Json{{"text", s(st.text)}, {"citations", cited}});
        }
        Json line{{"run_id", s(run.name)},    {"topic_id", s(q.externalId)},
                  {"topic", s(q.text)},       {"references", stringArray(references)},
                  {"response_length", words}, {"answer", sentences}};
        out.line(line.dump());
    }
    return out.commit();
}

// RAGAS (JSONL, or CSV as EvaluationDataset.to_csv writes it) and DeepEval (JSON list) share
// the shape: question, reference, reference contexts and, with --run-name, the response and
// the retrieved contexts.
enum class QaFormat
{
    RagasJsonl,
    RagasCsv,
    Deepeval
};

Status exportQa(Meter& meter, storage::Project& project, const ExportSource& source,
                const ExportOptions& options, QaFormat format, const QString& outPath)
{
    std::optional<Run> run;
    if (!options.runName.isEmpty()) {
        auto found = requireRun(project, options, QStringLiteral("responses"));
        if (!found)
            return found.error();
        run = *found;
    }
    // A RAGAS evaluation result carries its per-question scores as columns after the sample's:
    // the run's scores are written back (every metric any question has; CSV: an empty cell for
    // a question without it, as pandas writes NaN).
    QHash<RowId, QList<QPair<QString, std::optional<double>>>> scores;
    QStringList scoreNames;
    if (run && format != QaFormat::Deepeval) {
        storage::ExportReader reader(project.connection());
        for (const Question& q : source.unrejectedQuestions()) {
            auto questionScores = reader.scores(run->id, q.id);
            for (const auto& [metric, value] : questionScores)
                if (!scoreNames.contains(metric))
                    scoreNames << metric;
            if (!questionScores.isEmpty())
                scores.insert(q.id, std::move(questionScores));
        }
    }
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    if (format == QaFormat::RagasCsv)
        out.line(
            (run ? QStringLiteral("user_input,retrieved_contexts,retrieved_context_ids,reference_contexts,"
                                  "reference_context_ids,response,reference")
                 : QStringLiteral("user_input,reference_contexts,reference_context_ids,reference")) +
            (scoreNames.isEmpty() ? QString() : QLatin1Char(',') + csvRecord(scoreNames)));
    Json list = Json::array();
    for (const Question& q : source.unrejectedQuestions()) {
        const QStringList referenceIds = source.relevant(q.id);
        QStringList referenceTexts;
        for (const QString& id : referenceIds)
            referenceTexts << source.chunkText(id);
        QStringList retrievedIds, retrievedTexts;
        std::optional<QString> response;
        if (run) {
            for (const Retrieval& r : project.runs().retrievals(run->id, q.id)) {
                retrievedIds << source.chunkExternalId(r.chunkId);
                retrievedTexts << source.chunkText(retrievedIds.last());
            }
            response = project.runs().answer(run->id, q.id);
        }
        if (format == QaFormat::RagasCsv) {
            QStringList cells{q.text};
            if (run)
                cells << pythonListRepr(retrievedTexts) << pythonListRepr(retrievedIds);
            cells << pythonListRepr(referenceTexts) << pythonListRepr(referenceIds);
            if (run)
                cells << response.value_or(QString());
            cells << q.groundTruth;
            for (const QString& metric : std::as_const(scoreNames)) {
                QString cell;
                for (const auto& [name, value] : scores.value(q.id))
                    if (name == metric && value)
                        cell = QString::number(*value, 'g', 17);
                cells << cell;
            }
            out.line(csvRecord(cells));
            continue;
        }
        Json item;
        if (format == QaFormat::RagasJsonl) {
            item["user_input"] = s(q.text);
            if (run) {
                item["retrieved_contexts"] = stringArray(retrievedTexts);
                item["retrieved_context_ids"] = stringArray(retrievedIds);
            }
            item["reference_contexts"] = stringArray(referenceTexts);
            item["reference_context_ids"] = stringArray(referenceIds);
            if (response)
                item["response"] = s(*response);
            item["reference"] = s(q.groundTruth);
            for (const auto& [metric, value] : scores.value(q.id))
                item[s(metric)] = value ? Json(*value) : Json(nullptr);
            out.line(item.dump());
        } else {
            item["input"] = s(q.text);
            item["actual_output"] = response ? Json(s(*response)) : Json(nullptr);
            item["expected_output"] = s(q.groundTruth);
            item["retrieval_context"] = run ? stringArray(retrievedTexts) : Json(nullptr);
            item["context"] = stringArray(referenceTexts);
            list.push_back(item);
        }
    }
    if (format == QaFormat::Deepeval)
        out.line(list.dump(2));
    return out.commit();
}

// EmbeddingQAFinetuneDataset (`llamaindex`: queries, the whole corpus, relevant ids) or, with
// labelledRag (`llamaindex-rag`), LabelledRagDataset: what RagDatasetGenerator writes and the
// llamaindex import reads back (query, reference answer, the gold chunks' texts as contexts).
Status exportLlamaindex(Meter& meter, storage::Project& project, const ExportSource& source,
                        const QString& outPath, bool labelledRag)
{
    Json corpus = Json::object();
    storage::ExportReader reader(project.connection());
    if (Status st = reader.forEachChunk([&](const Chunk& chunk, const QString&) -> Status {
            corpus[s(chunk.externalId)] = s(chunk.text);
            return {};
        });
        !st)
        return st;
    const QList<Question> questions = source.unrejectedQuestions();
    if (labelledRag) {
        const auto createdBy = [](const QString& model) {
            return model.isEmpty() ? Json{{"model_name", nullptr}, {"type", "human"}}
                                   : Json{{"model_name", s(model)}, {"type", "ai"}};
        };
        Json examples = Json::array();
        for (const Question& q : questions) {
            Json contexts = Json::array();
            for (const QString& id : source.relevant(q.id))
                if (const auto text = corpus.find(s(id)); text != corpus.end())
                    contexts.push_back(*text);
            examples.push_back({{"query", s(q.text)},
                                {"query_by", createdBy(q.generatorModel)},
                                {"reference_contexts", contexts},
                                {"reference_answer", s(q.groundTruth)},
                                {"reference_answer_by", createdBy(QString())}});
        }
        OutputFile out(outPath, meter);
        if (Status st = out.open(); !st)
            return st;
        out.line(Json{{"examples", examples}}.dump(2));
        return out.commit();
    }
    Json queries = Json::object();
    Json relevant = Json::object();
    for (const Question& q : questions) {
        queries[s(q.externalId)] = s(q.text);
        Json ids = Json::array();
        for (const QString& id : source.relevant(q.id))
            if (corpus.contains(s(id))) // the format carries its corpus: only ids it holds
                ids.push_back(s(id));
        relevant[s(q.externalId)] = ids;
    }
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    out.line(
        Json{{"queries", queries}, {"corpus", corpus}, {"relevant_docs", relevant}, {"mode", "text"}}.dump(
            2));
    return out.commit();
}

Status exportBeir(Meter& meter, storage::Project& project, const ExportSource& source, const QString& outPath)
{
    QDir dir(outPath);
    if (!dir.mkpath(QStringLiteral("qrels")))
        return makeError(QCoreApplication::translate("goldset::io", "cannot create the folder"), outPath);
    OutputFile corpus(dir.filePath(QStringLiteral("corpus.jsonl")), meter);
    if (Status st = corpus.open(); !st)
        return st;
    storage::ExportReader reader(project.connection());
    if (Status st = reader.forEachChunk([&](const Chunk& chunk, const QString& title) -> Status {
            corpus.line(
                Json{{"_id", s(chunk.externalId)}, {"title", s(title)}, {"text", s(chunk.text)}}.dump());
            return {};
        });
        !st)
        return st;
    OutputFile queries(dir.filePath(QStringLiteral("queries.jsonl")), meter);
    OutputFile qrels(dir.filePath(QStringLiteral("qrels/test.tsv")), meter);
    if (Status st = queries.open(); !st)
        return st;
    if (Status st = qrels.open(); !st)
        return st;
    qrels.line(std::string("query-id\tcorpus-id\tscore"));
    for (const Question& q : source.unrejectedQuestions()) {
        queries.line(Json{{"_id", s(q.externalId)}, {"text", s(q.text)}}.dump());
        const auto labels = source.labels(q.id);
        for (auto it = labels.cbegin(); it != labels.cend(); ++it)
            qrels.line(QStringLiteral("%1\t%2\t%3").arg(q.externalId, it.key()).arg(it.value()));
    }
    // All three written out before any replaces an earlier export's file.
    for (OutputFile* file : {&corpus, &queries, &qrels})
        if (Status st = file->prepare(); !st)
            return st;
    for (OutputFile* file : {&corpus, &queries, &qrels})
        if (Status st = file->commit(); !st)
            return st;
    return {};
}

// One row per stored label (a question without labels gets one row with the label columns
// empty), with the question's provenance and the label's annotator: a CSV round trip gives
// back the same questions, labels and annotators. The columns are named like csv import's
// fields, so it reads back without --map. Formats with a status column keep rejected questions.
Status exportCsv(Meter& meter, const ExportSource& source, const QString& outPath)
{
    OutputFile out(outPath, meter);
    if (Status st = out.open(); !st)
        return st;
    out.line(QStringLiteral("qid,query,gold_answer,status,origin,source_chunk,generator_model,chunk,grade,"
                            "annotator,annotator_kind"));
    for (const Question& q : source.questions()) {
        const QStringList head{
            q.externalId,       q.text,
            q.groundTruth,      toString(q.status),
            toString(q.origin), q.sourceChunkId ? source.chunkExternalId(*q.sourceChunkId) : QString(),
            q.generatorModel};
        const QList<RelevanceLabel> labels = source.storedLabels(q.id);
        if (labels.isEmpty())
            out.line(csvRecord(head + QStringList{QString(), QString(), QString(), QString()}));
        for (const RelevanceLabel& l : labels)
            out.line(
                csvRecord(head + QStringList{l.chunkExternalId, QString::number(l.grade), l.annotatorName,
                                             source.byModel(l.annotatorId) ? QStringLiteral("model")
                                                                           : QStringLiteral("person")}));
    }
    return out.commit();
}

// Lines each format writes, about: what the progress bar measures against.
qint64 estimatedLines(storage::Project& project, const QString& format)
{
    const ProjectStats stats = project.stats();
    if (format == QLatin1String("corpus"))
        return stats.chunks;
    if (format == QLatin1String("trec-qrels"))
        return stats.relevanceLabels;
    if (format == QLatin1String("trec-run"))
        return stats.retrievals / std::max<qint64>(1, stats.runs);
    if (format == QLatin1String("beir"))
        return stats.chunks + stats.questions + stats.relevanceLabels;
    if (format == QLatin1String("llamaindex"))
        return 1;
    if (format == QLatin1String("llamaindex-rag"))
        return stats.questions;
    return stats.questions;
}

Status exportFormat(Meter& meter, storage::Project& project, const QString& format, const QString& outPath,
                    const ExportOptions& options)
{
    if (format == QLatin1String("corpus"))
        return exportCorpus(meter, project, outPath);
    auto source = ExportSource::load(project, options);
    if (!source)
        return source.error();
    if (format == QLatin1String("simple"))
        return exportSimple(meter, project, *source, outPath);
    if (format == QLatin1String("nuggetizer"))
        return exportNuggetizer(meter, project, *source, outPath);
    if (format == QLatin1String("trec-qrels"))
        return exportTrecQrels(meter, *source, outPath);
    if (format == QLatin1String("ragas"))
        return exportQa(meter, project, *source, options,
                        outPath.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ? QaFormat::RagasCsv
                                                                                     : QaFormat::RagasJsonl,
                        outPath);
    if (format == QLatin1String("deepeval"))
        return exportQa(meter, project, *source, options, QaFormat::Deepeval, outPath);
    if (format == QLatin1String("llamaindex") || format == QLatin1String("llamaindex-rag"))
        return exportLlamaindex(meter, project, *source, outPath, format == QLatin1String("llamaindex-rag"));
    if (format == QLatin1String("beir"))
        return exportBeir(meter, project, *source, outPath);
    if (format == QLatin1String("csv"))
        return exportCsv(meter, *source, outPath);
    auto run = requireRun(project, options, format);
    if (!run)
        return run.error();
    if (format == QLatin1String("trec-run"))
        return exportTrecRun(meter, project, *source, *run, outPath);
    if (format == QLatin1String("trec-rag"))
        return exportTrecRag(meter, project, *source, *run, outPath);
    return exportGoldsetRun(meter, project, *source, *run, outPath);
}

} // namespace

QStringList exportFormats()
{
    return {QStringLiteral("corpus"),        QStringLiteral("ragas"),       QStringLiteral("deepeval"),
            QStringLiteral("llamaindex"),    QStringLiteral("beir"),        QStringLiteral("trec-qrels"),
            QStringLiteral("trec-run"),      QStringLiteral("goldset-run"), QStringLiteral("trec-rag"),
            QStringLiteral("simple"),        QStringLiteral("csv"),         QStringLiteral("nuggetizer"),
            QStringLiteral("llamaindex-rag")};
}

Status exportProject(storage::Project& project, const QString& format, const QString& outPath,
                     const ExportOptions& options)
{
    if (!exportFormats().contains(format))
        return makeError(
            QCoreApplication::translate("goldset::io", "unknown format '%1', expected one of: %2")
                .arg(format, exportFormats().join(QStringLiteral(", "))));
    if (outPath.isEmpty())
        return makeError(QCoreApplication::translate("goldset::io", "no output path given"));
    Meter meter(options, estimatedLines(project, format));
    Status exported = exportFormat(meter, project, format, outPath, options);
    if (exported)
        meter.finish();
    return exported;
}

} // namespace goldset::io
