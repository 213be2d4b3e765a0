#pragma once

#include "jobs/BackgroundJob.h"

namespace goldset::jobs {

// The offline lexical judge (judge::runLexicalJudge) as a background job, so that the GUI runs
// it like the LLM judge: same progress, cancel and summary. Counters: "answers", "claims",
// "supported" and, when defined, "faithfulness" (labelled lexical wherever shown).
class LexicalJudgeJob : public BackgroundJob
{
    Q_OBJECT

public:
    LexicalJudgeJob(QString projectPath, QString runName, QObject* parent = nullptr);

protected:
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    QString m_runName;
};

} // namespace goldset::jobs
