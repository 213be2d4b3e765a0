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
    };
    Result<QList<Hit>> search(const QString& queryText, int limit,
                              SearchMode mode = SearchMode::AllTerms) const;

    Status reindexAll();

private:
    // A word in more than this share of the chunks (and more than the floor) is left out of an
    // AnyTerm search, unless every word is that common; then the rarest one is kept.
    static constexpr qint64 kCommonTermShare = 20; // 1/20 = 5%
    static constexpr qint64 kCommonTermFloor = 2000;
    QStringList rareTerms(const QStringList& terms) const;

    Status indexChunk(RowId id, const QString& text);
    Status unindexChunk(RowId id, const QString& oldText);
};

} // namespace goldset::storage
