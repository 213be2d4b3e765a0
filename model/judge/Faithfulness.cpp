#include "judge/Faithfulness.h"

namespace goldset::judge {

std::optional<double> faithfulness(const QList<Claim>& claims, const QString& judgeModel)
{
    int judged = 0;
    int supported = 0;
    for (const Claim& claim : claims) {
        if (claim.judgeModel != judgeModel || claim.orphaned || claim.verdict == Verdict::Unknown)
            continue;
        ++judged;
        if (claim.verdict == Verdict::Supported)
            ++supported;
    }
    if (judged == 0)
        return std::nullopt;
    return static_cast<double>(supported) / judged;
}

} // namespace goldset::judge
