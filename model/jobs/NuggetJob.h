#pragma once

#include "domain/Entities.h"
#include "jobs/BackgroundJob.h"
#include "llm/ChatSettings.h"

namespace goldset::jobs {

struct NuggetOptions
{
    llm::ChatSettings chat;
    QStringList questionIds; // external ids; empty: every question with a ground truth and no nuggets
    int limit = -1;          // at most this many questions in this run
};

// Proposes ground-truth nuggets (DESIGN.md's `nuggets`): one request per question, from its
// ground truth and its gold chunks; stored as drafts (origin model) for an expert to edit and
// accept. A question that has nuggets already is left alone. Job "nuggets:<model>", items
// "nuggets:<question>"; a second run does only the questions not done.
class NuggetJob : public BackgroundJob
{
    Q_OBJECT

public:
    NuggetJob(QString projectPath, NuggetOptions options, QObject* parent = nullptr);

    static QString jobName(const QString& model) { return QStringLiteral("nuggets:") + model; }

protected:
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    NuggetOptions m_options;
};

} // namespace goldset::jobs
