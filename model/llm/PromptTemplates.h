#pragma once

#include <QHash>
#include <QString>

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
