#pragma once

#include "domain/Entities.h"
#include "jobs/BackgroundJob.h"
#include "llm/ChatSettings.h"

namespace goldset::jobs {

struct GenerationOptions
{
    llm::ChatSettings chat;
    QList<RowId> documentIds; // empty: every document
    QStringList chunkIds;     // chunk external ids; when set, only these (documentIds ignored)
    int limit = -1;           // at most this many chunks in this run (of those not done yet)
    int perChunk = 3;         // questions asked for per chunk
};

// Issue 3: one `questions` request per selected chunk. Each generated question is stored as a
// draft (origin generated, source chunk, generator model, prompt hash) with a grade-3
// relevance label on its source chunk by the model as annotator, in one transaction with the
// chunk's job item. Job "generate:<model>"; a second run does only the chunks not done.
class GenerationJob : public BackgroundJob
{
    Q_OBJECT

public:
    GenerationJob(QString projectPath, GenerationOptions options, QObject* parent = nullptr);

    static QString jobName(const QString& model) { return QStringLiteral("generate:") + model; }
    // "gen-" + the first 12 hex digits of sha1(chunk external id + question text).
    static QString externalIdFor(const QString& chunkExternalId, const QString& questionText);

protected:
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    GenerationOptions m_options;
};

} // namespace goldset::jobs
