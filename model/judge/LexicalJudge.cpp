#include "judge/LexicalJudge.h"

#include "judge/LexicalEvidence.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"
#include "storage/Transaction.h"
#include "text/Terms.h"

namespace goldset::judge {
namespace {

constexpr int kEvidenceChunks = 3;

QList<ContextPassage> passagesFor(storage::Project& project, RowId runId, RowId questionId)
{
    QList<ContextPassage> passages;
    for (const Retrieval& retrieval : project.runs().retrievals(runId, questionId)) {
        const auto chunk = project.corpus().chunkById(retrieval.chunkId);
        if (chunk && !chunk->stub)
            passages.append({chunk->externalId, chunk->text});
    }
    return passages;
}

} // namespace

Result<LexicalJudgeSummary> runLexicalJudge(storage::Project& project, const QString& runName,
                                            double threshold, const jobs::CancelToken* cancel,
                                            const jobs::ProgressFunction& progress)
{
    const auto run = project.runs().runByName(runName);
    if (!run)
        return makeError(QStringLiteral("no run named '%1'").arg(runName));
    LexicalJudgeSummary summary;
    const QList<RowId> questionIds = project.runs().questionIds(run->id);
    double faithfulnessSum = 0;
    int answersWithClaims = 0;
    int visited = 0;
    for (RowId questionId : questionIds) {
        if (cancel && cancel->isCancelled()) {
            summary.cancelled = true;
            break;
        }
        if (progress)
            progress(visited, static_cast<int>(questionIds.size()), 0);
        ++visited;
        const auto answer = project.runs().answer(run->id, questionId);
        if (!answer || answer->trimmed().isEmpty())
            continue;
        const LexicalEvidence evidence(passagesFor(project, run->id, questionId));

        storage::Transaction transaction(project.connection());
        if (!transaction.begin())
            return makeError(QStringLiteral("cannot write to the project: ") + transaction.lastError());
        QList<Claim> made;
        int claims = 0;
        int supported = 0;
        for (const text::Sentence& sentence : text::sentences(*answer)) {
            if (text::contentTerms(sentence.text).isEmpty())
                continue; // "Yes." or "Hope this helps!" claims nothing checkable
            Claim claim;
            claim.runId = run->id;
            claim.questionId = questionId;
            claim.text = sentence.text;
            claim.judgeModel = lexicalJudgeModel();
            double best = 0;
            QString bestChunk;
            for (const EvidenceSentence& e : evidence.rank(sentence.text, -1)) {
                if (e.overlap > best) {
                    best = e.overlap;
                    bestChunk = e.chunkId;
                }
                if (e.overlap >= threshold && !claim.evidence.contains(e.chunkId) &&
                    claim.evidence.size() < kEvidenceChunks)
                    claim.evidence.append(e.chunkId);
            }
            claim.verdict = best >= threshold ? Verdict::Supported : Verdict::Unsupported;
            claim.reason =
                bestChunk.isEmpty()
                    ? QStringLiteral("lexical: no retrieved sentence shares a content word")
                    : QStringLiteral("lexical: best sentence covers %1% of the claim's content words (%2)")
                          .arg(qRound(best * 100))
                          .arg(bestChunk);
            made.append(claim);
            ++claims;
            if (claim.verdict == Verdict::Supported)
                ++supported;
        }
        // Sentences judged again keep their rows, and so people's reviews (see ClaimSync).
        if (auto synced = project.runs().syncClaims(run->id, questionId, lexicalJudgeModel(), made, true);
            !synced)
            return synced.error();
        if (!transaction.commit())
            return makeError(QStringLiteral("cannot commit: ") + transaction.lastError());
        ++summary.answers;
        summary.claims += claims;
        summary.supported += supported;
        if (claims > 0) {
            faithfulnessSum += static_cast<double>(supported) / claims;
            ++answersWithClaims;
        }
    }
    if (progress)
        progress(visited, static_cast<int>(questionIds.size()), 0);
    if (summary.answers > 0)
        if (Status s = project.runs().noteJudged(run->id, lexicalJudgeModel()); !s)
            return s.error();
    if (answersWithClaims > 0)
        summary.meanFaithfulness = faithfulnessSum / answersWithClaims;
    return summary;
}

} // namespace goldset::judge
