#include "batch/BatchPackage.h"

#include "io/SafeFile.h"
#include "labelling/CandidatePoolLoader.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/CorpusStore.h"
#include "storage/MergeHistoryStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>
#include <memory>

namespace goldset::batch {
namespace {

// lupdate files each string under the context of the function that calls tr():
// "goldset::batch::PackageWriter" or "goldset::batch". Look in both.
QString tr(const char* text)
{
    const QString translated = QCoreApplication::translate("goldset::batch::PackageWriter", text);
    return translated != QString::fromUtf8(text) ? translated
                                                 : QCoreApplication::translate("goldset::batch", text);
}

QString key(const char* name)
{
    return QString::fromLatin1(name);
}

// Chunks that only someone's labels make candidates go into this run of the package, so that
// the package's own pool (runs' results) shows them without showing who labelled them.
const QString kLabelledPoolRun = QStringLiteral("labelled (pool)");

// Copies what the items need from the origin project into the package, each thing once.
class PackageWriter
{
public:
    PackageWriter(storage::Project& origin, storage::Project& package) : m_origin(origin), m_package(package)
    {
    }

    Result<RowId> question(RowId originId)
    {
        if (auto it = m_questions.constFind(originId); it != m_questions.constEnd())
            return *it;
        auto question = m_origin.questions().byId(originId);
        if (!question)
            return makeError(tr("the project has no question %1").arg(originId));
        question->id = 0;
        question->sourceChunkId.reset(); // the source chunk's document may not travel
        auto id = m_package.questions().upsert(*question);
        if (id)
            m_questions.insert(originId, *id);
        return id;
    }

    // The chunk and, for context, every chunk of its document.
    Result<RowId> chunk(RowId originId)
    {
        if (auto it = m_chunks.constFind(originId); it != m_chunks.constEnd())
            return *it;
        const auto chunk = m_origin.corpus().chunkById(originId);
        if (!chunk)
            return makeError(tr("the project has no chunk %1").arg(originId));
        const auto document = m_origin.corpus().documentById(chunk->documentId);
        if (!document)
            return makeError(tr("the project has no document %1").arg(chunk->documentId));
        Document copy = *document;
        copy.id = 0;
        auto documentId = m_package.corpus().upsertDocument(copy);
        if (!documentId)
            return documentId.error();
        for (Chunk sibling : m_origin.corpus().chunksOfDocument(document->id)) {
            const RowId siblingOrigin = sibling.id;
            sibling.id = 0;
            sibling.documentId = *documentId;
            auto id = m_package.corpus().upsertChunk(sibling);
            if (!id)
                return id.error();
            m_chunks.insert(siblingOrigin, *id);
        }
        if (auto it = m_chunks.constFind(originId); it != m_chunks.constEnd())
            return *it;
        return makeError(tr("chunk %1 is missing from its document").arg(chunk->externalId));
    }

