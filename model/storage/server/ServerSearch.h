#pragma once

#include "core/Result.h"
#include "domain/Entities.h"

#include <QSqlDatabase>
#include <QStringList>
#include <utility>

namespace goldset::storage {

// Full-text search of a project on a server, ranked as FTS5's bm25() ranks it on a file
// (k1 = 1.2, b = 0.75, idf clamped to 1e-6, a phrase's instances as its frequency), over the
// terms of ServerTerms, so that both backends return the same chunks in the same order.
class ServerSearch
{
public:
    explicit ServerSearch(QSqlDatabase db) : m_db(std::move(db)) {}

    // Chunks matching every one of `rankedTerms` and `filterTerms` (or any of `rankedTerms`
    // when `anyTerm`), best first by the bm25 of `rankedTerms` (ties: corpus order), ranked
    // among the first `window` matches in corpus order (*windowed says when there were more).
    // Terms are text::matchTerms' MATCH terms. Unranked (`rank` false): the first matches.
    Result<QList<std::pair<RowId, double>>> rankedIds(const QStringList& rankedTerms,
                                                      const QStringList& filterTerms, bool anyTerm, bool rank,
                                                      int limit, int window, bool* windowed) const;

private:
    Result<qint64> count(const QString& tsquery) const;

    QSqlDatabase m_db;
};

} // namespace goldset::storage
