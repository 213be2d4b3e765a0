#pragma once

#include "core/Result.h"
#include "storage/InteractionStore.h"

#include <QDate>

namespace goldset::storage {
class Project;
}

namespace goldset::monitor {

// What failed in an interaction, for stratified sampling; the first that applies.
enum class FailureKind
{
    ZeroResults, // no source retrieved
    Idk,         // the answer declines
    LowFeedback, // feedback below the project's limit
    Slow,        // latency above the project's limit
    None,
};
QString toString(FailureKind kind);

struct FailureLimits
{
    double lowFeedback = 0.5; // setting monitor/low_feedback: feedback below this is low
    double slowMs = 5000;     // setting monitor/slow_ms: latency above this is slow
};
FailureLimits failureLimits(storage::Project& project);
FailureKind failureOf(const storage::InteractionSignals& s, const FailureLimits& limits);

// A stratified sample of interactions: strata are (day, failure kind), each shuffled with the
// seed, and drawn from in turn (day by day, failures before the rest) until `size` are taken,
// so that every day and every kind of failure is represented however rare. The same
// interactions, limits and seed give the same sample on any machine (our own generator and
// shuffle, not the standard library's distributions). Ids come out sorted.
QList<qint64> drawStratifiedSample(const QList<storage::InteractionSignals>& interactions, int size,
                                   quint64 seed, const FailureLimits& limits);

struct SampleOptions
{
    QString runName;
    QDate from;
    QDate to;
    int size = 100;
    quint64 seed = 1;
};

struct SampleResult
{
    qint64 runId = 0;
    QList<qint64> interactionIds;
    QList<qint64> createdQuestions; // made by this sample (undo removes them)
};

// Draws a sample into a new run, inside the caller's transaction: one draft question per
// interaction (the one it already has, if promoted or sampled before), its answer and latency,
// its sources as the run's retrievals (chunks known only by id are created as stubs, filled
// with the source's text when the log gave one), and a link "sampled". The judge and the
// reviewers then work on the run like on any other.
Result<SampleResult> sampleIntoRun(storage::Project& project, const SampleOptions& options);
// Undoes sampleIntoRun: the run and the questions it made. In a transaction.
Status undoSample(storage::Project& project, const SampleResult& sample);

} // namespace goldset::monitor
