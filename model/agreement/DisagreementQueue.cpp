#include "agreement/DisagreementQueue.h"

#include "storage/AdjudicationStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <algorithm>

namespace goldset::agreement {
namespace {

double distanceOf(const QList<Disagreement::Vote>& votes, AgreementTask task)
{
    QStringList distinct;
    for (const auto& vote : votes)
        if (!distinct.contains(vote.label))
            distinct.append(vote.label);
    if (task == AgreementTask::Claims)
        return double(distinct.size() - 1);
    int low = 3;
    int high = 0;
    for (const auto& vote : votes) {
        low = std::min(low, vote.label.toInt());
        high = std::max(high, vote.label.toInt());
    }
    return double(high - low);
}

int minorityOf(const QList<Disagreement::Vote>& votes)
{
    QHash<QString, int> counts;
    int most = 0;
    for (const auto& vote : votes)
        most = std::max(most, ++counts[vote.label]);
    return int(votes.size()) - most;
}

void describeRelevance(storage::Project& project, Disagreement& d)
{
    const qsizetype tab = d.itemKey.indexOf(QLatin1Char('\t'));
    d.questionExternalId = d.itemKey.left(tab);
    d.targetId = d.itemKey.mid(tab + 1);
    if (const auto question = project.questions().byExternalId(d.questionExternalId)) {
        d.questionId = question->id;
        d.questionText = question->text;
    }
    if (const auto chunk = project.corpus().chunkByExternalId(d.targetId))
        d.targetText = chunk->text;
}

void describeClaim(storage::Project& project, const QHash<RowId, Claim>& claims, Disagreement& d)
{
    d.claimId = d.itemKey.toLongLong();
    const auto claim = claims.constFind(d.claimId);
    if (claim == claims.cend())
        return;
    d.questionId = claim->questionId;
    d.runId = claim->runId;
    d.targetText = claim->text;
    const auto run = project.runs().runById(claim->runId);
    d.targetId = QCoreApplication::translate("goldset::agreement", "%1 · claim %2")
                     .arg(run ? run->name : QString(), QString::number(claim->ordinal + 1));
    if (const auto question = project.questions().byId(claim->questionId)) {
        d.questionExternalId = question->externalId;
        d.questionText = question->text;
    }
}

} // namespace

QList<Disagreement> disagreements(storage::Project& project, const AgreementScope& scope)
{
    AgreementScope asRated = scope;
    asRated.afterAdjudication = false;
    QStringList order;                                  // items in the order of their first rating
    QHash<QString, QMap<QString, QString>> votesByItem; // item -> annotator -> label
    for (const Rating& rating : scopedRatings(project, asRated)) {
        auto it = votesByItem.find(rating.item);
        if (it == votesByItem.end()) {
            order.append(rating.item);
            it = votesByItem.insert(rating.item, {});
        }
        it->insert(rating.annotator, rating.label);
    }

    // Only the claims people rated: a run holds hundreds of thousands.
    QHash<RowId, Claim> claims;
    if (scope.task == AgreementTask::Claims)
        for (const Run& run : project.runs().runs())
            if (!scope.runId || *scope.runId == run.id)
                project.runs().forEachClaimOfRun(run.id, [&](Claim&& claim) {
                    if (votesByItem.contains(QString::number(claim.id)))
                        claims.insert(claim.id, std::move(claim));
                });

    QHash<QString, storage::AdjudicationStore::Adjudication> adjudications;
    for (const auto& a : project.adjudications().all(toString(scope.task)))
        adjudications.insert(a.itemKey, a);

    QList<Disagreement> result;
    for (const QString& item : std::as_const(order)) {
        const QMap<QString, QString>& votes = votesByItem[item];
        if (votes.size() < 2)
            continue;
        Disagreement d;
        d.itemKey = item;
        for (auto it = votes.cbegin(); it != votes.cend(); ++it)
            d.votes.append({it.key(), it.value()});
        d.distance = distanceOf(d.votes, scope.task);
        if (d.distance <= 0)
            continue;
        d.minority = minorityOf(d.votes);
        if (scope.task == AgreementTask::Relevance)
            describeRelevance(project, d);
        else
            describeClaim(project, claims, d);
        if (const auto a = adjudications.constFind(item); a != adjudications.cend()) {
            d.adjudicated = a->value;
            d.reason = a->reason;
        }
        result.append(std::move(d));
    }
    std::stable_sort(result.begin(), result.end(), [](const Disagreement& x, const Disagreement& y) {
        if (x.distance != y.distance)
            return x.distance > y.distance;
        return x.minority > y.minority;
    });
    return result;
}

} // namespace goldset::agreement
