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
enum class QuestionSortKey { ExternalId, Text, Status, Origin, UpdatedAt };

class QuestionStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // Inserts or updates by external id; returns the row id.
    Result<RowId> upsert(const Question& question);
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
    Status setText(RowId id, const QString& text, const QString& groundTruth);
    Status remove(RowId id);
};

} // namespace goldset::storage
