#include "storage/CorpusStore.h"

#include "storage/Project.h"
#include "text/SearchText.h"

#include <QHash>
#include <algorithm>
#include <cstdlib>

namespace goldset::storage {
namespace {

constexpr auto kDocumentColumns = "d.id, d.external_id, d.title, d.source, d.content_hash, d.language,"
                                  " (SELECT count(*) FROM chunk c WHERE c.document_id = d.id)";
constexpr auto kChunkColumns = "c.id, c.document_id, c.external_id, c.ordinal, c.text, c.start_offset,"
                               " c.end_offset, c.stub";

Document documentFrom(const QSqlQuery& q)
{
    Document d;
    d.id = q.value(0).toLongLong();
    d.externalId = q.value(1).toString();
    d.title = q.value(2).toString();
    d.source = q.value(3).toString();
    d.contentHash = q.value(4).toString();
    d.language = q.value(5).toString();
    d.chunkCount = q.value(6).toInt();
    return d;
}

Chunk chunkFrom(const QSqlQuery& q, int first = 0)
{
    Chunk c;
    c.id = q.value(first + 0).toLongLong();
    c.documentId = q.value(first + 1).toLongLong();
    c.externalId = q.value(first + 2).toString();
    c.ordinal = q.value(first + 3).toInt();
    c.text = q.value(first + 4).toString();
    c.startOffset = q.value(first + 5).toInt();
    c.endOffset = q.value(first + 6).toInt();
    c.stub = q.value(first + 7).toBool();
    return c;
}

QString sql(const char* text)
{
    return QString::fromLatin1(text);
}

} // namespace

Result<RowId> CorpusStore::upsertDocument(const Document& document)
{
    QSqlQuery q = query();
    q.prepare(sql("INSERT INTO document(external_id, title, source, content_hash, language, created_at)"
                  " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(external_id) DO UPDATE SET"
                  " title = excluded.title, source = excluded.source,"
                  " content_hash = excluded.content_hash, language = excluded.language"
                  " RETURNING id"));
    q.addBindValue(notNull(document.externalId));
    q.addBindValue(notNull(document.title));
    q.addBindValue(notNull(document.source));
    q.addBindValue(notNull(document.contentHash));
    q.addBindValue(notNull(document.language));
    q.addBindValue(nowText());
    if (!q.exec() || !q.next())
        return queryError(q);
    return q.value(0).toLongLong();
}

Result<RowId> CorpusStore::upsertChunk(const Chunk& chunk)
{
    auto existing = chunkByExternalId(chunk.externalId);
    QSqlQuery q = query();
    if (existing) {
        const bool textChanged = existing->text != chunk.text || existing->stub;
        q.prepare(sql("UPDATE chunk SET document_id = ?, ordinal = ?, text = ?, start_offset = ?,"
                      " end_offset = ?, stub = 0 WHERE id = ?"));
        q.addBindValue(chunk.documentId);
        q.addBindValue(chunk.ordinal);
        q.addBindValue(notNull(chunk.text));
        q.addBindValue(chunk.startOffset);
        q.addBindValue(chunk.endOffset);
        q.addBindValue(existing->id);
        if (!q.exec())
            return queryError(q);
        if (textChanged) {
            if (!existing->stub)
                if (Status s = unindexChunk(existing->id, existing->text); !s)
                    return s.error();
            if (Status s = indexChunk(existing->id, chunk.text); !s)
                return s.error();
        }
        return existing->id;
    }
    q.prepare(sql("INSERT INTO chunk(document_id, external_id, ordinal, text, start_offset, end_offset, stub)"
                  " VALUES (?, ?, ?, ?, ?, ?, 0)"));
    q.addBindValue(chunk.documentId);
    q.addBindValue(notNull(chunk.externalId));
    q.addBindValue(chunk.ordinal);
    q.addBindValue(notNull(chunk.text));
    q.addBindValue(chunk.startOffset);
    q.addBindValue(chunk.endOffset);
    if (!q.exec())
        return queryError(q);
    const RowId id = q.lastInsertId().toLongLong();
    if (Status s = indexChunk(id, chunk.text); !s)
        return s.error();
    return id;
}

Result<RowId> CorpusStore::ensureChunk(const QString& externalId)
{
    QSqlQuery q = query();
    q.prepare(sql("SELECT id FROM chunk WHERE external_id = ?"));
    q.addBindValue(externalId);
    if (!q.exec())
        return queryError(q);
    if (q.next())
        return q.value(0).toLongLong();

    const qsizetype hash = externalId.indexOf(QLatin1Char('#'));
    Document stubDocument;
    stubDocument.externalId = hash > 0 ? externalId.left(hash) : externalId;
    RowId documentId = 0;
    if (auto existing = documentByExternalId(stubDocument.externalId)) {
        documentId = existing->id;
    } else {
        auto inserted = upsertDocument(stubDocument);
        if (!inserted)
            return inserted.error();
        documentId = *inserted;
    }
    bool ordinalOk = false;
    const int ordinal = hash > 0 ? externalId.mid(hash + 1).toInt(&ordinalOk) : 0;
    q.prepare(
        sql("INSERT INTO chunk(document_id, external_id, ordinal, text, stub) VALUES (?, ?, ?, '', 1)"));
    q.addBindValue(documentId);
    q.addBindValue(externalId);
    q.addBindValue(ordinalOk ? ordinal : 0);
    if (!q.exec())
        return queryError(q);
    return q.lastInsertId().toLongLong();
}

std::optional<Document> CorpusStore::documentById(RowId id) const
{
    QSqlQuery q = query();
    q.prepare(sql("SELECT %1 FROM document d WHERE d.id = ?").arg(QLatin1String(kDocumentColumns)));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return documentFrom(q);
    return std::nullopt;
}

std::optional<Document> CorpusStore::documentByExternalId(const QString& externalId) const
{
    QSqlQuery q = query();
    q.prepare(sql("SELECT %1 FROM document d WHERE d.external_id = ?").arg(QLatin1String(kDocumentColumns)));
    q.addBindValue(externalId);
    if (q.exec() && q.next())
        return documentFrom(q);
    return std::nullopt;
}

std::optional<Chunk> CorpusStore::chunkById(RowId id) const
{
    QSqlQuery q = query();
    q.prepare(sql("SELECT %1 FROM chunk c WHERE c.id = ?").arg(QLatin1String(kChunkColumns)));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return chunkFrom(q);
    return std::nullopt;
}

std::optional<Chunk> CorpusStore::chunkByExternalId(const QString& externalId) const
{
    QSqlQuery q = query();
    q.prepare(sql("SELECT %1 FROM chunk c WHERE c.external_id = ?").arg(QLatin1String(kChunkColumns)));
    q.addBindValue(externalId);
    if (q.exec() && q.next())
        return chunkFrom(q);
    return std::nullopt;
}

qint64 CorpusStore::documentCount() const
{
    QSqlQuery q = query();
    if (q.exec(sql("SELECT count(*) FROM document")) && q.next())
        return q.value(0).toLongLong();
    return 0;
}

QList<Document> CorpusStore::documents(qint64 offset, qint64 limit) const
{
    QList<Document> result;
    QSqlQuery q = query();
    q.prepare(sql("SELECT %1 FROM document d ORDER BY d.external_id LIMIT ? OFFSET ?")
                  .arg(QLatin1String(kDocumentColumns)));
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (q.exec())
        while (q.next())
            result.append(documentFrom(q));
    return result;
}

QList<Chunk> CorpusStore::chunksOfDocument(RowId documentId) const
{
    QList<Chunk> result;
    QSqlQuery q = query();
    q.prepare(sql("SELECT %1 FROM chunk c WHERE c.document_id = ? ORDER BY c.ordinal, c.external_id")
                  .arg(QLatin1String(kChunkColumns)));
    q.addBindValue(documentId);
    if (q.exec())
        while (q.next())
            result.append(chunkFrom(q));
    return result;
}

QList<Chunk> CorpusStore::neighbours(RowId chunkId, int before, int after) const
{
    QList<Chunk> result;
    auto centre = chunkById(chunkId);
    if (!centre)
        return result;
    QSqlQuery q = query();
    q.prepare(sql("SELECT %1 FROM chunk c WHERE c.document_id = ? AND c.ordinal BETWEEN ? AND ?"
                  " ORDER BY c.ordinal")
                  .arg(QLatin1String(kChunkColumns)));
    q.addBindValue(centre->documentId);
    q.addBindValue(centre->ordinal - before);
    q.addBindValue(centre->ordinal + after);
    if (q.exec())
        while (q.next())
            result.append(chunkFrom(q));
    return result;
}

Result<QList<CorpusStore::Hit>> CorpusStore::search(const QString& queryText, int limit,
                                                    SearchMode mode) const
{
    const QStringList terms = text::matchTerms(queryText);
    if (terms.isEmpty() || limit <= 0)
        return QList<Hit>{};
    const qint64 size = corpusSize();
    QString match;
    QString filter;
    bool rank = true;
    if (mode == SearchMode::AnyTerm) {
        match = text::joinAnyTerms(rareTerms(terms, size));
    } else {
        // Words in at least half of the chunks have an idf of 1e-6 in FTS5's BM25: they decide
        // which chunks match, not their order, and walking their posting lists for bm25() is
        // what makes a search slow. Small corpora skip the look-ups: no word can be that common.
        QStringList ranked, universal;
        for (const QString& term : terms) {
            const qint64 df = size >= 2 * kTermFrequencyFloor ? quotedTermFrequency(term) : -1;
            (df >= kTermFrequencyFloor && 2 * df >= size ? universal : ranked) << term;
        }
        match = ranked.join(QLatin1String(" AND "));
        filter = universal.join(QLatin1String(" AND "));
        if (match.isEmpty()) {
            match = filter;
            filter.clear();
            rank = false;
        }
    }
    if (match.isEmpty())
        return QList<Hit>{};
    bool windowed = false;
    auto ranked = rank ? rankedIds(match, filter, limit, &windowed) : firstIds(match, limit);
    if (!ranked)
        return ranked.error();
    return hitsFor(*ranked, windowed, rank);
}

Result<QList<std::pair<RowId, double>>> CorpusStore::firstIds(const QString& match, int limit) const
{
    QList<std::pair<RowId, double>> ids;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(sql("SELECT rowid FROM chunk_fts WHERE chunk_fts MATCH ? LIMIT ?"));
    q.addBindValue(match);
    q.addBindValue(limit);
    if (!q.exec())
        return queryError(q);
    while (q.next())
        ids.append({q.value(0).toLongLong(), 0.0});
    return ids;
}

Result<QList<std::pair<RowId, double>>>
CorpusStore::rankedIds(const QString& match, const QString& mustAlsoMatch, int limit, bool* windowed) const
{
    QList<std::pair<RowId, double>> ids;
    // The rowid of the match after the window, if there is one: counting up to it costs little
    // next to computing bm25() for every match of a common word.
    QSqlQuery bound = query();
    bound.setForwardOnly(true);
    bound.prepare(sql("SELECT rowid FROM chunk_fts WHERE chunk_fts MATCH ? LIMIT 1 OFFSET ?"));
    bound.addBindValue(match);
    bound.addBindValue(kRankWindow);
    if (!bound.exec())
        return queryError(bound);
    std::optional<RowId> last;
    if (bound.next())
        last = bound.value(0).toLongLong() - 1;
    bound.finish();
    *windowed = last.has_value();

    QSqlQuery q = query();
    q.setForwardOnly(true);
    QString text = sql("SELECT rowid, -bm25(chunk_fts) FROM chunk_fts WHERE chunk_fts MATCH ?");
    if (last)
        text += sql(" AND rowid <= ?");
    // Ties at the cut go to the earlier chunk: the same hits every time.
    text += sql(" ORDER BY bm25(chunk_fts), rowid");
    if (mustAlsoMatch.isEmpty())
        text += sql(" LIMIT ?");
    q.prepare(text);
    q.addBindValue(match);
    if (last)
        q.addBindValue(*last);
    if (mustAlsoMatch.isEmpty())
        q.addBindValue(limit);
    if (!q.exec())
        return queryError(q);
    QSqlQuery check = query();
    check.setForwardOnly(true);
    check.prepare(sql("SELECT 1 FROM chunk_fts WHERE chunk_fts MATCH ? AND rowid = ?"));
    while (ids.size() < limit && q.next()) {
        const RowId id = q.value(0).toLongLong();
        if (!mustAlsoMatch.isEmpty()) {
            check.bindValue(0, mustAlsoMatch);
            check.bindValue(1, id);
            if (!check.exec())
                return queryError(check);
            const bool matches = check.next();
            check.finish();
            if (!matches)
                continue;
        }
        ids.append({id, q.value(1).toDouble()});
    }
    return ids;
}

Result<QList<CorpusStore::Hit>> CorpusStore::hitsFor(const QList<std::pair<RowId, double>>& ranked,
                                                     bool windowed, bool ranks) const
{
    QList<Hit> hits;
    if (ranked.isEmpty())
        return hits;
    QStringList idList;
    for (const auto& [id, score] : ranked)
        idList << QString::number(id);
    QSqlQuery q = query();
    q.setForwardOnly(true);
    if (!q.exec(sql("SELECT %1, d.title FROM chunk c JOIN document d ON d.id = c.document_id"
                    " WHERE c.id IN (%2)")
                    .arg(QLatin1String(kChunkColumns), idList.join(QLatin1Char(',')))))
        return queryError(q);
    QHash<RowId, Hit> byId;
    while (q.next()) {
        Hit hit;
        hit.chunk = chunkFrom(q);
        hit.documentTitle = q.value(8).toString();
        hit.windowed = windowed;
        byId.insert(hit.chunk.id, hit);
    }
    for (const auto& [id, score] : ranked) {
        auto it = byId.find(id);
        if (it == byId.end())
            continue;
        it->score = score;
        hits.append(*it);
    }
    if (!ranks) // corpus order
        return hits;
    std::stable_sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.chunk.externalId < b.chunk.externalId;
    });
    return hits;
}

