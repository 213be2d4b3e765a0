#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

namespace goldset::storage {

struct QuestionFilter
{
    std::optional<QuestionStatus> status;
    std::optional<QuestionOrigin> origin;
    QString text; // substring of question or ground truth, case-insensitive
};

// Orders of QuestionStore::ids; ties (and ExternalId itself) go by the natural order of external ids.
enum class QuestionSortKey
{
    ExternalId,
    Text,
    Status,
    Origin,
    UpdatedAt
};

// A question's strings in UTF-8, made off an import's writing thread like EncodedChunk.
struct EncodedQuestion
{
    QByteArray externalId;
    QByteArray text;
    QByteArray groundTruth;
    QByteArray generatorModel;
    QByteArray promptHash;
};
EncodedQuestion encodeQuestion(const Question& question);

// The only writer of the question table, for edits and imports alike.
class QuestionStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // Inserts by external id, or updates text, ground truth, origin, status, source chunk (when
    // given), generator and prompt hash (when given) if one of them differs: an unchanged
    // question is left untouched. Returns the row id. `encoded`: the question's strings as
    // encodeQuestion() gives them, when the caller made them (a bulk import).
    Result<RowId> upsert(const Question& question, const EncodedQuestion* encoded = nullptr);
    // A question named by a run or qrels before its text is known: text = external id.
    Result<RowId> insertStub(const QString& externalId);
    // The row id of an external id; Result::notFound() when there is none.
    Result<RowId> idOf(const QString& externalId);
    std::optional<Question> byId(RowId id) const;
    std::optional<Question> byExternalId(const QString& externalId) const;

    qint64 count(const QuestionFilter& filter = {}) const;
    // Row ids in external-id order (natural: q2 before q10), for lazy models.
    QList<RowId> ids(const QuestionFilter& filter = {}) const;
    QList<Question> list(const QuestionFilter& filter = {}, qint64 offset = 0, qint64 limit = -1) const;
    // Row ids ordered by a key, for sorting lazy models without loading every row.
    QList<RowId> ids(const QuestionFilter& filter, QuestionSortKey key, bool descending) const;
    // The questions of those row ids (any order; missing ids are left out).
    QList<Question> byIds(const QList<RowId>& ids) const;
    // Puts a deleted question back under its former row id (undo of a delete).
    Status restore(const Question& question);

    Status setStatus(RowId id, QuestionStatus status);
    // Writes the text when the row is still at `expectedVersion` (Question::rowVersion as
    // read); returns the new version. Another writer's change in between (another process,
    // another person on a server) is refused with changedElsewhereMessage(), nothing written.
    Result<qint64> setText(RowId id, qint64 expectedVersion, const QString& text, const QString& groundTruth);
    static QString changedElsewhereMessage();
    Status remove(RowId id);

private:
    // The id when the question was new and is now inserted, 0 when one of that external id exists.
    Result<RowId> insertNew(const Question& question, const EncodedQuestion& encoded);
    Result<RowId> updateExisting(const Question& question);
};

} // namespace goldset::storage
