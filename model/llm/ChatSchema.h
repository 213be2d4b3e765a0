#pragma once

#include "core/Result.h"

#include <QString>
#include <nlohmann/json.hpp>

namespace goldset::llm {

// The fixed answer schemas of DESIGN.md ("LLM access"). Prompt templates are editable, these
// are not: they are what lets us check an answer before storing it.
enum class ChatSchema
{
    Questions,
    Claims,
    Verdict,            // one claim per request (before the batched form; kept for prompts users wrote)
    Verdicts,           // all claims of an answer, numbered from 0, in one request
    Nuggets,            // a question's ground truth cut into atomic facts
    NuggetSupport,      // an answer against its question's nuggets (numbered)
    ContextRecall,      // the nuggets (numbered) against the retrieved contexts
    ClaimCorrectness,   // an answer's claims (numbered) against the nuggets (numbered)
    CitationChecks,     // an answer's cited statements (numbered) against the chunks they cite
    RelevancyQuestions, // questions the answer would answer, and whether it is noncommittal
};

QString schemaName(ChatSchema schema);
// The JSON Schema sent as response_format.json_schema.schema (strict mode: every property
// required, no additional properties).
nlohmann::json schemaDocument(ChatSchema schema);
// The whole response_format object of a request.
nlohmann::json responseFormat(ChatSchema schema);
// Checks an answer against the schema: types, enum values, required keys. The message says
// what is wrong, for the item's error text. numberedItems: for a schema that answers numbered
// items (Verdicts), how many the prompt numbered; the answer must give exactly one entry for
// each of 0..numberedItems-1. referencedItems: for ClaimCorrectness, how many nuggets the prompt
// numbered; every nugget a claim names must be one of them.
Status validateAnswer(ChatSchema schema, const nlohmann::json& answer, int numberedItems = -1,
                      int referencedItems = -1);

} // namespace goldset::llm
