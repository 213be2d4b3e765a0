#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QByteArrayView>
#include <QHash>
#include <functional>

namespace goldset::storage {

// A chunk's strings in UTF-8, as SQLite stores them, and its text as the FTS index sees it:
// made off the writing thread (io::CorpusJsonlReader), so that writing a chunk only binds.
struct EncodedChunk
{
    QByteArray externalId;
    QByteArray text;
    QByteArray indexBody;
    QByteArray indexCjk;
    QString documentLanguage; // guessed for a document's first chunk (null: not guessed)
};
EncodedChunk encodeChunk(const QString& externalId, const QString& text);

// Documents, their chunks, and the full-text index over chunks: the only writer of the tables
// document, chunk and chunk_fts, for edits and imports alike (ImportWriter calls these).
class CorpusStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // Inserts by external id, or updates title/source/hash/language when one differs (an
    // unchanged document is left untouched); returns the row id.
    Result<RowId> upsertDocument(const Document& document);
    // The document of that external id, created empty (a stub) when missing.
    Result<RowId> ensureDocument(const QString& externalId);
    // Inserts, or updates text/offsets/ordinal (filling a stub) when one differs; keeps the
    // FTS index in step. `encoded`: the chunk's strings as encodeChunk() gives them, when the
    // caller made them (a bulk import, off its writing thread); made here otherwise.
    Result<RowId> upsertChunk(const Chunk& chunk, const EncodedChunk* encoded = nullptr);
    // The chunk of that external id; creates a stub (no text yet) when it is unknown, under the
    // document named by the part before the last '#'. Qrels and runs may name chunks before the
    // corpus is imported; a later corpus import fills the stub in.
    Result<RowId> ensureChunk(const QString& externalId);
    // A stub chunk under that document (its ordinal from the part after the last '#').
    Result<RowId> insertChunkStub(RowId documentId, const QString& externalId);
    // Row ids by external id; Result::notFound() when there is none.
    Result<RowId> documentId(const QString& externalId);
    Result<RowId> chunkId(const QString& externalId);

    std::optional<Document> documentById(RowId id) const;
    std::optional<Document> documentByExternalId(const QString& externalId) const;
    std::optional<Chunk> chunkById(RowId id) const;
    std::optional<Chunk> chunkByExternalId(const QString& externalId) const;

    qint64 documentCount() const;
    QList<Document> documents(qint64 offset = 0, qint64 limit = -1) const;
    QList<Chunk> chunksOfDocument(RowId documentId) const;
    // Chunks around an ordinal in the same document, for showing context.
    QList<Chunk> neighbours(RowId chunkId, int before, int after) const;

    // Ranked full-text search (BM25); scores are "higher is better". AllTerms finds chunks with
    // every term (a search box); AnyTerm ranks chunks with any of them (a question's words),
    // leaving out words that most chunks contain.
    //
    // At scale, two shortcuts keep a search within tens of milliseconds (FTS5's bm25() costs
    // about a microsecond per matching chunk and walks each term's whole posting list once):
    // - a word in at least half of the chunks scores nothing in BM25 (FTS5's idf is then 1e-6),
    //   so an AllTerms search ranks by the other words and only checks that hits contain it;
    //   when every word is that common, hits come in corpus order with score 0;
    // - when the ranked words match more than kRankWindow chunks, only the first kRankWindow of
    //   them (in corpus order) are ranked. Hit::windowed says so.
    enum class SearchMode
    {
        AllTerms,
        AnyTerm
    };
    struct Hit
    {
        Chunk chunk;
        double score = 0;
        QString documentTitle;
        bool windowed = false; // ranked among the first kRankWindow matches only
    };
    Result<QList<Hit>> search(const QString& queryText, int limit,
                              SearchMode mode = SearchMode::AllTerms) const;

    Status reindexAll();

    // The document frequencies of the index's common terms (table term_df: terms in at least
    // kTermFrequencyFloor chunks), read again from the index when the number of chunks has
    // changed by more than 1/20 since they were last read, or always when `force`. Searches call
    // it too; imports call it at their end so that the first search after a big import is quick.
    Status refreshTermFrequencies(bool force = false) const;
    // The same table from counts made elsewhere (a project copy counts the terms it sends):
    // `chunksWithTerm` maps a term, as the index stores it (UTF-8), to its number of chunks.
    Status setTermFrequencies(const QHash<QByteArray, qint64>& chunksWithTerm) const;
    // A term's document frequency as the last refresh saw it (0 when below the floor).
    qint64 termFrequency(const QString& term) const;

    static constexpr qint64 kTermFrequencyFloor = 1000;
    static constexpr int kRankWindow = 10000;

private:
    // A word in more than this share of the chunks (and more than the floor) is left out of an
    // AnyTerm search, unless every word is that common; then the rarest one is kept.
    static constexpr qint64 kCommonTermShare = 20; // 1/20 = 5%
    static constexpr qint64 kCommonTermFloor = 2000;
    QStringList rareTerms(const QStringList& terms, qint64 corpusSize) const;
    qint64 corpusSize() const;
    // The document frequency of a single-token term ("word" or "客服"), -1 for a phrase or prefix.
    qint64 quotedTermFrequency(const QString& quotedTerm) const;
    // Ranked chunk ids for an FTS5 expression; `mustAlsoMatch` (may be empty) filters the hits.
    Result<QList<std::pair<RowId, double>>> rankedIds(const QString& match, const QString& mustAlsoMatch,
                                                      int limit, bool* windowed) const;
    // The first `limit` matches in corpus order, score 0 (every term in half of the chunks).
    Result<QList<std::pair<RowId, double>>> firstIds(const QString& match, int limit) const;
    bool termFrequenciesFresh(qint64 corpusSize) const;
    // Empties term_df, lets `fill` insert the new rows, records the size they are fresh for.
    Status replaceTermFrequencies(qint64 size, const std::function<Status(QSqlQuery&)>& fill) const;
    // The chunks of the ids, best first (equal scores by external id), or as given for !ranks.
    Result<QList<Hit>> hitsFor(const QList<std::pair<RowId, double>>& ranked, bool windowed,
                               bool ranks) const;

    // 0 when a chunk of that external id exists already.
    Result<RowId> insertChunk(const Chunk& chunk, const EncodedChunk& encoded);
    Result<RowId> updateExistingChunk(const Chunk& chunk);
    Status indexChunk(RowId id, QByteArrayView body, QByteArrayView cjk);
    Status unindexChunk(RowId id, const QString& oldText);
};

} // namespace goldset::storage
