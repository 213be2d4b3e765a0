#include "storage/CorpusStore.h"

#include "storage/Project.h"
#include "storage/SqliteStatement.h"
#include "storage/server/ServerSearch.h"
#include "storage/server/ServerTerms.h"
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

namespace {

// Slots of the prepared statements (StoreBase::prepared/bulk).
enum CorpusSlot
{
    kCorpusInsertDocument,
    kCorpusUpdateDocument,
    kCorpusDocumentId,
    kCorpusInsertDocumentStub,
    kCorpusInsertChunk,
    kCorpusSelectChunk,
    kCorpusUpdateChunk,
    kCorpusChunkId,
    kCorpusInsertChunkStub,
    kCorpusIndexChunk,
    kCorpusUnindexChunk,
};

const QStringList kDocumentInsertColumns = {QStringLiteral("external_id"), QStringLiteral("title"),
                                            QStringLiteral("source"),      QStringLiteral("content_hash"),
                                            QStringLiteral("language"),    QStringLiteral("created_at")};

} // namespace

EncodedChunk encodeChunk(const QString& externalId, const QString& text)
{
    const text::IndexTexts index = text::indexTexts(text);
    return {externalId.toUtf8(), text.toUtf8(), index.body.toUtf8(), index.cjk.toUtf8(), {}};
}

Result<RowId> CorpusStore::upsertDocument(const Document& d)
{
    // The common case (a new document) costs one INSERT; only a conflict updates and reads.
    auto statement = bulk(kCorpusInsertDocument, [this] {
        return dialect().insertOrIgnore(QStringLiteral("document"), kDocumentInsertColumns,
                                        QStringLiteral("external_id"));
    });
    if (!statement)
        return statement.error();
    SqliteStatement& insert = **statement;
    const QByteArray externalId = d.externalId.toUtf8();
    const QByteArray title = d.title.toUtf8();
    const QByteArray source = d.source.toUtf8();
    const QByteArray contentHash = d.contentHash.toUtf8();
    const QByteArray language = d.language.toUtf8();
    const QByteArray now = writeTimeUtf8();
    insert.bind(1, externalId);
    insert.bind(2, title);
    insert.bind(3, source);
    insert.bind(4, contentHash);
    insert.bind(5, language);
    insert.bind(6, now);
    if (Status s = insert.exec(); !s)
        return s.error();
    if (insert.changes() == 1)
        return insert.lastInsertRowId();
    QSqlQuery& q = prepared(kCorpusUpdateDocument, [this] {
        return dialect().upsert(QStringLiteral("document"), kDocumentInsertColumns,
                                QStringLiteral("external_id"),
                                {QStringLiteral("title"), QStringLiteral("source"),
                                 QStringLiteral("content_hash"), QStringLiteral("language")});
    });
    q.addBindValue(notNull(d.externalId));
    q.addBindValue(notNull(d.title));
    q.addBindValue(notNull(d.source));
    q.addBindValue(notNull(d.contentHash));
    q.addBindValue(notNull(d.language));
    q.addBindValue(QString::fromUtf8(now));
    if (Status s = exec(q); !s)
        return s.error();
    return documentId(d.externalId);
}

Result<RowId> CorpusStore::documentId(const QString& externalId)
{
    QSqlQuery& q = prepared(kCorpusDocumentId,
                            [] { return QStringLiteral("SELECT id FROM document WHERE external_id = ?"); });
    q.addBindValue(externalId);
    return execOne(q, QStringLiteral("no document %1").arg(externalId),
                   [](const QSqlQuery& row) { return row.value(0).toLongLong(); });
}

Result<RowId> CorpusStore::ensureDocument(const QString& externalId)
{
    auto existing = documentId(externalId);
    if (existing || !existing.notFound())
        return existing;
    QSqlQuery& insert = prepared(kCorpusInsertDocumentStub, [] {
        return QStringLiteral("INSERT INTO document(external_id, created_at) VALUES (?, ?)");
    });
    insert.addBindValue(externalId);
    insert.addBindValue(writeTime());
    return execInsert(insert);
}

Result<RowId> CorpusStore::upsertChunk(const Chunk& c, const EncodedChunk* encoded)
{
    // The common case (a new chunk) costs one INSERT; only a conflict reads the old row.
    auto inserted = encoded ? insertChunk(c, *encoded) : insertChunk(c, encodeChunk(c.externalId, c.text));
    if (!inserted)
        return inserted.error();
    if (*inserted != 0)
        return *inserted;
    return updateExistingChunk(c);
}

