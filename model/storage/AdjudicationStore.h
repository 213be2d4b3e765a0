#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// A lead's final word where annotators disagree. The gold grade of (question, chunk) is the
// adjudicated grade when there is one; the final human verdict of a claim likewise.
// Keys are external ids so that they survive batch packages moving between project files:
// relevance: "<question external id>\t<chunk external id>", claims: "<claim row id>".
class AdjudicationStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    struct Adjudication
    {
        QString task; // "relevance" or "claims"
        QString itemKey;
        QString value; // grade "0".."3", or a verdict name
        QString reason;
        QString leadName;
        QDateTime createdAt;
        qint64 rowVersion = 0; // raised by each change; 0: no adjudication
    };

    static QString relevanceKey(const QString& questionExternalId, const QString& chunkExternalId);

    Status set(const QString& task, const QString& itemKey, const QString& value, const QString& reason,
               std::optional<RowId> leadId);
    Status remove(const QString& task, const QString& itemKey);
    // The lead's edits: written only when the row is still at `expectedVersion` (0: there is
    // none yet), else refused with changedElsewhereMessage() and nothing written, so that a
    // second lead (another process, another person on a server) never overwrites unawares.
    // Returns the new version (removeChecked: none left).
    Result<qint64> setChecked(const QString& task, const QString& itemKey, const QString& value,
                              const QString& reason, std::optional<RowId> leadId, qint64 expectedVersion);
    Status removeChecked(const QString& task, const QString& itemKey, qint64 expectedVersion);
    static QString changedElsewhereMessage();
    std::optional<Adjudication> get(const QString& task, const QString& itemKey) const;
    QList<Adjudication> all(const QString& task) const;
    // The relevance adjudications of one question by chunk external id, in one indexed read.
    QHash<QString, Adjudication> relevanceOfQuestion(const QString& questionExternalId) const;
};

} // namespace goldset::storage
