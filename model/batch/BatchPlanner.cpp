#include "batch/BatchPlanner.h"

#include "batch/OverlapAssigner.h"
#include "batch/StratifiedSample.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>

namespace goldset::batch {
namespace {

// lupdate files these strings under the context of the functions that call tr(): the namespace.
QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::batch", text);
}

constexpr int kFailingDepth = 10;

// Questions whose top retrievals in the run hold no chunk that someone graded 1 or more.
bool failsInRun(storage::Project& project, RowId runId, RowId questionId)
{
    QSet<RowId> relevant;
    for (const RelevanceLabel& label : project.labels().labelsForQuestion(questionId))
        if (label.grade >= 1)
            relevant.insert(label.chunkId);
    const QList<Retrieval> retrieved = project.runs().retrievals(runId, questionId);
    for (qsizetype i = 0; i < retrieved.size() && i < kFailingDepth; ++i)
        if (relevant.contains(retrieved[i].chunkId))
            return false;
    return true;
}

Result<QList<RowId>> relevanceItems(storage::Project& project, const BatchRequest& request,
                                    const std::optional<Run>& run, const QSet<RowId>& taken)
{
    QList<Question> questions;
    storage::QuestionFilter filter;
    filter.status = request.questionStatus;
    for (const Question& q : project.questions().list(filter))
        if ((request.questionStatus || q.status != QuestionStatus::Rejected) && !taken.contains(q.id))
            questions.append(q);

    QList<RowId> order;
    if (request.strategy == QLatin1String("by-document")) {
        QMap<RowId, QList<RowId>> byDocument; // document row id (0: none) -> questions, by external id
        for (const Question& q : questions) {
            RowId document = 0;
            if (q.sourceChunkId)
                if (const auto chunk = project.corpus().chunkById(*q.sourceChunkId))
                    document = chunk->documentId;
            byDocument[document].append(q.id);
        }
        // Strata: documents, in seeded order so an annotator's questions cluster; each gives
        // items in proportion to its size (StratifiedSample).
        QList<RowId> documents = byDocument.keys();
        seededShuffle(documents, request.seed);
        QList<QList<RowId>> strata;
        for (RowId document : std::as_const(documents))
            strata.append(byDocument.value(document));
        order = stratifiedSample(strata, request.size, request.seed);
    } else if (request.strategy == QLatin1String("by-failing")) {
        QList<RowId> failing;
        QList<RowId> passing;
        for (const Question& q : questions)
            (failsInRun(project, run->id, q.id) ? failing : passing).append(q.id);
        // Strata: failing and passing questions, in proportion; the failing ones first.
        order = stratifiedSample({failing, passing}, request.size, request.seed);
    } else {
        for (const Question& q : questions)
            order.append(q.id);
        seededShuffle(order, request.seed);
    }
    return order;
}

QList<RowId> claimItems(storage::Project& project, const BatchRequest& request, const Run& run,
                        const QSet<RowId>& taken)
{
    QList<RowId> doubtful; // the judge said unsupported or contradicted
    QList<RowId> rest;
    for (RowId questionId : project.runs().questionIds(run.id))
        for (const Claim& claim : project.runs().claims(run.id, questionId)) {
            if (taken.contains(claim.id))
                continue;
            const bool doubt =
                claim.verdict == Verdict::Unsupported || claim.verdict == Verdict::Contradicted;
            (doubt && request.strategy == QLatin1String("by-failing") ? doubtful : rest).append(claim.id);
        }
    if (request.strategy == QLatin1String("by-failing")) // strata, in proportion; doubtful first
        return stratifiedSample({doubtful, rest}, request.size, request.seed);
    seededShuffle(rest, request.seed + 1);
    return rest;
}

} // namespace