Result<RowId> CorpusStore::insertChunk(const Chunk& c, const EncodedChunk& encoded)
{
    auto statement = bulk(kCorpusInsertChunk, [this] {
        return dialect().insertOrIgnore(QStringLiteral("chunk"),
                                        {QStringLiteral("document_id"), QStringLiteral("external_id"),
                                         QStringLiteral("ordinal"), QStringLiteral("text"),
                                         QStringLiteral("start_offset"), QStringLiteral("end_offset"),
                                         QStringLiteral("stub")},
                                        QStringLiteral("external_id"));
    });
    if (!statement)
        return statement.error();
    SqliteStatement& insert = **statement;
    insert.bind(1, c.documentId);
    insert.bind(2, encoded.externalId);
    insert.bind(3, qint64(c.ordinal));
    insert.bind(4, encoded.text);
    insert.bind(5, qint64(c.startOffset));
    insert.bind(6, qint64(c.endOffset));
    insert.bind(7, qint64(0));
    if (Status s = insert.exec(); !s)
        return s.error();
    if (insert.changes() != 1)
        return RowId(0);
    const RowId id = insert.lastInsertRowId();
    if (Status s = indexChunk(id, encoded.indexBody, encoded.indexCjk); !s)
        return s.error();
    return id;
}

Result<RowId> CorpusStore::updateExistingChunk(const Chunk& c)
{
    QSqlQuery& select = prepared(kCorpusSelectChunk, [] {
        return QStringLiteral(
            "SELECT id, text, stub, document_id, ordinal, start_offset, end_offset FROM chunk"
            " WHERE external_id = ?");
    });
    select.addBindValue(c.externalId);
    if (!select.exec() || !select.next())
        return queryError(select);
    const RowId id = select.value(0).toLongLong();
    const QString oldText = select.value(1).toString();
    const bool stub = select.value(2).toBool();
    const bool same = !stub && oldText == c.text && select.value(3).toLongLong() == c.documentId &&
                      select.value(4).toInt() == c.ordinal && select.value(5).toInt() == c.startOffset &&
                      select.value(6).toInt() == c.endOffset;
    select.finish();
    if (same)
        return id;
    QSqlQuery& update = prepared(kCorpusUpdateChunk, [] {
        return QStringLiteral("UPDATE chunk SET document_id = ?, ordinal = ?, text = ?, start_offset = ?,"
                              " end_offset = ?, stub = 0 WHERE id = ?");
    });
    update.addBindValue(c.documentId);
    update.addBindValue(c.ordinal);
    update.addBindValue(notNull(c.text));
    update.addBindValue(c.startOffset);
    update.addBindValue(c.endOffset);
    update.addBindValue(id);
    if (Status s = exec(update); !s)
        return s.error();
    if (stub || oldText != c.text) {
        if (!stub)
            if (Status s = unindexChunk(id, oldText); !s)
                return s.error();
        const text::IndexTexts index = text::indexTexts(c.text);
        if (Status s = indexChunk(id, index.body.toUtf8(), index.cjk.toUtf8()); !s)
            return s.error();
    }
    return id;
}

Result<RowId> CorpusStore::chunkId(const QString& externalId)
{
    QSqlQuery& q =
        prepared(kCorpusChunkId, [] { return QStringLiteral("SELECT id FROM chunk WHERE external_id = ?"); });
    q.addBindValue(externalId);
    return execOne(q, QStringLiteral("no chunk %1").arg(externalId),
                   [](const QSqlQuery& row) { return row.value(0).toLongLong(); });
}

Result<RowId> CorpusStore::ensureChunk(const QString& externalId)
{
    auto existing = chunkId(externalId);
    if (existing || !existing.notFound())
        return existing;
    const qsizetype hash = externalId.lastIndexOf(QLatin1Char('#'));
    auto documentId = ensureDocument(hash > 0 ? externalId.left(hash) : externalId);
    if (!documentId)
        return documentId.error();
    return insertChunkStub(*documentId, externalId);
}

