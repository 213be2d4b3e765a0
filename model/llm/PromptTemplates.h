#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace goldset::storage {
class SettingsStore;
}

namespace goldset::llm {

// The editable prompt templates. A project stores its own version under "prompt/<name>";
// the defaults come from resources/prompts/<name>.txt (compiled in as :/prompts/<name>.txt).
// Placeholders are {{name}}; the answer schemas are fixed (ChatSchema), the wording is not.
enum class PromptKind
{
    Questions,
    Claims,
    Verdict, // one claim per request: the judge before batched verdicts (its hash stays valid)
    Verdicts,
    CitationChecks,     // an answer's cited statements against the chunks they cite
    RelevancyQuestions, // questions an answer would answer (answer relevancy)
    Nuggets,
    NuggetSupport,
    ContextRecall,
    ClaimCorrectness,
};

QString promptSettingKey(PromptKind kind); // "prompt/questions", ...
QString promptName(PromptKind kind);       // "questions", "claims", ... (the file and the key)
std::optional<PromptKind> promptKindNamed(const QString& name);
// The templates a project edits, in the order they are listed: every one the judge and the
// generator use (not Verdict, which no job asks any more).
QList<PromptKind> editablePromptKinds();

// The placeholders a template may use; a required one carries what the answer is checked
// against (the numbered items, the text judged), so a template without it cannot work.
struct PromptPlaceholder
{
    QString name;
    bool required = false;
};
QList<PromptPlaceholder> promptPlaceholders(PromptKind kind);

// What is wrong with an edited template, at a 1-based line and column of its text.
struct PromptProblem
{
    enum class Kind
    {
        Unknown,  // {{name}} that this template does not fill
        Missing,  // a required placeholder is not there
        Unclosed, // "{{" that opens no placeholder
        Empty
    };
    Kind kind = Kind::Unknown;
    QString placeholder;
    int line = 0;
    int column = 0;
    QString message() const; // English, for the CLI and logs
};
std::optional<PromptProblem> checkPromptTemplate(PromptKind kind, const QString& text);
QString defaultPromptTemplate(PromptKind kind);
QString promptTemplate(const storage::SettingsStore& settings, PromptKind kind);

// Replaces every {{name}} by its value in one pass (values are not expanded again, so text
// from a document cannot inject a placeholder). Unknown placeholders are left as they are.
QString renderPrompt(const QString& templateText, const QHash<QString, QString>& values);

// First 16 hex digits of the SHA-256 of a text. The judge records the hash of its prompt
// template (not of the filled prompt, which differs for every claim), so that verdicts made with
// the same prompt version share it.
QString promptHash(const QString& text);

} // namespace goldset::llm
