#include "io/CitationMarkers.h"

#include <QRegularExpression>

namespace goldset::io {
namespace {

bool isSentenceEnd(QChar c)
{
    return c == u'.' || c == u'!' || c == u'?' || c == u'\u3002' || c == u'\uff01' || c == u'\uff1f';
}

bool isCjkSentenceEnd(QChar c)
{
    return c == u'\u3002' || c == u'\uff01' || c == u'\uff1f';
}

// A statement's text without its markers: spaces collapsed, none left before punctuation.
QString cleanedStatement(QString text)
{
    text = text.simplified();
    static const QRegularExpression spaceBeforePunctuation(QStringLiteral("\\s+([.,;:!?\u3002\uff01\uff1f])"));
    text.replace(spaceBeforePunctuation, QStringLiteral("\\1"));
    return text.trimmed();
}

} // namespace

CitationMarkers::CitationMarkers(QStringList retrieved, std::function<bool(const QString&)> isKnownChunk)
    : m_retrieved(std::move(retrieved)), m_isKnownChunk(std::move(isKnownChunk))
{
}

QString CitationMarkers::resolveRank(qint64 rank) const
{
    if (rank >= 1 && rank <= m_retrieved.size())
        return m_retrieved.at(static_cast<qsizetype>(rank - 1));
    return QStringLiteral("#%1").arg(rank);
}

QList<CitationMarkers::Marker> CitationMarkers::markers(const QString& text) const
{
    static const QRegularExpression bracket(QStringLiteral("\\[([^\\[\\]\\n]{1,300})\\]"));
    static const QRegularExpression separator(QStringLiteral("[,;]"));
    QList<Marker> result;
    auto it = bracket.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        Marker marker;
        marker.start = match.capturedStart(0);
        marker.end = match.capturedEnd(0);
        bool valid = true;
        for (const QString& raw : match.captured(1).split(separator)) {
            const QString part = raw.trimmed();
            bool isNumber = false;
            const qint64 rank = part.toLongLong(&isNumber);
            if (isNumber && !part.startsWith(u'+') && !part.startsWith(u'-')) {
                marker.ids.append(resolveRank(rank));
            } else if (!part.isEmpty() && (m_retrieved.contains(part) || (m_isKnownChunk && m_isKnownChunk(part)))) {
                marker.ids.append(part);
            } else {
                valid = false;
                break;
            }
        }
        if (valid)
            result.append(marker);
    }
    return result;
}

bool CitationMarkers::hasMarkers(const QString& answer) const
{
    return !markers(answer).isEmpty();
}

QList<Statement> CitationMarkers::statements(const QString& answer) const
{
    const QList<Marker> found = markers(answer);
    // Sentence ends: after an end mark followed by a space or the end (a CJK mark needs no
    // space), extended over the spaces and markers that follow; and at line breaks.
    QList<qsizetype> ends;
    qsizetype markerIndex = 0;
    const qsizetype n = answer.size();
    for (qsizetype i = 0; i < n; ++i) {
        while (markerIndex < found.size() && found[markerIndex].end <= i)
            ++markerIndex;
        if (markerIndex < found.size() && found[markerIndex].start <= i) {
            i = found[markerIndex].end - 1; // inside a marker: no sentence end there
            continue;
        }
        const QChar c = answer.at(i);
        if (c == u'\n') {
            ends.append(i + 1);
            continue;
        }
        if (!isSentenceEnd(c))
            continue;
        const bool atEnd = i + 1 >= n;
        if (!atEnd && !isCjkSentenceEnd(c) && !answer.at(i + 1).isSpace() && answer.at(i + 1) != u'[')
            continue;
        qsizetype end = i + 1;
        // Take the markers (and spaces between) that follow the end mark.
        qsizetype next = markerIndex;
        while (true) {
            qsizetype j = end;
            while (j < n && answer.at(j).isSpace() && answer.at(j) != u'\n')
                ++j;
            if (next < found.size() && found[next].start == j) {
                end = found[next].end;
                ++next;
                continue;
            }
            break;
        }
        if (end < n && !answer.at(end).isSpace() && !isCjkSentenceEnd(c))
            continue; // "e.g.x": not an end after all
        ends.append(end);
        i = end - 1;
    }
    if (ends.isEmpty() || ends.constLast() < n)
        ends.append(n);

    QList<Statement> result;
    qsizetype start = 0;
    qsizetype m = 0;
    for (const qsizetype end : ends) {
        Statement statement;
        QString text;
        qsizetype pos = start;
        while (m < found.size() && found[m].start < start)
            ++m;
        while (m < found.size() && found[m].end <= end) {
            text += answer.mid(pos, found[m].start - pos);
            for (const QString& id : found[m].ids)
                if (!statement.citations.contains(id))
                    statement.citations.append(id);
            pos = found[m].end;
            ++m;
        }
        text += answer.mid(pos, end - pos);
        statement.text = cleanedStatement(text);
        start = end;
        if (statement.text.isEmpty() || (statement.text.size() == 1 && isSentenceEnd(statement.text.at(0)))) {
            // Markers alone on a line: they belong to the statement before.
            if (!result.isEmpty())
                for (const QString& id : std::as_const(statement.citations))
                    if (!result.last().citations.contains(id))
                        result.last().citations.append(id);
            continue;
        }
        statement.ordinal = static_cast<int>(result.size());
        result.append(statement);
    }
    return result;
}

} // namespace goldset::io
