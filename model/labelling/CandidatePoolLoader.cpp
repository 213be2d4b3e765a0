#include "labelling/CandidatePoolLoader.h"

#include "labelling/TermHighlighter.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/LabellingStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QHash>

namespace goldset::labelling {

Result<QList<PoolCandidate>> loadPool(storage::Project& project, RowId questionId, const PoolOptions& options)
{
    const auto question = project.questions().byId(questionId);
    if (!question)
        return makeError(QStringLiteral("no question with id %1").arg(questionId));

    PoolInput input;
    input.depth = options.depth;

    storage::LabellingStore reads(project.connection());
    QHash<RowId, qsizetype> runAt;
    for (const auto& row : reads.runResults(questionId, options.depth)) {
        auto it = runAt.constFind(row.runId);
        if (it == runAt.constEnd()) {
            it = runAt.insert(row.runId, input.runs.size());
            input.runs.append({row.runId, row.runName, {}});
        }
        input.runs[*it].results.append({row.chunkId, row.chunkExternalId, row.score});
    }

    auto addHits = [&](const QString& text, int limit, storage::CorpusStore::SearchMode mode) -> Status {
        if (text.trimmed().isEmpty() || limit <= 0)
            return {};
        auto hits = project.corpus().search(text, limit, mode);
        if (!hits)
            return hits.error();
        for (const auto& hit : *hits)
            input.searchHits.append({hit.chunk.id, hit.chunk.externalId, hit.score});
        return {};
    };
    // The annotator's own search comes first: it is what they are looking for right now.
    if (Status s =
            addHits(options.searchQuery, options.searchHits, storage::CorpusStore::SearchMode::AllTerms);
        !s)
        return s.error();
    // The question's words without stop words: chunks that no run retrieved but share its terms.
    const QStringList terms = TermHighlighter(question->text).terms();
    if (Status s = addHits(terms.join(QLatin1Char(' ')), options.questionSearchHits,
                           storage::CorpusStore::SearchMode::AnyTerm);
        !s)
        return s.error();

    for (const RelevanceLabel& label : project.labels().labelsForQuestion(questionId))
        input.labelled.append({label.chunkId, label.chunkExternalId, 0});

    return buildPool(input);
}

} // namespace goldset::labelling