Result<RowId> CorpusStore::insertChunkStub(RowId documentId, const QString& externalId)
{
    const qsizetype hash = externalId.lastIndexOf(QLatin1Char('#'));
    bool ordinalOk = false;
    const int ordinal = hash > 0 ? externalId.mid(hash + 1).toInt(&ordinalOk) : 0;
    QSqlQuery& q = prepared(kCorpusInsertChunkStub, [] {
        return QStringLiteral(
            "INSERT INTO chunk(document_id, external_id, ordinal, text, stub) VALUES (?, ?, ?, '', 1)");
    });
    q.addBindValue(documentId);
    q.addBindValue(externalId);
    q.addBindValue(ordinalOk ? ordinal : 0);
    return execInsert(q);
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
    QStringList rankedTerms, filterTerms;
    bool rank = true;
    if (mode == SearchMode::AnyTerm) {
        rankedTerms = rareTerms(terms, size);
    } else {
        // Words in at least half of the chunks have an idf of 1e-6 in FTS5's BM25: they decide
        // which chunks match, not their order, and walking their posting lists for bm25() is
        // what makes a search slow. Small corpora skip the look-ups: no word can be that common.
        for (const QString& term : terms) {
            const qint64 df = size >= 2 * kTermFrequencyFloor ? quotedTermFrequency(term) : -1;
            (df >= kTermFrequencyFloor && 2 * df >= size ? filterTerms : rankedTerms) << term;
        }
        if (rankedTerms.isEmpty()) {
            rankedTerms.swap(filterTerms);
            rank = false;
        }
    }
    if (dialect().isServer()) {
        bool windowed = false;
        auto ranked = ServerSearch(connection())
                          .rankedIds(rankedTerms, filterTerms, mode == SearchMode::AnyTerm, rank, limit,
                                     kRankWindow, &windowed);
        if (!ranked)
            return ranked.error();
        return hitsFor(*ranked, windowed, rank);
    }
    const QString match = mode == SearchMode::AnyTerm ? text::joinAnyTerms(rankedTerms)
                                                      : rankedTerms.join(QLatin1String(" AND "));
    const QString filter = filterTerms.join(QLatin1String(" AND "));
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
    if (Status done = exec(q); !done)
        return done.error();
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
    if (Status done = exec(bound); !done)
        return done.error();
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
    if (Status done = exec(q); !done)
        return done.error();
    QSqlQuery check = query();
    check.setForwardOnly(true);
    check.prepare(sql("SELECT 1 FROM chunk_fts WHERE chunk_fts MATCH ? AND rowid = ?"));
    while (ids.size() < limit && q.next()) {
        const RowId id = q.value(0).toLongLong();
        if (!mustAlsoMatch.isEmpty()) {
            check.bindValue(0, mustAlsoMatch);
            check.bindValue(1, id);
            if (Status done = exec(check); !done)
                return done.error();
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

// The one place that writes the full-text index: every chunk written above, and reindexAll().
Status CorpusStore::indexChunk(RowId id, QByteArrayView body, QByteArrayView cjk)
{
    auto statement = bulk(kCorpusIndexChunk, [this] { return dialect().indexChunk(); });
    if (!statement)
        return statement.error();
    SqliteStatement& index = **statement;
    index.bind(1, id);
    if (dialect().isServer()) {
        const ServerTerms terms = ServerTerms::of(QString::fromUtf8(body), QString::fromUtf8(cjk));
        index.bind(2, QByteArrayView(terms.tsvector));
        index.bind(3, terms.size);
        return index.exec();
    }
    index.bind(2, body);
    index.bind(3, cjk);
    return index.exec();
}

Status CorpusStore::unindexChunk(RowId id, const QString& oldText)
{
    // A contentless FTS5 table forgets a row only when given the text it was indexed with.
    QSqlQuery& q = prepared(kCorpusUnindexChunk, [this] { return dialect().unindexChunk(); });
    q.addBindValue(id);
    if (dialect().isServer())
        return exec(q);
    const text::IndexTexts index = text::indexTexts(oldText);
    q.addBindValue(index.body);
    q.addBindValue(index.cjk);
    return exec(q);
}

Status CorpusStore::reindexAll()
{
    QSqlQuery q = query();
    if (Status s = exec(q, dialect().clearChunkIndex()); !s)
        return s;
    QSqlQuery rows = query();
    rows.setForwardOnly(true);
    if (Status s = exec(rows, QStringLiteral("SELECT id, text FROM chunk WHERE stub = 0")); !s)
        return s;
    while (rows.next()) {
        const text::IndexTexts index = text::indexTexts(rows.value(1).toString());
        if (Status s = indexChunk(rows.value(0).toLongLong(), index.body.toUtf8(), index.cjk.toUtf8()); !s)
            return s;
    }
    return {};
}

} // namespace goldset::storage
