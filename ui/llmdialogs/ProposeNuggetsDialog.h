#pragma once

#include "domain/Entities.h"
#include "jobs/JobSummary.h"

#include <QDialog>
#include <optional>

class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace goldset::ui {

class JobLauncher;
class ProjectSession;

// Dataset → Propose Nuggets: asks the LLM of the preferences to split ground truths into
// nuggets (NuggetJob: one request per question, from its ground truth and gold chunks), for
// the selected question or every question that has none yet. They are stored as drafts for
// the expert to edit and accept; a question that has nuggets is left alone. Runs in the
// background under the progress dialog, with cancel.
class ProposeNuggetsDialog : public QDialog
{
    Q_OBJECT

public:
    ProposeNuggetsDialog(ProjectSession* session, std::optional<RowId> questionId, QWidget* parent = nullptr);

    QRadioButton* selectedScope() const { return m_selected; }
    QRadioButton* everythingScope() const { return m_everything; }
    QSpinBox* limitField() const { return m_limit; }
    QPushButton* proposeButton() const { return m_propose; }
    QLabel* resultLabel() const { return m_result; }
    JobLauncher* launcher() const { return m_launcher; }
    std::optional<jobs::JobSummary> lastSummary() const { return m_summary; }

    void propose();
    static QString summaryText(const jobs::JobSummary& summary);

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    void finished(const jobs::JobSummary& summary);
    void updateEndpoint();

    ProjectSession* m_session;
    QString m_questionName;
    QRadioButton* m_selected;
    QRadioButton* m_everything;
    QSpinBox* m_limit;
    QLabel* m_endpoint;
    QLabel* m_result;
    QPushButton* m_propose;
    JobLauncher* m_launcher;
    std::optional<jobs::JobSummary> m_summary;
};

} // namespace goldset::ui