Result<BatchPlan> planBatch(storage::Project& project, const BatchRequest& request)
{
    if (request.name.trimmed().isEmpty())
        return makeError(tr("a batch needs a name"));
    if (request.kind != QLatin1String("relevance") && request.kind != QLatin1String("claims"))
        return makeError(tr("the kind must be relevance or claims, not '%1'").arg(request.kind));
    if (!QStringList{QStringLiteral("random"), QStringLiteral("by-document"), QStringLiteral("by-failing")}
             .contains(request.strategy))
        return makeError(
            tr("the strategy must be random, by-document or by-failing, not '%1'").arg(request.strategy));
    QStringList names;
    for (const QString& name : request.annotators)
        if (!name.trimmed().isEmpty() && !names.contains(name.trimmed()))
            names.append(name.trimmed());
    if (names.isEmpty())
        return makeError(tr("a batch needs at least one annotator"));
    if (request.overlap < 1 || request.overlap > names.size())
        return makeError(
            tr("the overlap must be between 1 and the number of annotators (%1)").arg(names.size()));
    if (request.size < 0)
        return makeError(tr("the size must not be negative"));
    storage::BatchStore batches(project.connection());
    if (batches.byName(request.name))
        return makeError(tr("a batch named '%1' exists already").arg(request.name));

    std::optional<Run> run;
    if (!request.runName.isEmpty()) {
        run = project.runs().runByName(request.runName);
        if (!run)
            return makeError(tr("the project has no run '%1'").arg(request.runName));
    }
    if (!run && (request.kind == QLatin1String("claims") || request.strategy == QLatin1String("by-failing")))
        return makeError(tr("claims batches and the by-failing strategy need --run"));

    BatchPlan plan;
    for (const QString& name : std::as_const(names)) {
        if (const auto existing = project.annotators().byName(name);
            existing && existing->kind == AnnotatorKind::Model)
            return makeError(tr("'%1' is a model, not a person").arg(name));
        auto id = project.annotators().ensure(name);
        if (!id)
            return id.error();
        plan.annotatorIds.append(*id);
    }

    const QList<RowId> assigned = batches.assignedItems(request.kind);
    const QSet<RowId> taken(assigned.cbegin(), assigned.cend());
    if (request.kind == QLatin1String("relevance")) {
        auto items = relevanceItems(project, request, run, taken);
        if (!items)
            return items.error();
        plan.items = *items;
    } else {
        plan.items = claimItems(project, request, *run, taken);
    }
    if (request.size > 0 && plan.items.size() > request.size)
        plan.items.resize(request.size);
    if (plan.items.isEmpty())
        return makeError(tr("no items are left for a new %1 batch").arg(request.kind));
    plan.annotatorsOfItem =
        assignWithOverlap(plan.items.size(), int(plan.annotatorIds.size()), request.overlap, request.seed);
    return plan;
}

PlanSummary summarize(const BatchPlan& plan)
{
    const qsizetype n = plan.annotatorIds.size();
    PlanSummary summary;
    summary.itemsPerAnnotator = QList<qsizetype>(n, 0);
    summary.sharedItems = QList<QList<qsizetype>>(n, QList<qsizetype>(n, 0));
    for (const QList<int>& annotators : plan.annotatorsOfItem)
        for (int a : annotators) {
            ++summary.itemsPerAnnotator[a];
            for (int b : annotators)
                ++summary.sharedItems[a][b];
        }
    return summary;
}

QMap<RowId, QList<RowId>> itemsByAnnotator(const BatchPlan& plan)
{
    QMap<RowId, QList<RowId>> result;
    for (RowId annotator : plan.annotatorIds)
        result.insert(annotator, {});
    for (qsizetype i = 0; i < plan.items.size(); ++i)
        for (int a : plan.annotatorsOfItem.at(i))
            result[plan.annotatorIds.at(a)].append(plan.items.at(i));
    return result;
}

Result<RowId> createBatch(storage::Project& project, const BatchRequest& request)
{
    auto plan = planBatch(project, request);
    if (!plan)
        return plan.error();
    storage::BatchStore::Batch batch;
    batch.name = request.name.trimmed();
    batch.kind = request.kind;
    batch.overlap = request.overlap;
    batch.seed = qint64(request.seed);
    batch.blind = request.blind;
    return storage::BatchStore(project.connection()).create(batch, itemsByAnnotator(*plan));
}

} // namespace goldset::batch
