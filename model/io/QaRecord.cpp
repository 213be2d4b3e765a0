#include "io/QaRecord.h"

#include "io/ImportSession.h"

namespace goldset::io {
namespace {

// Chunks for contexts: by id (created with the given text when unknown), else by text.
Result<QList<RowId>> contextChunks(ImportSession& session, const QStringList& ids, const QStringList& texts,
                                   const QString& formatName, const QString& source)
{
    QList<RowId> chunks;
    auto& writer = session.writer();
    if (!ids.isEmpty()) {
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (!writer.chunkId(ids[i]) && ids.size() == texts.size())
                if (Status s = session.importVerbatimChunk(ids[i], QString(), texts[i], source); !s)
                    return s.error();
            auto chunk = writer.ensureChunk(ids[i]);
            if (!chunk)
                return chunk.error();
            chunks.append(*chunk);
        }
        return chunks;
    }
    for (const QString& text : texts) {
        auto chunk = session.contextChunk(text, formatName + QStringLiteral("-contexts"));
        if (!chunk)
            return chunk.error();
        if (!chunks.contains(*chunk))
            chunks.append(*chunk);
    }
    return chunks;
}

Status storeScores(ImportSession& session, const QaRecord& record, RowId run, RowId question,
                   const QString& formatName)
{
    for (const auto& [metric, value] : record.scores) {
        if (Status s = session.writer().setScore(run, question, metric, value, formatName); !s)
            return s;
        ++session.report().scores;
    }
    return {};
}

} // namespace

Status storeQaRecord(ImportSession& session, const QaRecord& record, const QString& formatName,
                     const QString& source, qint64& skippedResponses)
{
    auto& writer = session.writer();
    auto& report = session.report();
    if (record.question.trimmed().isEmpty()) {
        session.skipRowWithoutQuestion();
        return {};
    }
    Question question;
    question.externalId = session.recordQuestionId(source, record.question);
    question.text = record.question;
    question.groundTruth = record.reference;
    question.generatorModel = record.generatorModel;
    auto questionId = writer.upsertQuestion(question);
    if (!questionId)
        return questionId.error();
    ++report.questions;

    auto references =
        contextChunks(session, record.referenceIds, record.referenceContexts, formatName, source);
    if (!references)
        return references.error();
    if (!references->isEmpty()) {
        auto annotator = session.labelAnnotator(formatName);
        if (!annotator)
            return annotator.error();
        for (RowId chunk : *references) {
            if (Status s = writer.setLabel(*questionId, chunk, *annotator, 1); !s)
                return s;
            ++report.labels;
        }
    }

    const bool hasRun = record.response.has_value() || !record.retrievedContexts.isEmpty() ||
                        !record.retrievedIds.isEmpty() || !record.scores.isEmpty();
    if (!hasRun)
        return {};
    if (session.options().runName.isEmpty()) {
        ++skippedResponses;
        return {};
    }
    auto run = session.run();
    if (!run)
        return run.error();
    if (record.response) {
        if (Status s = writer.setAnswer(*run, *questionId, *record.response, std::nullopt); !s)
            return s;
        ++report.answers;
    }
    auto retrieved =
        contextChunks(session, record.retrievedIds, record.retrievedContexts, formatName, source);
    if (!retrieved)
        return retrieved.error();
    // A file without contexts (scores only) leaves the run's retrievals alone.
    if (retrieved->isEmpty() && record.retrievedContexts.isEmpty() && record.retrievedIds.isEmpty())
        return storeScores(session, record, *run, *questionId, formatName);
    if (Status s = writer.clearRetrievals(*run, *questionId); !s)
        return s;
    int rank = 0;
    for (RowId chunk : *retrieved) {
        ++rank;
        // The list order is the ranking: descending scores keep it under trec_eval's sort.
        const double score = double(retrieved->size() - rank + 1);
        if (Status s = writer.addRetrieval({*run, *questionId, rank, chunk, score}); !s)
            return s;
        ++report.retrievals;
    }
    return storeScores(session, record, *run, *questionId, formatName);
}

} // namespace goldset::io
