#pragma once

#include "domain/Entities.h"
#include "jobs/JobSummary.h"

#include <QDialog>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace goldset::ui {

class JobLauncher;
class ProjectSession;

// Dataset → Generate Questions: asks the LLM of the preferences for question / answer pairs,
// one request per chunk (of the selected documents or chunks, or of the whole corpus), stored
// as drafts for the expert to accept or reject. Runs as a GenerationJob under the progress
// dialog; a second run does only the chunks not done yet.
class GenerateQuestionsDialog : public QDialog
{
    Q_OBJECT

public:
    GenerateQuestionsDialog(ProjectSession* session, QList<RowId> documentIds, QStringList chunkIds,
                            QWidget* parent = nullptr);

    QSpinBox* perChunkField() const { return m_perChunk; }
    QSpinBox* limitField() const { return m_limit; }
    QRadioButton* selectionScope() const { return m_selected; }
    QRadioButton* everythingScope() const { return m_everything; }
    QPushButton* generateButton() const { return m_generate; }
    QLabel* endpointLabel() const { return m_endpoint; }
    QLabel* resultLabel() const { return m_result; }
    QPlainTextEdit* promptView() const { return m_prompt; }
    JobLauncher* launcher() const { return m_launcher; }
    std::optional<jobs::JobSummary> lastSummary() const { return m_summary; }

    void generate();
    static QString summaryText(const jobs::JobSummary& summary);

Q_SIGNALS:
    void statusMessage(const QString& message);
    void generated(const goldset::jobs::JobSummary& summary);

private:
    void finished(const jobs::JobSummary& summary);
    void updateEndpoint();

    ProjectSession* m_session;
    QList<RowId> m_documentIds;
    QStringList m_chunkIds;
    QRadioButton* m_selected;
    QRadioButton* m_everything;
    QSpinBox* m_perChunk;
    QSpinBox* m_limit;
    QLabel* m_endpoint;
    QPlainTextEdit* m_prompt;
    QLabel* m_promptHash;
    QLabel* m_result;
    QPushButton* m_generate;
    JobLauncher* m_launcher;
    std::optional<jobs::JobSummary> m_summary;
};

} // namespace goldset::ui
