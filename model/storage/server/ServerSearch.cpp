#include "storage/server/ServerSearch.h"

#include "storage/server/ServerTerms.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <cmath>

namespace goldset::storage {
namespace {

Error queryError(const QSqlQuery& q)
{
    return makeError(q.lastError().text().isEmpty() ? QStringLiteral("database error")
                                                    : q.lastError().text());
}

QList<int> positionsOf(const QString& text)
{
    QList<int> out;
    for (const QString& p : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << p.toInt();
    return out;
}

// How often the phrase `lexemes` occurs, given each lexeme's positions in the row.
int phraseCount(const QStringList& lexemes, const QHash<QString, QList<int>>& positions)
{
    if (lexemes.isEmpty())
        return 0;
    const QList<int> first = positions.value(lexemes[0]);
    int count = 0;
    for (int start : first) {
        bool all = true;
        for (qsizetype k = 1; k < lexemes.size() && all; ++k)
            all = positions.value(lexemes[k]).contains(start + int(k));
        count += all ? 1 : 0;
    }
    return count;
}

} // namespace

Result<qint64> ServerSearch::count(const QString& tsquery) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT count(*) FROM chunk_fts WHERE terms @@ CAST(? AS tsquery)"));
    q.addBindValue(tsquery);
    if (!q.exec() || !q.next())
        return queryError(q);
    return q.value(0).toLongLong();
}

Result<QList<std::pair<RowId, double>>> ServerSearch::rankedIds(const QStringList& rankedTerms,
                                                                const QStringList& filterTerms, bool anyTerm,
                                                                bool rank, int limit, int window,
                                                                bool* windowed) const
{
    *windowed = false;
    QStringList rankedQueries, filterQueries, lexemes;
    QList<QStringList> termLexemes;
    for (const QString& term : rankedTerms) {
        const QString tsquery = ServerTerms::tsquery(term);
        if (tsquery.isEmpty())
            continue;
        rankedQueries << tsquery;
        termLexemes << ServerTerms::lexemes(term);
        lexemes << termLexemes.constLast();
    }
    for (const QString& term : filterTerms)
        if (const QString tsquery = ServerTerms::tsquery(term); !tsquery.isEmpty())
            filterQueries << tsquery;
    if (rankedQueries.isEmpty())
        return QList<std::pair<RowId, double>>{};
    QString match = rankedQueries.join(anyTerm ? QLatin1String(" | ") : QLatin1String(" & "));
    if (!filterQueries.isEmpty())
        match = QLatin1Char('(') + match + QStringLiteral(") & ") + filterQueries.join(QLatin1String(" & "));

    QList<std::pair<RowId, double>> out;
    if (!rank) {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        q.prepare(QStringLiteral(
            "SELECT rowid FROM chunk_fts WHERE terms @@ CAST(? AS tsquery) ORDER BY rowid LIMIT ?"));
        q.addBindValue(match);
        q.addBindValue(limit);
        if (!q.exec())
            return queryError(q);
        while (q.next())
            out.append({q.value(0).toLongLong(), 0.0});
        return out;
    }

    // What bm25() reads: the rows, their lengths, and each term's number of matching rows.
    QSqlQuery totals(m_db);
    if (!totals.exec(QStringLiteral("SELECT count(*), coalesce(sum(size), 0) FROM chunk_fts")) ||
        !totals.next())
        return queryError(totals);
    const double rows = totals.value(0).toDouble();
    const double averageSize = rows > 0 ? totals.value(1).toDouble() / rows : 1.0;
    QList<double> idf;
    for (const QString& tsquery : rankedQueries) {
        auto hits = count(tsquery);
        if (!hits)
            return hits.error();
        double value = std::log((rows - double(*hits) + 0.5) / (double(*hits) + 0.5));
        idf << (value <= 0.0 ? 1e-6 : value);
    }

    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT f.rowid, f.size, u.lexeme, array_to_string(u.positions, ',')"
                       " FROM (SELECT rowid, size, terms FROM chunk_fts WHERE terms @@ CAST(? AS tsquery)"
                       " ORDER BY rowid LIMIT ?) f, unnest(f.terms) u"
                       " WHERE u.lexeme = ANY (string_to_array(?, chr(1))) ORDER BY f.rowid"));
    q.addBindValue(match);
    q.addBindValue(window + 1);
    q.addBindValue(lexemes.join(QChar(1)));
    if (!q.exec())
        return queryError(q);
    constexpr double k1 = 1.2, b = 0.75;
    QList<std::pair<RowId, double>> scored;
    RowId current = -1;
    double size = 0;
    QHash<QString, QList<int>> positions;
    auto finishRow = [&] {
        if (current < 0)
            return;
        double score = 0;
        for (qsizetype i = 0; i < termLexemes.size(); ++i) {
            const double tf = phraseCount(termLexemes[i], positions);
            score += idf[i] * (tf * (k1 + 1)) / (tf + k1 * (1 - b + b * size / averageSize));
        }
        scored.append({current, score});
        positions.clear();
    };
    while (q.next()) {
        const RowId id = q.value(0).toLongLong();
        if (id != current) {
            finishRow();
            current = id;
            size = q.value(1).toDouble();
        }
        positions.insert(q.value(2).toString(), positionsOf(q.value(3).toString()));
    }
    finishRow();
    if (scored.size() > window) {
        scored.resize(window);
        *windowed = true;
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& c) { return a.second > c.second; });
    if (scored.size() > limit)
        scored.resize(limit);
    return scored;
}

} // namespace goldset::storage
