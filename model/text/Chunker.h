#pragma once

#include <QList>
#include <QString>

namespace goldset::text {

// One chunk of a document: its text and where it sits in the document text.
struct ChunkSpan
{
    QString text;
    int start = 0; // offset of the first character in the document text
    int end = 0;   // offset one past the last character
};

// Splits a document into chunks. The rule (README, "Chunking"):
// - paragraphs are blocks separated by blank lines; Markdown heading lines (`#`, `##`, ...)
//   are never part of a chunk (they separate paragraphs like a blank line);
// - a paragraph that fits `chunkSize` characters is exactly one chunk;
// - a longer paragraph is split at sentence boundaries (QTextBoundaryFinder::Sentence, so
//   German, Chinese and Japanese split properly) into chunks of at most `chunkSize`
//   characters, each repeating the last `overlap` sentences of the previous one; a single
//   sentence longer than `chunkSize` is cut at the last space (or hard) before the limit.
// Chunk texts are the trimmed paragraph text, offsets point into `documentText`.
class Chunker
{
public:
    Chunker(int chunkSize = 800, int overlap = 0);

    QList<ChunkSpan> split(const QString& documentText) const;

    // The text of the first `# ` heading of Markdown text, or an empty string.
    static QString markdownTitle(const QString& documentText);

private:
    void splitParagraph(const QString& documentText, int start, int end, QList<ChunkSpan>& out) const;
    void cutLongSentence(const QString& documentText, int start, int end, QList<ChunkSpan>& out) const;

    int m_chunkSize;
    int m_overlap;
};

} // namespace goldset::text
