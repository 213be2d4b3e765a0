#pragma once

#include "core/Result.h"
#include "jobs/CancelToken.h"

#include <optional>

namespace goldset::storage {
class Project;
}

namespace goldset::judge {

// A crude judge without an LLM, so that a run can be looked at offline: each sentence of an
// answer is a claim; it is "supported" when some sentence of the run's retrieved contexts for
// that question covers at least `threshold` of its content terms (LexicalEvidence), else
// "unsupported" (it never says "contradicted"). Claims are stored with judge model "lexical",
// so that its numbers are always labelled as such; a new lexical judgement replaces the
// previous one of each answer, in one transaction per answer.
struct LexicalJudgeSummary
{
    int answers = 0;
    int claims = 0;
    int supported = 0;
    std::optional<double> meanFaithfulness; // over answers with at least one claim
    bool cancelled = false;
};

inline constexpr double kLexicalThreshold = 0.6;
inline QString lexicalJudgeModel()
{
    return QStringLiteral("lexical");
}

Result<LexicalJudgeSummary> runLexicalJudge(storage::Project& project, const QString& runName,
                                            double threshold = kLexicalThreshold,
                                            const jobs::CancelToken* cancel = nullptr,
                                            const jobs::ProgressFunction& progress = {});

} // namespace goldset::judge
