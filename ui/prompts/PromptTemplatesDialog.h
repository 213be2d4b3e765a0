#pragma once

#include "llm/PromptTemplates.h"

#include <QDialog>
#include <QHash>
#include <memory>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace goldset::ui {

class ProjectSession;
class PromptTemplateEditor;

// Project ▸ Prompt Templates: every template the judge and the generator use, its
// placeholders (required ones marked) and its hash, edited as text. Save (Ctrl+S) checks the
// placeholders and refuses a template with an unknown or a missing one, naming it; Reset to
// Default goes back to the built-in text. Both are undo steps of the project.
class PromptTemplatesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PromptTemplatesDialog(ProjectSession* session, QWidget* parent = nullptr);
    ~PromptTemplatesDialog() override;

    void showTemplate(llm::PromptKind kind);
    llm::PromptKind currentKind() const;
    bool save(); // false: refused (the problem is shown)
    void resetToDefault();

private:
    void onKindChanged();
    void refresh(); // labels and list marks from the project, the text too when not edited
    void updateState();

    ProjectSession* m_session;
    std::unique_ptr<PromptTemplateEditor> m_editor;
    QList<llm::PromptKind> m_kinds;
    QHash<int, QString> m_drafts; // unsaved text by kind, kept while another one is shown
    QListWidget* m_list;
    QLabel* m_purpose;
    QLabel* m_placeholders;
    QPlainTextEdit* m_text;
    QLabel* m_status;
    QLabel* m_problem;
    QPushButton* m_save;
    QPushButton* m_reset;
    int m_shown = -1;
};

} // namespace goldset::ui
