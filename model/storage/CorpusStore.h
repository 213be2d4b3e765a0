#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

namespace goldset::storage {

// Documents, their chunks, and the full-text index over chunks.
class CorpusStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // Inserts or updates by external id; returns the row id.
    Result<RowId> upsertDocument(const Document& document);
    // Inserts or updates by external id (text, offsets, ordinal); keeps the FTS index in step.
    Result<RowId> upsertChunk(const Chunk& chunk);
    // The chunk of that external id; creates a stub (no text yet) when it is unknown, under the
    // document named by the part before '#'. Qrels and runs may name chunks before the corpus
    // is imported; a later corpus import fills the stub in.
    Result<RowId> ensureChunk(const QString& externalId);

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
    // The chunks of the ids, best first (equal scores by external id), or as given for !ranks.
    Result<QList<Hit>> hitsFor(const QList<std::pair<RowId, double>>& ranked, bool windowed,
                               bool ranks) const;

    Status indexChunk(RowId id, const QString& text);
    Status unindexChunk(RowId id, const QString& oldText);
};

} // namespace goldset::storage
