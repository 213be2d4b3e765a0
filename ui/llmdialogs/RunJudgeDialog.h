#pragma once

#include "jobs/JobSummary.h"

#include <QDialog>
#include <QSet>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace goldset::ui {

class JobLauncher;
class ProjectSession;

// Review → Run Judge: judges a run's answers claim by claim, with the LLM of the preferences
// (JudgeJob: only what this model has not judged yet, or every claim again; plain or aligned),
// saying first what it will send and about what it will cost (JudgePlan), or with the
// offline lexical judge (no LLM; its verdicts are labelled "lexical"). Runs in the background
// under the progress dialog; the Review page shows the new verdicts when it is done.
class RunJudgeDialog : public QDialog
{
    Q_OBJECT

public:
    RunJudgeDialog(ProjectSession* session, const QString& currentRun, QWidget* parent = nullptr);

    QComboBox* runField() const { return m_run; }
    QRadioButton* llmJudge() const { return m_llm; }
    QRadioButton* lexicalJudge() const { return m_lexical; }
    QRadioButton* onlyUnjudged() const { return m_onlyUnjudged; }
    QRadioButton* allClaims() const { return m_allClaims; }
    QCheckBox* alignedJudge() const { return m_aligned; }
    // The answer metrics to judge (faithfulness, nuggets, context_recall, correctness).
    const QList<QCheckBox*>& metricBoxes() const { return m_metricBoxes; }
    // Their names for JudgeOptions::metrics; empty when every one is checked (all the data allows).
    QSet<QString> chosenMetrics() const;
    QLabel* planLabel() const { return m_plan; }
    QPushButton* judgeButton() const { return m_judge; }
    QLabel* resultLabel() const { return m_result; }
    JobLauncher* launcher() const { return m_launcher; }
    std::optional<jobs::JobSummary> lastSummary() const { return m_summary; }

    void judge();
    static QString summaryText(const jobs::JobSummary& summary, bool lexical);

Q_SIGNALS:
    void statusMessage(const QString& message);
    // The run whose verdicts changed, once the job has finished.
    void judged(const QString& runName);

private:
    void finished(const jobs::JobSummary& summary);
    void updateState();
    void updatePlan(bool llmReady);

    ProjectSession* m_session;
    QComboBox* m_run;
    QRadioButton* m_llm;
    QRadioButton* m_lexical;
    QRadioButton* m_onlyUnjudged;
    QRadioButton* m_allClaims;
    QCheckBox* m_aligned;
    QList<QCheckBox*> m_metricBoxes;
    QLabel* m_plan;
    QLabel* m_endpoint;
    QLabel* m_result;
    QPushButton* m_judge;
    JobLauncher* m_launcher;
    QString m_runningRun;
    bool m_runningLexical = false;
    std::optional<jobs::JobSummary> m_summary;
};

} // namespace goldset::ui
