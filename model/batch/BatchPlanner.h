#pragma once

#include "core/Result.h"
#include "domain/Entities.h"

#include <QMap>
#include <QStringList>
#include <optional>

namespace goldset::storage {
class Project;
}

namespace goldset::batch {

// What `goldset-cli batch create` asks for.
struct BatchRequest
{
    QString name;
    QString kind = QStringLiteral("relevance"); // or "claims"
    QStringList annotators;                     // people; created with the annotator role when new
    int size = 0;                               // items in the batch; 0 = every eligible item
    int overlap = 1;                            // annotators per item
    quint64 seed = 0;
    QString strategy = QStringLiteral("random"); // random, by-document, by-failing
    QString runName;                             // claims: the run whose claims are reviewed;
                                                 // by-failing: the run whose failures come first
    // relevance: only questions of this status (the Batches page offers "questions of a status");
    // without it every question that is not rejected.
    std::optional<QuestionStatus> questionStatus;
    // On a server its annotators read neither each other's work nor the judge's verdicts on its
    // items (row-level security; storage::BatchStore::Batch::blind).
    bool blind = true;
};

// The chosen items (question ids for relevance, claim ids for claims) in batch order, and for
// each annotator (by row id) the items they get.
struct BatchPlan
{
    QList<RowId> items;
    QList<RowId> annotatorIds;
    QList<QList<int>> annotatorsOfItem; // indices into annotatorIds, per item
};

// Picks the items and spreads them. Items already in a batch of the same kind are left out,
// rejected questions too. random: a seeded shuffle; by-document: stratified by document (of
// each question's source chunk), documents in seeded order so an annotator's questions
// cluster; by-failing: stratified into the questions whose top 10 retrievals in --run hold no
// chunk graded 1 or more and the others (claims: the judge's unsupported and contradicted
// claims and the others), failing first. Stratified samples of `size` take from each stratum
// in proportion to its size (proportionalAllocation), a seeded random choice within it.
Result<BatchPlan> planBatch(storage::Project& project, const BatchRequest& request);

// How a plan spreads the work: items per annotator, and for every pair of annotators (i < j,
// indices into annotatorIds) how many items they share, which is what agreement will rest on.
struct PlanSummary
{
    QList<qsizetype> itemsPerAnnotator;
    QList<QList<qsizetype>> sharedItems; // symmetric, annotators x annotators; diagonal = items
};
PlanSummary summarize(const BatchPlan& plan);
// The plan as BatchStore::create takes it: annotator row id -> items in batch order.
QMap<RowId, QList<RowId>> itemsByAnnotator(const BatchPlan& plan);

// planBatch, then stores the batch and its assignments. Returns the batch's row id.
Result<RowId> createBatch(storage::Project& project, const BatchRequest& request);

} // namespace goldset::batch
