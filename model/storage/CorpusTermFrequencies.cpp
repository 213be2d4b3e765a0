// CorpusStore's term statistics: the corpus size, the document frequencies of the index's
// common terms (table term_df, written here only) and the choice of a search's rare terms.
#include "storage/CorpusStore.h"
#include "storage/server/ServerTerms.h"
#include "text/SearchText.h"

#include <QSqlQuery>
#include <algorithm>
#include <cstdlib>

namespace goldset::storage {

qint64 CorpusStore::corpusSize() const
{
    // The chunk ids grow from 1: the largest is the corpus size closely enough, and free to read.
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT coalesce(max(id), 0) FROM chunk")) && q.next())
        return q.value(0).toLongLong();
    return 0;
}

bool CorpusStore::termFrequenciesFresh(qint64 size) const
{
    QSqlQuery q = query();
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'term_df_chunks'")) || !q.next())
        return false;
    const qint64 seen = q.value(0).toLongLong();
    return std::abs(size - seen) * kCommonTermShare <= std::max(seen, kTermFrequencyFloor);
}

Status CorpusStore::refreshTermFrequencies(bool force) const
{
    const qint64 size = corpusSize();
    if (!force && termFrequenciesFresh(size))
        return {};
    // One pass over the whole index (fts5vocab): about 2 s at a million chunks, so only after
    // the corpus has changed by a twentieth.
    return replaceTermFrequencies(size, [this](QSqlQuery& q) {
        return exec(q, QStringLiteral("INSERT INTO term_df(term, df) ") +
                           dialect().commonTerms(kTermFrequencyFloor));
    });
}

Status CorpusStore::setTermFrequencies(const QHash<QByteArray, qint64>& chunksWithTerm) const
{
    return replaceTermFrequencies(corpusSize(), [&chunksWithTerm](QSqlQuery& q) -> Status {
        q.prepare(QStringLiteral("INSERT INTO term_df(term, df) VALUES (?, ?)"));
        for (auto it = chunksWithTerm.cbegin(); it != chunksWithTerm.cend(); ++it) {
            if (it.value() < kTermFrequencyFloor)
                continue;
            q.addBindValue(QString::fromUtf8(it.key()));
            q.addBindValue(it.value());
            if (!q.exec())
                return queryError(q);
        }
        return {};
    });
}

// The table's one writer: term_df and the corpus size it is fresh for, all or nothing (a
// savepoint, inside the caller's transaction or not).
Status CorpusStore::replaceTermFrequencies(qint64 size, const std::function<Status(QSqlQuery&)>& fill) const
{
    QSqlQuery q = query();
    if (Status done = exec(q, QStringLiteral("SAVEPOINT term_df")); !done)
        return done.error();
    Status written = exec(q, QStringLiteral("DELETE FROM term_df"));
    if (written)
        written = fill(q);
    if (written)
        written = exec(q, QStringLiteral("INSERT INTO meta(key, value) VALUES ('term_df_chunks', '%1')"
                                         " ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                              .arg(size));
    if (!written) {
        q.exec(QStringLiteral("ROLLBACK TO term_df"));
        q.exec(QStringLiteral("RELEASE term_df"));
        return written;
    }
    return exec(q, QStringLiteral("RELEASE term_df"));
}

qint64 CorpusStore::termFrequency(const QString& term) const
{
    const QString folded = text::foldedLikeIndex(term);
    QSqlQuery q = query();
    q.setForwardOnly(true);
    // Fresh: the stored frequencies, one index probe. Stale (chunks added one at a time since the
    // last import): counted from the index's posting list, as exact and slower.
    if (termFrequenciesFresh(corpusSize())) {
        q.prepare(QStringLiteral("SELECT df FROM term_df WHERE term = ?"));
        q.addBindValue(folded);
    } else if (dialect().isServer()) {
        q.prepare(QStringLiteral("SELECT count(*) FROM chunk_fts WHERE terms @@ CAST(? AS tsquery)"));
        q.addBindValue(ServerTerms::quoted(folded));
    } else {
        q.prepare(QStringLiteral("SELECT doc FROM chunk_fts_vocab WHERE term = ?"));
        q.addBindValue(folded);
    }
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return 0;
}

qint64 CorpusStore::quotedTermFrequency(const QString& quotedTerm) const
{
    // Quoted single tokens only; CJK bigram phrases and prefixes have no one frequency.
    if (quotedTerm.size() < 3 || !quotedTerm.startsWith(QLatin1Char('"')) ||
        !quotedTerm.endsWith(QLatin1Char('"')))
        return -1;
    const QString token = quotedTerm.mid(1, quotedTerm.size() - 2);
    if (token.contains(QLatin1Char(' ')) || token.contains(QLatin1Char('"')))
        return -1;
    return termFrequency(token);
}

QStringList CorpusStore::rareTerms(const QStringList& terms, qint64 corpusSize) const
{
    if (terms.size() < 2)
        return terms;
    const qint64 common = std::max<qint64>(kCommonTermFloor, corpusSize / kCommonTermShare);
    QStringList kept;
    QString rarest;
    qint64 rarestCount = -1;
    for (const QString& term : terms) {
        const qint64 documents = quotedTermFrequency(term);
        if (documents < 0) {
            kept << term;
            continue;
        }
        if (documents <= common)
            kept << term;
        if (rarestCount < 0 || documents < rarestCount) {
            rarestCount = documents;
            rarest = term;
        }
    }
    if (kept.isEmpty())
        kept << rarest;
    return kept;
}

} // namespace goldset::storage
