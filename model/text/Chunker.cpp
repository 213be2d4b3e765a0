#include "text/Chunker.h"

#include <QTextBoundaryFinder>
#include <algorithm>

namespace goldset::text {
namespace {

struct Span
{
    int start;
    int end;
};

bool isHeadingLine(QStringView line)
{
    qsizetype i = 0;
    while (i < line.size() && i < 3 && line[i] == QLatin1Char(' '))
        ++i;
    qsizetype hashes = 0;
    while (i < line.size() && line[i] == QLatin1Char('#')) {
        ++i;
        ++hashes;
    }
    return hashes >= 1 && hashes <= 6 && (i == line.size() || line[i].isSpace());
}

// [start, end) without surrounding white space.
Span trimmed(const QString& text, int start, int end)
{
    while (start < end && text[start].isSpace())
        ++start;
    while (end > start && text[end - 1].isSpace())
        --end;
    return {start, end};
}

} // namespace

Chunker::Chunker(int chunkSize, int overlap)
    : m_chunkSize(std::max(chunkSize, 1)), m_overlap(std::max(overlap, 0))
{
}

QString Chunker::markdownTitle(const QString& documentText)
{
    qsizetype pos = 0;
    while (pos <= documentText.size()) {
        qsizetype eol = documentText.indexOf(QLatin1Char('\n'), pos);
        if (eol < 0)
            eol = documentText.size();
        const QStringView line = QStringView(documentText).mid(pos, eol - pos).trimmed();
        if (line.startsWith(u"# "))
            return line.mid(2).trimmed().toString();
        pos = eol + 1;
    }
    return {};
}

QList<ChunkSpan> Chunker::split(const QString& documentText) const
{
    QList<ChunkSpan> out;
    int paragraphStart = -1;
    int paragraphEnd = -1;
    const auto flush = [&] {
        if (paragraphStart >= 0) {
            const Span s = trimmed(documentText, paragraphStart, paragraphEnd);
            if (s.end > s.start)
                splitParagraph(documentText, s.start, s.end, out);
        }
        paragraphStart = -1;
    };
    int pos = 0;
    const int size = int(documentText.size());
    while (pos < size) {
        int eol = int(documentText.indexOf(QLatin1Char('\n'), pos));
        if (eol < 0)
            eol = size;
        const QStringView line = QStringView(documentText).mid(pos, eol - pos);
        if (line.trimmed().isEmpty() || isHeadingLine(line)) {
            flush();
        } else {
            if (paragraphStart < 0)
                paragraphStart = pos;
            paragraphEnd = eol;
        }
        pos = eol + 1;
    }
    flush();
    return out;
}

void Chunker::splitParagraph(const QString& text, int start, int end, QList<ChunkSpan>& out) const
{
    if (end - start <= m_chunkSize) {
        out.append({text.mid(start, end - start), start, end});
        return;
    }
    // Sentences of the paragraph, trimmed, as spans of the document text.
    QList<Span> sentences;
    const QString paragraph = text.mid(start, end - start);
    QTextBoundaryFinder finder(QTextBoundaryFinder::Sentence, paragraph);
    int previous = 0;
    while (finder.toNextBoundary() >= 0) {
        const int boundary = int(finder.position());
        const Span s = trimmed(text, start + previous, start + boundary);
        if (s.end > s.start)
            sentences.append(s);
        previous = boundary;
        if (boundary >= paragraph.size())
            break;
    }
    const int count = int(sentences.size());
    int first = 0;
    while (first < count) {
        if (sentences[first].end - sentences[first].start > m_chunkSize) {
            cutLongSentence(text, sentences[first].start, sentences[first].end, out);
            ++first;
            continue;
        }
        int last = first;
        while (last + 1 < count && sentences[last + 1].end - sentences[first].start <= m_chunkSize)
            ++last;
        const int chunkStart = sentences[first].start;
        const int chunkEnd = sentences[last].end;
        out.append({text.mid(chunkStart, chunkEnd - chunkStart), chunkStart, chunkEnd});
        if (last + 1 >= count)
            break;
        // Repeat up to m_overlap sentences, as many as still leave room for the next one.
        int next = std::max(first + 1, last + 1 - m_overlap);
        while (next <= last && sentences[last + 1].end - sentences[next].start > m_chunkSize)
            ++next;
        first = next;
    }
}

void Chunker::cutLongSentence(const QString& text, int start, int end, QList<ChunkSpan>& out) const
{
    while (start < end) {
        int cut = std::min(end, start + m_chunkSize);
        if (cut < end) {
            int space = cut;
            while (space > start + m_chunkSize / 2 && !text[space].isSpace())
                --space;
            if (space > start + m_chunkSize / 2)
                cut = space;
        }
        const Span s = trimmed(text, start, cut);
        if (s.end > s.start)
            out.append({text.mid(s.start, s.end - s.start), s.start, s.end});
        start = cut;
    }
}

} // namespace goldset::text
