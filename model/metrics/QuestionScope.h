#pragma once

#include <QString>
#include <optional>

namespace goldset::metrics {

// Which questions of a run its metrics count: by default the accepted ones (a rejected or
// draft question is not part of the evaluation set), or all of them (`--questions all`).
enum class QuestionScope
{
    Accepted,
    All
};

// "accepted" or "all"; std::nullopt for anything else.
inline std::optional<QuestionScope> questionScopeFromString(const QString& text)
{
    if (text == QLatin1String("accepted"))
        return QuestionScope::Accepted;
    if (text == QLatin1String("all"))
        return QuestionScope::All;
    return std::nullopt;
}

// The questions of a run that a scope left out, by status.
struct LeftOut
{
    qsizetype drafts = 0;
    qsizetype rejected = 0;
    qsizetype total() const { return drafts + rejected; }
    // "3 questions left out (1 draft, 2 rejected); --questions all counts them", or empty.
    QString text() const
    {
        if (total() == 0)
            return {};
        return QStringLiteral("%1 questions left out (%2 draft, %3 rejected); --questions all counts them")
            .arg(total())
            .arg(drafts)
            .arg(rejected);
    }
};

} // namespace goldset::metrics
