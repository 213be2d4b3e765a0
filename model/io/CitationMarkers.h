#pragma once

#include "domain/Citations.h"

#include <functional>

namespace goldset::io {

// An answer's statements and what each cites, read from markers in its text (goldset-run's
// `answer`): "[1]" or "[2, 3]" name retrieved chunks by their 1-based rank in the run's list,
// "[doc#12]" names a chunk by its id. The answer is split into sentences (after . ! ? and
// their CJK forms followed by a space or the end, and at line breaks); markers right after a
// sentence's end belong to that sentence, as in "… in 2019. [1] It …"; the markers are taken
// out of the statements' texts. A bracket is a marker only when every part of it is a number
// or a known chunk id ("[sic]" stays text); a number beyond the retrieved list cites "#n",
// which no retrieval has (flagged as not retrieved when judged).
class CitationMarkers
{
public:
    // `isKnownChunk`: whether a chunk of that id exists (retrieved ids are always known).
    CitationMarkers(QStringList retrieved, std::function<bool(const QString&)> isKnownChunk);

    // True when the text has at least one marker.
    bool hasMarkers(const QString& answer) const;
    // The statements of the answer (empty ones dropped), in order; ids not set.
    QList<Statement> statements(const QString& answer) const;
    // One cited item of a marker or of a `citations` list: a 1-based rank or a chunk id.
    QString resolveRank(qint64 rank) const;

private:
    struct Marker
    {
        qsizetype start = 0;
        qsizetype end = 0; // one past ']'
        QStringList ids;
    };
    QList<Marker> markers(const QString& text) const;

    QStringList m_retrieved;
    std::function<bool(const QString&)> m_isKnownChunk;
};

} // namespace goldset::io
