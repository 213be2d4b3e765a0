#pragma once

#include "llm/PromptTemplates.h"

#include <QCoreApplication>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// The project's prompt templates as the Prompt Templates dialog edits them, without widgets:
// each is the project's version (setting "prompt/<name>") or the default. A save is checked
// first (llm::checkPromptTemplate): an unknown placeholder or a missing required one is
// refused. Saves and resets are undo commands (SettingEditCommand); a text equal to the
// default is stored as no setting. The judge reads the template when it starts and records its
// hash on what it judges, so a changed template makes those items due again.
class PromptTemplateEditor
{
    Q_DECLARE_TR_FUNCTIONS(goldset::ui::PromptTemplateEditor)

public:
    explicit PromptTemplateEditor(ProjectSession& session);

    QString text(llm::PromptKind kind) const; // the project's, else the default
    bool isDefault(llm::PromptKind kind) const;
    QString hash(llm::PromptKind kind) const; // of text(kind), as recorded on judged items

    // nullopt: saved (or unchanged); else why not, nothing written.
    std::optional<llm::PromptProblem> save(llm::PromptKind kind, const QString& text);
    void reset(llm::PromptKind kind); // back to the default (an undo step when it was not)

    // For the dialog: what a template is for, what a placeholder stands for, what is wrong.
    static QString title(llm::PromptKind kind);
    static QString purpose(llm::PromptKind kind);
    static QString placeholderMeaning(const QString& name);
    static QString problemText(const llm::PromptProblem& problem);

private:
    ProjectSession& m_session;
};

} // namespace goldset::ui
