#include "judge/VerdictPrompt.h"

#include "llm/TokenEstimate.h"

namespace goldset::judge {

QString PromptContexts::note(qint64 budget) const
{
    if (!cut())
        return {};
    return QStringLiteral("contexts cut to the budget of %1 tokens: %2 of %3 passages sent%4")
        .arg(budget)
        .arg(sent)
        .arg(retrieved)
        .arg(firstCut ? QStringLiteral(", the first one shortened") : QString());
}

PromptContexts promptContexts(const QList<ContextPassage>& passages, qint64 tokenBudget)
{
    PromptContexts result;
    result.retrieved = static_cast<int>(passages.size());
    QStringList blocks;
    qint64 used = 0;
    for (const ContextPassage& passage : passages) {
        QString block = QStringLiteral("[%1] %2").arg(passage.chunkId, passage.text.simplified());
        const qint64 tokens = llm::estimateTokens(block);
        if (used + tokens > tokenBudget) {
            if (!blocks.isEmpty())
                break;
            // The best-ranked passage alone is over the budget: send as much of it as fits.
            const double share =
                double(std::max<qint64>(1, tokenBudget)) / double(std::max<qint64>(1, tokens));
            block.truncate(std::max<qsizetype>(passage.chunkId.size() + 3,
                                               static_cast<qsizetype>(double(block.size()) * share)));
            block += QStringLiteral(" …");
            result.firstCut = true;
        }
        used += tokens;
        blocks.append(block);
        result.chunkIds.insert(passage.chunkId);
        ++result.sent;
        if (result.firstCut)
            break;
    }
    result.text = blocks.isEmpty() ? QStringLiteral("(no passages were retrieved)")
                                   : blocks.join(QStringLiteral("\n\n"));
    return result;
}

QString numberedItems(const QString& noun, const QStringList& items)
{
    QStringList lines;
    lines.reserve(items.size());
    for (qsizetype i = 0; i < items.size(); ++i)
        lines.append(QStringLiteral("%1 %2: %3").arg(noun).arg(i).arg(items.at(i).simplified()));
    return lines.join(u'\n');
}

QString contextBudgetSettingKey()
{
    return QStringLiteral("judge/context_budget_tokens");
}

} // namespace goldset::judge
