// ReviewState's writes and what a claim is judged against: the verdicts and notes of the current
// annotator (commands on the undo stack), the contexts of the current question.
#include "commands/SetClaimReviewCommand.h"
#include "review/ClaimTableModel.h"
#include "review/ReviewQuestionModel.h"
#include "review/ReviewState.h"
#include "review/RunReviewLoader.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/RunStore.h"

#include <QUndoStack>

namespace goldset::ui {

ReviewState::Contexts ReviewState::contexts(int claimIndex) const
{
    Contexts contexts;
    if (!m_session || m_questionRow < 0)
        return contexts;
    storage::Project& project = m_session->project();
    QList<judge::ContextPassage> lexical;
    for (const Retrieval& retrieval : project.runs().retrievals(m_review.runId(), questionId())) {
        const auto chunk = project.corpus().chunkById(retrieval.chunkId);
        if (!chunk)
            continue;
        const auto document = project.corpus().documentById(chunk->documentId);
        contexts.passages.append(
            {retrieval.rank, retrieval.score, chunk->externalId,
             document ? (document->title.isEmpty() ? document->externalId : document->title) : QString(),
             chunk->text});
        lexical.append({chunk->externalId, chunk->text});
    }
    if (claimIndex >= 0) {
        const review::ClaimState& state = m_review.claims().at(claimIndex);
        contexts.evidence = state.claim.evidence;
        contexts.likely = judge::LexicalEvidence(lexical).rank(state.claim.text, 3);
    }
    return contexts;
}

std::optional<RowId> ReviewState::annotatorId(bool create)
{
    return m_session ? m_session->currentAnnotatorId(create) : std::nullopt;
}

bool ReviewState::setVerdict(int claimIndex, std::optional<Verdict> verdict, bool blind)
{
    const auto annotator = annotatorId(true);
    if (claimIndex < 0 || !annotator) {
        if (!annotator)
            Q_EMIT statusMessage(tr("Choose who you are first (the annotator in the preferences)."));
        return false;
    }
    const review::ClaimState& state = m_review.claims().at(claimIndex);
    std::optional<SetClaimReviewCommand::Review> review;
    if (verdict) {
        SetClaimReviewCommand::Review r;
        r.verdict = *verdict;
        r.blind = blind;
        for (const ClaimReview& existing : state.reviews)
            if (existing.annotatorId == *annotator)
                r.note = existing.note;
        review = r;
    }
    m_session->undoStack()->push(new SetClaimReviewCommand(m_session->project(), state.claim.id, *annotator,
                                                           review, [this](RowId id) { claimWritten(id); }));
    return true;
}

std::optional<QString> ReviewState::noteOf(int claimIndex)
{
    const auto annotator = annotatorId(true);
    if (claimIndex < 0 || !annotator)
        return std::nullopt;
    for (const ClaimReview& existing : m_review.claims().at(claimIndex).reviews)
        if (existing.annotatorId == *annotator)
            return existing.note;
    Q_EMIT statusMessage(tr("Give a verdict first (S, U or C), then a note."));
    return std::nullopt;
}

bool ReviewState::setNote(int claimIndex, const QString& note)
{
    const auto annotator = annotatorId(true);
    if (claimIndex < 0 || !annotator)
        return false;
    const review::ClaimState& state = m_review.claims().at(claimIndex);
    for (const ClaimReview& existing : state.reviews)
        if (existing.annotatorId == *annotator) {
            if (existing.note == note)
                return false;
            const SetClaimReviewCommand::Review review{existing.verdict, note, existing.blind};
            m_session->undoStack()->push(new SetClaimReviewCommand(m_session->project(), state.claim.id,
                                                                   *annotator, review,
                                                                   [this](RowId id) { claimWritten(id); }));
            return true;
        }
    return false;
}

void ReviewState::claimWritten(RowId claimId)
{
    if (!m_session)
        return;
    m_review.refreshClaim(m_session->project(), claimId);
    const int index = m_review.claimIndex(claimId);
    if (index < 0)
        return;
    m_questions->questionChanged(m_review.questionRow(m_review.claims().at(index).claim.questionId));
    m_claims->claimChanged(m_claims->rowOfClaim(claimId));
    updateSummary();
    Q_EMIT claimRefreshed();
}

bool ReviewState::claimsEdited(RowId runId, RowId questionId)
{
    if (!m_session || m_review.runId() != runId || m_loadPending || m_loader->isBusy())
        return false; // another run is shown: it is read again when chosen
    // The claim table indexes the run's claims, which change: it lets go of them first.
    m_claims->setQuestion(nullptr, -1);
    m_review.refreshQuestion(m_session->project(), questionId);
    m_questions->questionChanged(m_review.questionRow(questionId));
    updateSummary();
    return true;
}

} // namespace goldset::ui