    Result<RowId> run(const QString& name)
    {
        if (auto it = m_runs.constFind(name); it != m_runs.constEnd())
            return *it;
        Run run;
        if (const auto origin = m_origin.runs().runByName(name))
            run = *origin;
        run.id = 0;
        run.name = name;
        auto id = m_package.runs().createRun(run);
        if (id)
            m_runs.insert(name, *id);
        return id;
    }

private:
    storage::Project& m_origin;
    storage::Project& m_package;
    QHash<RowId, RowId> m_questions;
    QHash<RowId, RowId> m_chunks;
    QHash<QString, RowId> m_runs;
};

Status writeRelevanceItems(storage::Project& origin, storage::Project& package, PackageWriter& writer,
                           const QList<RowId>& questionIds)
{
    for (RowId questionId : questionIds) {
        auto packageQuestion = writer.question(questionId);
        if (!packageQuestion)
            return packageQuestion.error();
        labelling::PoolOptions options;
        options.depth = kPackagePoolDepth;
        options.questionSearchHits = 0;
        options.searchHits = 0;
        auto pool = labelling::loadPool(origin, questionId, options);
        if (!pool)
            return pool.error();
        int labelledRank = 0;
        for (const labelling::PoolCandidate& candidate : *pool) {
            auto chunk = writer.chunk(candidate.chunkId);
            if (!chunk)
                return chunk.error();
            QList<labelling::RunRank> runs = candidate.runs;
            if (runs.isEmpty())
                runs.append({0, kLabelledPoolRun, ++labelledRank, 0.0});
            for (const labelling::RunRank& rank : std::as_const(runs)) {
                if (rank.rank > kPackagePoolDepth && rank.runName != kLabelledPoolRun)
                    continue;
                auto run = writer.run(rank.runName);
                if (!run)
                    return run.error();
                const double score = rank.runName == kLabelledPoolRun ? -double(rank.rank) : rank.score;
                if (Status s =
                        package.runs().addRetrieval({*run, *packageQuestion, rank.rank, *chunk, score});
                    !s)
                    return s;
            }
        }
    }
    return {};
}

Status writeClaimItems(storage::Project& origin, storage::Project& package, PackageWriter& writer,
                       const QList<RowId>& claimIds)
{
    const QSet<RowId> wanted(claimIds.cbegin(), claimIds.cend());
    for (const Run& run : origin.runs().runs())
        for (RowId questionId : origin.runs().questionIds(run.id)) {
            const QList<Claim> claims = origin.runs().claims(run.id, questionId);
            bool any = false;
            for (const Claim& claim : claims)
                any = any || wanted.contains(claim.id);
            if (!any)
                continue;
            auto packageRun = writer.run(run.name);
            if (!packageRun)
                return packageRun.error();
            auto packageQuestion = writer.question(questionId);
            if (!packageQuestion)
                return packageQuestion.error();
            if (const auto answer = origin.runs().answer(run.id, questionId))
                if (Status s = package.runs().setAnswer(*packageRun, *packageQuestion, *answer,
                                                        origin.runs().latency(run.id, questionId));
                    !s)
                    return s;
            for (const Retrieval& retrieval : origin.runs().retrievals(run.id, questionId)) {
                auto chunk = writer.chunk(retrieval.chunkId);
                if (!chunk)
                    return chunk.error();
                if (Status s = package.runs().addRetrieval(
                        {*packageRun, *packageQuestion, retrieval.rank, *chunk, retrieval.score});
                    !s)
                    return s;
            }
            for (const Claim& claim : claims) {
                if (!wanted.contains(claim.id))
                    continue;
                Claim copy = claim; // blind: without the judge's verdict, reason and evidence
                copy.id = 0;
                copy.runId = *packageRun;
                copy.questionId = *packageQuestion;
                copy.verdict = Verdict::Unknown;
                copy.reason.clear();
                copy.evidence.clear();
                if (auto id = package.runs().addClaim(copy); !id)
                    return id.error();
            }
        }
    return {};
}

} // namespace

Result<qsizetype> exportPackage(storage::Project& project, const QString& batchName, const QString& annotator,
                                const QString& outPath)
{
    storage::BatchStore batches(project.connection());
    const auto batch = batches.byName(batchName);
    if (!batch)
        return makeError(tr("the project has no batch '%1'").arg(batchName));
    const auto person = project.annotators().byName(annotator);
    const auto assignment = person ? batches.assignment(batch->id, person->id) : std::nullopt;
    if (!assignment)
        return makeError(tr("'%1' has no assignment in batch '%2'").arg(annotator, batchName));
    if (QFileInfo::exists(outPath))
        return makeError(tr("%1 exists already; choose a new file for the package").arg(outPath), outPath);
    const QList<RowId> items = batches.items(assignment->id);

    // Built under another name and renamed when complete: a full disk or a failure half-way
    // leaves no half-written package behind.
    const QString partial = io::partialPath(outPath);
    const auto build = [&]() -> Status {
        auto opened = storage::Project::open(partial, storage::Project::OpenMode::CreateIfMissing);
        if (!opened)
            return opened.error();
        storage::Project& package = **opened;
        storage::Transaction transaction(package.connection());
        if (!transaction.begin())
            return makeError(transaction.lastError(), outPath);
        storage::SettingsStore& settings = package.settings();
        for (const auto& [name, value] :
             {std::pair{packageKeys::originProjectId, project.projectId()},
              std::pair{packageKeys::batchName, batch->name}, std::pair{packageKeys::batchKind, batch->kind},
              std::pair{packageKeys::annotator, person->name}})
            if (Status s = settings.setValue(key(name), value); !s)
                return s;
        for (const QString& setting : project.settings().keys(QStringLiteral("guidelines")))
            if (Status s = settings.setValue(setting, project.settings().value(setting)); !s)
                return s;
        auto packageAnnotator = package.annotators().ensure(person->name, person->role, person->kind);
        if (!packageAnnotator)
            return packageAnnotator.error();

        PackageWriter writer(project, package);
        const Status written = batch->kind == QLatin1String("relevance")
                                   ? writeRelevanceItems(project, package, writer, items)
                                   : writeClaimItems(project, package, writer, items);
        if (!written)
            return written.error();

        // The annotator's own earlier work on these items, with its times.
        storage::BatchStore packageBatches(package.connection());
        if (batch->kind == QLatin1String("relevance")) {
            QSet<QString> questionNames;
            for (RowId id : items)
                if (const auto q = project.questions().byId(id))
                    questionNames.insert(q->externalId);
            for (const auto& label : batches.labelsOf(person->id))
                if (questionNames.contains(label.questionExternalId))
                    if (auto merged = packageBatches.mergeLabel(*packageAnnotator, label); !merged)
                        return merged.error();
        } else {
            const QSet<RowId> claims(items.cbegin(), items.cend());
            for (const auto& review : batches.reviewsOf(person->id))
                if (claims.contains(batches.claimId(review.runName, review.questionExternalId, review.ordinal)
                                        .value_or(0)))
                    if (auto merged = packageBatches.mergeReview(*packageAnnotator, review); !merged)
                        return merged.error();
        }
        if (!transaction.commit())
            return makeError(transaction.lastError(), outPath);
        return {};
    };
    const Status built = build(); // the package's connection is closed when build returns
    if (!built) {
        io::removeDatabaseFiles(partial);
        return built.error();
    }
    if (Status published = io::publishPartial(partial, outPath); !published)
        return published.error();
    if (Status s = batches.markExported(assignment->id, QDateTime::currentDateTimeUtc()); !s)
        return s.error();
    return items.size();
}

Status markPackageSubmitted(storage::Project& package, bool submitted)
{
    if (package.settings().value(key(packageKeys::batchName)).isEmpty())
        return makeError(tr("this is not a batch package"));
    return package.settings().setValue(key(packageKeys::submitted),
                                       submitted ? QStringLiteral("true") : QStringLiteral("false"));
}

Result<ImportSummary> importPackage(storage::Project& project, const QString& packagePath)
{
    auto opened = storage::Project::open(packagePath, storage::Project::OpenMode::OpenExisting);
    if (!opened)
        return opened.error();
    storage::Project& package = **opened;
    ImportSummary summary;
    const QString origin = package.settings().value(key(packageKeys::originProjectId));
    summary.batchName = package.settings().value(key(packageKeys::batchName));
    summary.annotator = package.settings().value(key(packageKeys::annotator));
    if (origin.isEmpty() || summary.batchName.isEmpty() || summary.annotator.isEmpty())
        return makeError(tr("this is not a batch package"), packagePath);
    if (origin != project.projectId())
        return makeError(tr("this package belongs to another project"), packagePath);

    storage::BatchStore batches(project.connection());
    const auto batch = batches.byName(summary.batchName);
    const auto person = project.annotators().byName(summary.annotator);
    const auto assignment = batch && person ? batches.assignment(batch->id, person->id) : std::nullopt;
    if (!assignment)
        return makeError(tr("the project has no assignment of '%1' in batch '%2'")
                             .arg(summary.annotator, summary.batchName),
                         packagePath);
    const QList<RowId> items = batches.items(assignment->id);
    const QSet<RowId> itemSet(items.cbegin(), items.cend());
    storage::BatchStore packageBatches(package.connection());
    // Labels in a package belong to the package's annotator, whatever name was picked while
    // labelling in it: every person's label there is hers; of two on one item the newest wins.
    QList<RowId> packagePeople;
    for (const Annotator& a : package.annotators().all())
        if (a.kind == AnnotatorKind::Person)
            packagePeople.append(a.id);

    storage::Transaction transaction(project.connection());
    if (!transaction.begin())
        return makeError(transaction.lastError());
    auto count = [&summary](storage::BatchStore::Merge merge, const QString& item) {
        switch (merge) {
        case storage::BatchStore::Merge::Inserted:
            ++summary.inserted;
            break;
        case storage::BatchStore::Merge::Updated:
            ++summary.updated;
            summary.updatedItems.append(item);
            break;
        case storage::BatchStore::Merge::Unchanged:
            ++summary.unchanged;
            break;
        case storage::BatchStore::Merge::KeptNewer:
            ++summary.keptNewer;
            summary.keptItems.append(item);
            break;
        }
    };
    if (batch->kind == QLatin1String("relevance")) {
        QHash<QString, std::optional<int>> before;
        for (const auto& label : batches.labelsOf(person->id))
            before.insert(label.questionExternalId + QLatin1Char('\t') + label.chunkExternalId, label.grade);
        QMap<QString, storage::BatchStore::LabelRecord> newest;
        for (RowId id : std::as_const(packagePeople))
            for (const auto& label : packageBatches.labelsOf(id)) {
                const QString itemKey = label.questionExternalId + QLatin1Char('\t') + label.chunkExternalId;
                const auto it = newest.constFind(itemKey);
                if (it == newest.constEnd() || label.updatedAt > it->updatedAt)
                    newest.insert(itemKey, label);
            }
        for (const auto& label : std::as_const(newest)) {
            const auto question = project.questions().byExternalId(label.questionExternalId);
            if (!question || !itemSet.contains(question->id)) {
                ++summary.ignored;
                continue;
            }
            auto merged = batches.mergeLabel(person->id, label);
            if (!merged)
                return merged.error();
            const auto old =
                before.value(label.questionExternalId + QLatin1Char('\t') + label.chunkExternalId);
            count(*merged,
                  QStringLiteral("%1 %2: %3 -> %4")
                      .arg(label.questionExternalId, label.chunkExternalId,
                           old ? QString::number(*old) : QStringLiteral("-"), QString::number(label.grade)));
        }
    } else {
        QMap<QString, storage::BatchStore::ReviewRecord> newest;
        for (RowId id : std::as_const(packagePeople))
            for (const auto& review : packageBatches.reviewsOf(id)) {
                const QString itemKey =
                    QStringList{review.runName, review.questionExternalId, review.judgeModel,
                                review.claimText, QString::number(review.ordinal)}
                        .join(QLatin1Char('\t'));
                const auto it = newest.constFind(itemKey);
                if (it == newest.constEnd() || review.updatedAt > it->updatedAt)
                    newest.insert(itemKey, review);
            }
        for (const auto& review : std::as_const(newest)) {
            const auto claim = batches.claimFor(review);
            if (!claim || !itemSet.contains(*claim)) {
                ++summary.ignored;
                continue;
            }
            auto merged = batches.mergeReview(person->id, review);
            if (!merged)
                return merged.error();
            count(*merged,
                  QStringLiteral("%1 %2 \"%3\": %4")
                      .arg(review.runName, review.questionExternalId, review.claimText, review.verdict));
        }
    }

    // "submitted" when the package says its annotator is done; otherwise the status follows
    // the work (BatchStore). The return time only moves when something did.
    const auto progress = batches.assignment(batch->id, person->id);
    if (package.settings().value(key(packageKeys::submitted)) == QLatin1String("true") &&
        progress->status != QLatin1String("submitted"))
        if (Status s = batches.setStatus(progress->id, QStringLiteral("submitted")); !s)
            return s.error();
    if (summary.inserted + summary.updated > 0 || !progress->returnedAt.isValid())
        if (Status s = batches.markReturned(progress->id, QDateTime::currentDateTimeUtc()); !s)
            return s.error();
    const QString status = batches.assignment(batch->id, person->id)->status;
    storage::MergeHistoryStore::Merge merge;
    merge.batchId = batch->id;
    merge.package = QFileInfo(packagePath).fileName();
    merge.inserted = summary.inserted;
    merge.changed = summary.updated;
    merge.conflicts = summary.keptNewer;
    merge.unchanged = summary.unchanged;
    merge.changedItems = summary.updatedItems;
    merge.conflictItems = summary.keptItems;
    if (auto recorded = storage::MergeHistoryStore(project.connection()).record(merge, person->id); !recorded)
        return recorded.error();
    summary.status = status;
    if (!transaction.commit())
        return makeError(transaction.lastError());
    return summary;
}

} // namespace goldset::batch
