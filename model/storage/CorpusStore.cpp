#include "storage/CorpusStore.h"

#include "storage/Project.h"
#include "text/SearchText.h"

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
    QList<Hit> hits;
    const QString match = mode == SearchMode::AnyTerm
                              ? text::joinAnyTerms(rareTerms(text::matchTerms(queryText)))
                              : text::matchExpression(queryText);
    if (match.isEmpty() || limit <= 0)
        return hits;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    // Rank and cut inside the FTS table first, then join only the kept rows: joining every match
    // before sorting would read the text of every chunk with a common word.
    q.prepare(sql("SELECT %1, m.score, d.title FROM (SELECT rowid AS id, -bm25(chunk_fts) AS score"
                  " FROM chunk_fts WHERE chunk_fts MATCH ? ORDER BY bm25(chunk_fts) LIMIT ?) m"
                  " CROSS JOIN chunk c ON c.id = m.id JOIN document d ON d.id = c.document_id"
                  " ORDER BY m.score DESC, c.external_id")
                  .arg(QLatin1String(kChunkColumns)));
    q.addBindValue(match);
    q.addBindValue(limit);
    if (!q.exec())
        return queryError(q);
    while (q.next()) {
        Hit hit;
        hit.chunk = chunkFrom(q);
        hit.score = q.value(8).toDouble();
        hit.documentTitle = q.value(9).toString();
        hits.append(hit);
    }
    return hits;
}

QStringList CorpusStore::rareTerms(const QStringList& terms) const
{
    if (terms.size() < 2)
        return terms;
    // The chunk ids grow from 1: the largest is the corpus size closely enough, and free to read.
    QSqlQuery size = query();
    if (!size.exec(sql("SELECT coalesce(max(id), 0) FROM chunk")) || !size.next())
        return terms;
    const qint64 common = std::max<qint64>(kCommonTermFloor, size.value(0).toLongLong() / kCommonTermShare);
    QSqlQuery frequency = query();
    frequency.prepare(sql("SELECT doc FROM chunk_fts_vocab WHERE term = ?"));
    QStringList kept;
    QString rarest;
    qint64 rarestCount = -1;
    for (const QString& term : terms) {
        // Quoted single words only; CJK bigram phrases and prefixes are kept as they are.
        const QString word = term.mid(1, term.size() - 2);
        if (!term.endsWith(QLatin1Char('"')) || word.contains(QLatin1Char(' '))) {
            kept << term;
            continue;
        }
        frequency.bindValue(0, word.toLower());
        qint64 documents = 0;
        if (frequency.exec() && frequency.next())
            documents = frequency.value(0).toLongLong();
        frequency.finish();
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
    q.prepare(sql("INSERT INTO chunk_fts(rowid, body) VALUES (?, ?)"));
    q.addBindValue(id);
    q.addBindValue(text::indexableText(text));
    if (!q.exec())
        return queryError(q);
    return {};
}

Status CorpusStore::unindexChunk(RowId id, const QString& oldText)
{
    // A contentless FTS5 table forgets a row only when given the text it was indexed with.
    QSqlQuery q = query();
    q.prepare(sql("INSERT INTO chunk_fts(chunk_fts, rowid, body) VALUES ('delete', ?, ?)"));
    q.addBindValue(id);
    q.addBindValue(text::indexableText(oldText));
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