qint64 CorpusStore::corpusSize() const
{
    // The chunk ids grow from 1: the largest is the corpus size closely enough, and free to read.
    QSqlQuery q = query();
    if (q.exec(sql("SELECT coalesce(max(id), 0) FROM chunk")) && q.next())
        return q.value(0).toLongLong();
    return 0;
}

bool CorpusStore::termFrequenciesFresh(qint64 size) const
{
    QSqlQuery q = query();
    if (!q.exec(sql("SELECT value FROM meta WHERE key = 'term_df_chunks'")) || !q.next())
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
    // the corpus has changed by a twentieth. A savepoint makes it all or nothing, inside the
    // caller's transaction or not.
    QSqlQuery q = query();
    if (!q.exec(sql("SAVEPOINT term_df")))
        return queryError(q);
    const QStringList statements = {
        sql("DELETE FROM term_df"),
        sql("INSERT INTO term_df(term, df) SELECT term, doc FROM chunk_fts_vocab WHERE doc >= %1")
            .arg(kTermFrequencyFloor),
        sql("INSERT INTO meta(key, value) VALUES ('term_df_chunks', '%1')"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .arg(size),
    };
    for (const QString& statement : statements) {
        if (!q.exec(statement)) {
            const Error error = queryError(q);
            q.exec(sql("ROLLBACK TO term_df"));
            q.exec(sql("RELEASE term_df"));
            return error;
        }
    }
    if (!q.exec(sql("RELEASE term_df")))
        return queryError(q);
    return {};
}

namespace {

// A word as the index stores it: unicode61 folds case and (remove_diacritics 2) strips the
// accents of Latin letters; CJK characters are left alone.
QString foldedLikeIndex(const QString& word)
{
    QString folded;
    folded.reserve(word.size());
    for (QChar ch : word) {
        if (ch.unicode() >= 0x2000 || ch.isSurrogate()) {
            folded += ch;
            continue;
        }
        for (QChar part : QString(ch).normalized(QString::NormalizationForm_D))
            if (part.category() != QChar::Mark_NonSpacing)
                folded += part.toLower();
    }
    return folded;
}

} // namespace

qint64 CorpusStore::termFrequency(const QString& term) const
{
    const QString folded = foldedLikeIndex(term);
    QSqlQuery q = query();
    q.setForwardOnly(true);
    // Fresh: the stored frequencies, one index probe. Stale (chunks added one at a time since the
    // last import): counted from the index's posting list, as exact and slower.
    if (termFrequenciesFresh(corpusSize()))
        q.prepare(sql("SELECT df FROM term_df WHERE term = ?"));
    else
        q.prepare(sql("SELECT doc FROM chunk_fts_vocab WHERE term = ?"));
    q.addBindValue(folded);
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

Status CorpusStore::indexChunk(RowId id, const QString& text)
{
    QSqlQuery q = query();
    q.prepare(sql("INSERT INTO chunk_fts(rowid, body, cjk) VALUES (?, ?, ?)"));
    const text::IndexTexts index = text::indexTexts(text);
    q.addBindValue(id);
    q.addBindValue(index.body);
    q.addBindValue(index.cjk);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status CorpusStore::unindexChunk(RowId id, const QString& oldText)
{
    // A contentless FTS5 table forgets a row only when given the text it was indexed with.
    QSqlQuery q = query();
    q.prepare(sql("INSERT INTO chunk_fts(chunk_fts, rowid, body, cjk) VALUES ('delete', ?, ?, ?)"));
    const text::IndexTexts index = text::indexTexts(oldText);
    q.addBindValue(id);
    q.addBindValue(index.body);
    q.addBindValue(index.cjk);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status CorpusStore::reindexAll()
{
    QSqlQuery q = query();
    if (!q.exec(sql("INSERT INTO chunk_fts(chunk_fts) VALUES ('delete-all')")))
        return queryError(q);
    QSqlQuery rows = query();
    if (!rows.exec(sql("SELECT id, text FROM chunk WHERE stub = 0")))
        return queryError(rows);
    while (rows.next())
        if (Status s = indexChunk(rows.value(0).toLongLong(), rows.value(1).toString()); !s)
            return s;
    return {};
}

} // namespace goldset::storage
