#pragma once

#include "judge/LexicalEvidence.h" // ContextPassage

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace goldset::judge {

// The contexts of one request, in rank order, cut to a token budget: passages are sent whole
// while they fit; the first one is always sent (cut at the budget when it alone is larger).
struct PromptContexts
{
    QString text;           // the blocks, or "(no passages were retrieved)"
    QSet<QString> chunkIds; // what the judge may name as evidence: the passages sent
    int sent = 0;
    int retrieved = 0;
    bool firstCut = false; // the first passage was cut inside its text
    bool cut() const { return sent < retrieved || firstCut; }
    // "contexts cut to the budget of 8000 tokens: 12 of 20 passages sent" (empty when not cut)
    QString note(qint64 budget) const;
};

PromptContexts promptContexts(const QList<ContextPassage>& passages, qint64 tokenBudget);

// "claim 0: ...\nclaim 1: ..." (DESIGN.md: numbered items one per line, from 0). Line breaks
// inside an item become spaces, so that a claim cannot pose as another number.
QString numberedItems(const QString& noun, const QStringList& items);

// The default budget for the contexts of one request, and the project setting that changes it.
constexpr qint64 kDefaultContextBudgetTokens = 12000;
QString contextBudgetSettingKey(); // "judge/context_budget_tokens"

} // namespace goldset::judge
