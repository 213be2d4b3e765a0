#include "ClaimVerdicts.h"

#include <array>

namespace goldset::metrics {

Verdict effectiveVerdict(Verdict judgeVerdict, const QList<Verdict>& reviews,
                         std::optional<Verdict> adjudicated)
{
    if (adjudicated)
        return *adjudicated;
    if (reviews.isEmpty())
        return judgeVerdict;
    std::array<int, 4> counts{};
    std::array<qsizetype, 4> lastSeen{};
    for (qsizetype i = 0; i < reviews.size(); ++i) {
        const auto v = static_cast<std::size_t>(reviews[i]);
        ++counts[v];
        lastSeen[v] = i;
    }
    std::size_t best = static_cast<std::size_t>(reviews.last());
    for (std::size_t v = 0; v < counts.size(); ++v) {
        if (counts[v] > counts[best] ||
            (counts[v] == counts[best] && counts[v] > 0 && lastSeen[v] > lastSeen[best]))
            best = v;
    }
    return static_cast<Verdict>(best);
}

} // namespace goldset::metrics
