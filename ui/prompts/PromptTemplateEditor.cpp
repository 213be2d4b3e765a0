#include "prompts/PromptTemplateEditor.h"

#include "commands/SettingEditCommand.h"
#include "shell/ProjectSession.h"
#include "storage/SettingsStore.h"

#include <QUndoStack>

namespace goldset::ui {

PromptTemplateEditor::PromptTemplateEditor(ProjectSession& session) : m_session(session) {}

QString PromptTemplateEditor::text(llm::PromptKind kind) const
{
    return llm::promptTemplate(m_session.project().settings(), kind);
}

bool PromptTemplateEditor::isDefault(llm::PromptKind kind) const
{
    return text(kind) == llm::defaultPromptTemplate(kind);
}

QString PromptTemplateEditor::hash(llm::PromptKind kind) const
{
    return llm::promptHash(text(kind));
}

std::optional<llm::PromptProblem> PromptTemplateEditor::save(llm::PromptKind kind, const QString& text)
{
    if (auto problem = llm::checkPromptTemplate(kind, text))
        return problem;
    if (text == this->text(kind))
        return std::nullopt;
    const bool asDefault = text == llm::defaultPromptTemplate(kind);
    m_session.undoStack()->push(new SettingEditCommand(m_session, llm::promptSettingKey(kind),
                                                       asDefault ? QString() : text,
                                                       tr("Edit Prompt Template %1").arg(title(kind))));
    return std::nullopt;
}

void PromptTemplateEditor::reset(llm::PromptKind kind)
{
    if (m_session.project().settings().value(llm::promptSettingKey(kind)).isEmpty())
        return;
    m_session.undoStack()->push(new SettingEditCommand(m_session, llm::promptSettingKey(kind), QString(),
                                                       tr("Reset Prompt Template %1").arg(title(kind))));
}

QString PromptTemplateEditor::title(llm::PromptKind kind)
{
    switch (kind) {
    case llm::PromptKind::Questions:
        return tr("Questions (generation)");
    case llm::PromptKind::Claims:
        return tr("Claims of an answer");
    case llm::PromptKind::Verdict:
        return tr("Verdict on one claim (old judge)");
    case llm::PromptKind::Verdicts:
        return tr("Verdicts on the claims");
    case llm::PromptKind::CitationChecks:
        return tr("Citation checks");
    case llm::PromptKind::RelevancyQuestions:
        return tr("Answer relevancy questions");
    case llm::PromptKind::Nuggets:
        return tr("Nuggets of a ground truth");
    case llm::PromptKind::NuggetSupport:
        return tr("Nugget support by the answer");
    case llm::PromptKind::ContextRecall:
        return tr("Context recall of the nuggets");
    case llm::PromptKind::ClaimCorrectness:
        return tr("Claim correctness against the nuggets");
    }
    return {};
}

QString PromptTemplateEditor::purpose(llm::PromptKind kind)
{
    switch (kind) {
    case llm::PromptKind::Questions:
        return tr("Generate Questions: one request per chunk; the answer lists questions with their "
                  "ground truth.");
    case llm::PromptKind::Claims:
        return tr("The judge's first step: one request per answer, which cuts it into claims.");
    case llm::PromptKind::Verdict:
        return tr("No longer asked: verdicts made with it stay valid while it is unchanged.");
    case llm::PromptKind::Verdicts:
        return tr("Faithfulness: one request per answer, all its claims (numbered) against the "
                  "retrieved contexts.");
    case llm::PromptKind::CitationChecks:
        return tr("Citations: each cited statement against the chunks it cites.");
    case llm::PromptKind::RelevancyQuestions:
        return tr("Answer relevancy: questions the answer would answer, compared by embeddings.");
    case llm::PromptKind::Nuggets:
        return tr("Proposes the nuggets (atomic facts) of a question's ground truth.");
    case llm::PromptKind::NuggetSupport:
        return tr("Which nuggets of the question the answer states.");
    case llm::PromptKind::ContextRecall:
        return tr("Which nuggets the retrieved contexts contain.");
    case llm::PromptKind::ClaimCorrectness:
        return tr("Which nuggets each claim of the answer states.");
    }
    return {};
}

QString PromptTemplateEditor::placeholderMeaning(const QString& name)
{
    static const QHash<QString, const char*> meanings = {
        {QStringLiteral("question"), QT_TR_NOOP("the question")},
        {QStringLiteral("answer"), QT_TR_NOOP("the run's answer")},
        {QStringLiteral("claim"), QT_TR_NOOP("one claim")},
        {QStringLiteral("claims"), QT_TR_NOOP("the claims, one per line as \"claim N: ...\"")},
        {QStringLiteral("contexts"), QT_TR_NOOP("the passages, one per line as \"[chunk id] ...\"")},
        {QStringLiteral("examples"), QT_TR_NOOP("an aligned judge's worked examples (empty otherwise)")},
        {QStringLiteral("statements"),
         QT_TR_NOOP("the cited statements, numbered, with the chunks they cite")},
        {QStringLiteral("count"), QT_TR_NOOP("how many to write")},
        {QStringLiteral("nuggets"), QT_TR_NOOP("the nuggets, one per line as \"nugget N: ...\"")},
        {QStringLiteral("ground_truth"), QT_TR_NOOP("the question's ground-truth answer")},
        {QStringLiteral("chunk"), QT_TR_NOOP("the chunk's text")},
        {QStringLiteral("chunk_id"), QT_TR_NOOP("the chunk's id")},
        {QStringLiteral("document"), QT_TR_NOOP("the document's title")},
    };
    const auto it = meanings.constFind(name);
    return it == meanings.constEnd() ? QString() : tr(*it);
}

QString PromptTemplateEditor::problemText(const llm::PromptProblem& problem)
{
    const QString placeholder = QStringLiteral("{{%1}}").arg(problem.placeholder);
    switch (problem.kind) {
    case llm::PromptProblem::Kind::Unknown:
        return tr("Line %1, column %2: %3 is not a placeholder of this template.")
            .arg(problem.line)
            .arg(problem.column)
            .arg(placeholder);
    case llm::PromptProblem::Kind::Missing:
        return tr("%1 is missing: this template needs it.").arg(placeholder);
    case llm::PromptProblem::Kind::Unclosed:
        return tr("Line %1, column %2: \"{{\" opens no placeholder (write {{name}}).")
            .arg(problem.line)
            .arg(problem.column);
    case llm::PromptProblem::Kind::Empty:
        return tr("The template is empty: use Reset to Default instead.");
    }
    return {};
}

} // namespace goldset::ui
