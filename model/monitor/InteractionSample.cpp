#include "monitor/InteractionSample.h"

#include "monitor/InteractionPromotion.h"
#include "storage/ImportWriter.h"
#include "storage/InteractionLinkStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <map>

namespace goldset::monitor {
namespace {

// SplitMix64: a small generator whose sequence is the same on every platform.
struct SplitMix64
{
    quint64 state;
    quint64 next()
    {
        quint64 z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

} // namespace

QString toString(FailureKind kind)
{
    switch (kind) {
    case FailureKind::ZeroResults:
        return QStringLiteral("zero_results");
    case FailureKind::Idk:
        return QStringLiteral("idk");
    case FailureKind::LowFeedback:
        return QStringLiteral("low_feedback");
    case FailureKind::Slow:
        return QStringLiteral("slow");
    case FailureKind::None:
        return QStringLiteral("none");
    }
    return {};
}

FailureLimits failureLimits(storage::Project& project)
{
    FailureLimits limits;
    bool ok = false;
    const double low = project.settings().value(QStringLiteral("monitor/low_feedback")).toDouble(&ok);
    if (ok)
        limits.lowFeedback = low;
    const double slow = project.settings().value(QStringLiteral("monitor/slow_ms")).toDouble(&ok);
    if (ok)
        limits.slowMs = slow;
    return limits;
}

FailureKind failureOf(const storage::InteractionSignals& s, const FailureLimits& limits)
{
    if (s.sourceCount == 0)
        return FailureKind::ZeroResults;
    if (s.idk)
        return FailureKind::Idk;
    if (s.feedback && *s.feedback < limits.lowFeedback)
        return FailureKind::LowFeedback;
    if (s.latencyMs && *s.latencyMs > limits.slowMs)
        return FailureKind::Slow;
    return FailureKind::None;
}

QList<qint64> drawStratifiedSample(const QList<storage::InteractionSignals>& interactions, int size,
                                   quint64 seed, const FailureLimits& limits)
{
    // Strata in a fixed order: by day, then by kind; ids within a stratum ascending first.
    std::map<std::pair<int, int>, QList<qint64>> strata;
    for (const storage::InteractionSignals& s : interactions)
        strata[{s.day, int(failureOf(s, limits))}].append(s.id);
    SplitMix64 random{seed};
    QList<QList<qint64>*> order;
    for (auto& [key, ids] : strata) {
        std::sort(ids.begin(), ids.end());
        for (qsizetype i = ids.size() - 1; i > 0; --i)
            std::swap(ids[i], ids[qsizetype(random.next() % quint64(i + 1))]);
        order.append(&ids);
    }
    QList<qint64> sample;
    for (qsizetype round = 0; sample.size() < size; ++round) {
        bool any = false;
        for (QList<qint64>* ids : std::as_const(order)) {
            if (round < ids->size() && sample.size() < size) {
                sample.append(ids->at(round));
                any = true;
            }
        }
        if (!any)
            break;
    }
    std::sort(sample.begin(), sample.end());
    return sample;
}

Result<SampleResult> sampleIntoRun(storage::Project& project, const SampleOptions& options)
{
    if (project.runs().runByName(options.runName))
        return makeError(QCoreApplication::translate("goldset::monitor", "a run named '%1' exists already")
                             .arg(options.runName));
    storage::InteractionStore interactions(project.connection());
    const int first = int(options.from.toJulianDay());
    const int last = int(options.to.toJulianDay());
    const QList<qint64> ids = drawStratifiedSample(interactions.signalsOf(first, last), options.size,
                                                   options.seed, failureLimits(project));

    SampleResult result;
    Run run;
    run.name = options.runName;
    run.parameters = QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("monitoring sample")},
                                  {QStringLiteral("from"), options.from.toString(Qt::ISODate)},
                                  {QStringLiteral("to"), options.to.toString(Qt::ISODate)},
                                  {QStringLiteral("size"), options.size},
                                  {QStringLiteral("seed"), QString::number(options.seed)}})
            .toJson(QJsonDocument::Compact));
    auto runId = project.runs().createRun(run);
    if (!runId)
        return runId.error();
    result.runId = *runId;
    storage::ImportWriter writer(project.connection());
    storage::InteractionLinkStore links(project.connection());
    for (const qint64 id : ids) {
        const auto interaction = interactions.interaction(id);
        if (!interaction)
            continue;
        bool created = false;
        auto question = ensureInteractionQuestion(project, *interaction, &created);
        if (!question)
            return question.error();
        if (created)
            result.createdQuestions.append(question->questionId);
        if (Status answered = project.runs().setAnswer(*runId, question->questionId, interaction->answer,
                                                       interaction->latencyMs);
            !answered)
            return answered.error();
        const QJsonArray sources = QJsonDocument::fromJson(interaction->sources.toUtf8()).array();
        QSet<qint64> seen;
        for (qsizetype rank = 0; rank < sources.size(); ++rank) {
            const QJsonObject source = sources[rank].toObject();
            const QString chunkExternalId = source.value(QStringLiteral("id")).toString();
            if (chunkExternalId.isEmpty())
                continue;
            const bool known = writer.chunkId(chunkExternalId).has_value();
            auto chunkId = writer.ensureChunk(chunkExternalId);
            if (!chunkId)
                return chunkId.error();
            const QString text = source.value(QStringLiteral("text")).toString();
            if (!known && !text.isEmpty()) {
                // A chunk known only from this log: its text, so that the judge can read it.
                const qsizetype hash = chunkExternalId.lastIndexOf(QLatin1Char('#'));
                auto documentId =
                    writer.ensureDocument(hash > 0 ? chunkExternalId.left(hash) : chunkExternalId);
                if (!documentId)
                    return documentId.error();
                Chunk chunk;
                chunk.documentId = *documentId;
                chunk.externalId = chunkExternalId;
                chunk.ordinal = hash > 0 ? chunkExternalId.mid(hash + 1).toInt() : 0;
                chunk.text = text;
                chunk.endOffset = int(text.size());
                if (auto filled = writer.upsertChunk(chunk); !filled)
                    return filled.error();
            }
            if (seen.contains(*chunkId))
                continue; // a source listed twice: once in the run
            seen.insert(*chunkId);
            Retrieval retrieval;
            retrieval.runId = *runId;
            retrieval.questionId = question->questionId;
            retrieval.rank = int(rank) + 1;
            retrieval.chunkId = *chunkId;
            // Without scores, the log's order: the first source scores highest.
            retrieval.score = source.contains(QStringLiteral("score"))
                                  ? source.value(QStringLiteral("score")).toDouble()
                                  : double(sources.size() - rank);
            if (Status added = project.runs().addRetrieval(retrieval); !added)
                return added.error();
        }
        if (Status linked =
                links.add({id, question->questionId, *runId, storage::InteractionLinkKind::Sampled});
            !linked)
            return linked.error();
        result.interactionIds.append(id);
    }
    return result;
}

Status undoSample(storage::Project& project, const SampleResult& sample)
{
    if (Status removed = project.runs().removeRun(sample.runId); !removed)
        return removed;
    for (const qint64 question : sample.createdQuestions) {
        if (Status removed = project.questions().remove(question); !removed)
            return removed;
    }
    return {};
}

} // namespace goldset::monitor
