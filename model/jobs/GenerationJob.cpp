#include "jobs/GenerationJob.h"

#include "jobs/JobRunner.h"
#include "llm/PromptTemplates.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/SettingsStore.h"

#include <QCryptographicHash>

namespace goldset::jobs {
namespace {

using json = nlohmann::json;

const QString kGenerationSystemMessage =
    QStringLiteral("You are a careful assistant. Answer only with JSON that matches the requested schema.");

// The chunks the options select, in document and ordinal order; stubs and empty chunks have
// no text to ask about.
QList<Chunk> selectedChunks(storage::CorpusStore& corpus, const GenerationOptions& options,
                            QStringList& warnings)
{
    QList<Chunk> chunks;
    auto take = [&chunks](const Chunk& chunk) {
        if (!chunk.stub && !chunk.text.trimmed().isEmpty())
            chunks.append(chunk);
    };
    if (!options.chunkIds.isEmpty()) {
        for (const QString& id : options.chunkIds) {
            if (auto chunk = corpus.chunkByExternalId(id))
                take(*chunk);
            else
                warnings.append(QStringLiteral("no chunk %1").arg(id));
        }
        return chunks;
    }
    QList<RowId> documentIds = options.documentIds;
    if (documentIds.isEmpty())
        for (const Document& document : corpus.documents())
            documentIds.append(document.id);
    for (RowId documentId : documentIds)
        for (const Chunk& chunk : corpus.chunksOfDocument(documentId))
            take(chunk);
    return chunks;
}

} // namespace

GenerationJob::GenerationJob(QString projectPath, GenerationOptions options, QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_options(std::move(options))
{
}

QString GenerationJob::externalIdFor(const QString& chunkExternalId, const QString& questionText)
{
    const QByteArray digest =
        QCryptographicHash::hash((chunkExternalId + questionText).toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStringLiteral("gen-") + QString::fromLatin1(digest.left(12));
}

JobSummary GenerationJob::execute(storage::Project& project, const CancelToken& cancel,
                                  const ProgressFunction& progress)
{
    JobSummary summary;
    const QString model = m_options.chat.model;
    if (model.isEmpty()) {
        summary.fatalError = QStringLiteral("no model set");
        return summary;
    }
    JobRunner runner(project, jobName(model), m_options.chat, cancel, progress);
    const QList<Chunk> chunks = selectedChunks(project.corpus(), m_options, summary.warnings);
    const QSet<QString> done = runner.doneKeys();

    QList<Chunk> pending;
    int alreadyDone = 0;
    for (const Chunk& chunk : chunks) {
        if (done.contains(chunk.externalId))
            ++alreadyDone;
        else
            pending.append(chunk);
    }
    if (m_options.limit >= 0 && pending.size() > m_options.limit)
        pending.resize(m_options.limit);
    // With --limit the scope of this run is what it may do; the rest waits for the next run.
    runner.addToScope(alreadyDone + static_cast<int>(pending.size()), alreadyDone);

    auto annotator = project.annotators().ensure(model, AnnotatorRole::Annotator, AnnotatorKind::Model);
    if (!annotator) {
        summary.fatalError = annotator.error().toString();
        return summary;
    }
    const RowId annotatorId = *annotator;
    const QString templateText = llm::promptTemplate(project.settings(), llm::PromptKind::Questions);
    const int perChunk = std::max(1, m_options.perChunk);
    double questionsStored = 0;

    QList<JobItem> items;
    QHash<RowId, QString> titles;
    for (const Chunk& chunk : pending) {
        if (!titles.contains(chunk.documentId)) {
            const auto document = project.corpus().documentById(chunk.documentId);
            titles.insert(chunk.documentId, document ? document->title : QString());
        }
        const QString prompt =
            llm::renderPrompt(templateText, {{QStringLiteral("chunk"), chunk.text},
                                             {QStringLiteral("chunk_id"), chunk.externalId},
                                             {QStringLiteral("document"), titles.value(chunk.documentId)},
                                             {QStringLiteral("count"), QString::number(perChunk)}});
        // The template's hash, as the judge records it: which prompt version made the question,
        // the same for every chunk (the chunk itself is linked as the source).
        const QString hash = llm::promptHash(templateText);
        JobItem item;
        item.key = chunk.externalId;
        item.request.schema = llm::ChatSchema::Questions;
        item.request.messages = {{QStringLiteral("system"), kGenerationSystemMessage},
                                 {QStringLiteral("user"), prompt}};
        item.store = [&project, chunk, hash, model, annotatorId, perChunk,
                      &questionsStored](const json& answer) -> Status {
            int stored = 0;
            for (const json& entry : answer.at("questions")) {
                if (stored >= perChunk)
                    break;
                const QString text =
                    QString::fromStdString(entry.at("question").get<std::string>()).trimmed();
                if (text.isEmpty())
                    continue;
                Question question;
                question.externalId = externalIdFor(chunk.externalId, text);
                // The same question generated again: keep what an expert may have done with it.
                if (project.questions().byExternalId(question.externalId))
                    continue;
                question.text = text;
                question.groundTruth =
                    QString::fromStdString(entry.at("answer").get<std::string>()).trimmed();
                question.origin = QuestionOrigin::Generated;
                question.status = QuestionStatus::Draft;
                question.sourceChunkId = chunk.id;
                question.generatorModel = model;
                question.promptHash = hash;
                question.createdAt = QDateTime::currentDateTimeUtc();
                auto id = project.questions().upsert(question);
                if (!id)
                    return id.error();
                if (Status s = project.labels().setLabel(*id, chunk.id, annotatorId, 3); !s)
                    return s;
                ++stored;
            }
            questionsStored += stored;
            return {};
        };
        items.append(item);
    }
    runner.run(items);
    runner.fillSummary(summary);
    summary.counters.insert(QStringLiteral("questions"), questionsStored);
    summary.counters.insert(QStringLiteral("chunks"), chunks.size());
    return summary;
}

} // namespace goldset::jobs
