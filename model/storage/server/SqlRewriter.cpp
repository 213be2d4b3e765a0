#include "storage/server/SqlRewriter.h"

#include <QList>

namespace goldset::storage {
namespace {

struct Token
{
    enum Kind
    {
        Space,
        Word,
        Literal, // a string, a quoted name or a number: copied as it is
        Punct
    };
    Kind kind;
    QString text;
    bool is(const char* word) const
    {
        return kind == Word && text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
    }
    bool isPunct(char c) const { return kind == Punct && text == QLatin1Char(c); }
};

using Tokens = QList<Token>;

Tokens tokenize(const QString& sql)
{
    Tokens tokens;
    const qsizetype n = sql.size();
    for (qsizetype i = 0; i < n;) {
        const QChar c = sql[i];
        qsizetype j = i + 1;
        Token::Kind kind = Token::Punct;
        if (c.isSpace()) {
            while (j < n && sql[j].isSpace())
                ++j;
            kind = Token::Space;
        } else if (c == QLatin1Char('-') && j < n && sql[j] == QLatin1Char('-')) {
            while (j < n && sql[j] != QLatin1Char('\n'))
                ++j;
            kind = Token::Space;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            // A doubled quote stays inside the literal.
            while (j < n) {
                if (sql[j] == c) {
                    if (j + 1 < n && sql[j + 1] == c) {
                        j += 2;
                        continue;
                    }
                    ++j;
                    break;
                }
                ++j;
            }
            kind = Token::Literal;
        } else if (c.isLetter() || c == QLatin1Char('_')) {
            while (j < n && (sql[j].isLetterOrNumber() || sql[j] == QLatin1Char('_')))
                ++j;
            kind = Token::Word;
        } else if (c.isDigit()) {
            while (j < n && (sql[j].isLetterOrNumber() || sql[j] == QLatin1Char('.')))
                ++j;
            kind = Token::Literal;
        }
        tokens.append({kind, sql.mid(i, j - i)});
        i = j;
    }
    return tokens;
}

qsizetype nextSignificant(const Tokens& t, qsizetype i)
{
    for (++i; i < t.size(); ++i)
        if (t[i].kind != Token::Space)
            return i;
    return t.size();
}

qsizetype matchingParen(const Tokens& t, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < t.size(); ++i) {
        if (t[i].isPunct('('))
            ++depth;
        else if (t[i].isPunct(')') && --depth == 0)
            return i;
    }
    return t.size() - 1;
}

int topLevelCommas(const Tokens& t, qsizetype open, qsizetype close)
{
    int depth = 0, commas = 0;
    for (qsizetype i = open + 1; i < close; ++i) {
        if (t[i].isPunct('('))
            ++depth;
        else if (t[i].isPunct(')'))
            --depth;
        else if (depth == 0 && t[i].isPunct(','))
            ++commas;
    }
    return commas;
}

// Removes a token and the space after it.
void drop(Tokens& t, qsizetype i)
{
    t[i].text.clear();
    if (i + 1 < t.size() && t[i + 1].kind == Token::Space)
        t[i + 1].text.clear();
}

QString join(const Tokens& t)
{
    QString out;
    for (const Token& token : t)
        out += token.text;
    return out;
}

void renameFunctions(Tokens& t)
{
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (t[i].kind != Token::Word)
            continue;
        const qsizetype open = nextSignificant(t, i);
        if (open >= t.size() || !t[open].isPunct('('))
            continue;
        if (t[i].is("ifnull")) {
            t[i].text = QStringLiteral("coalesce");
        } else if (t[i].is("instr")) {
            t[i].text = QStringLiteral("strpos");
        } else if (t[i].is("char")) {
            t[i].text = QStringLiteral("chr");
        } else if (t[i].is("total")) {
            const qsizetype close = matchingParen(t, open);
            t[close].text = QStringLiteral("), 0)");
            t[i].text = QStringLiteral("coalesce(sum");
        } else if (t[i].is("max") || t[i].is("min")) {
            const qsizetype close = matchingParen(t, open);
            if (topLevelCommas(t, open, close) > 0)
                t[i].text = t[i].is("max") ? QStringLiteral("greatest") : QStringLiteral("least");
        }
    }
}

// SQLite's IS / IS NOT compare any two values, NULLs included.
void nullSafeComparisons(Tokens& t)
{
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (!t[i].is("is"))
            continue;
        const qsizetype next = nextSignificant(t, i);
        if (next >= t.size())
            break;
        const Token& n = t[next];
        if (n.is("null") || n.is("distinct") || n.is("true") || n.is("false"))
            continue;
        if (n.is("not")) {
            const qsizetype after = nextSignificant(t, next);
            if (after < t.size() && (t[after].is("null") || t[after].is("distinct") || t[after].is("true") ||
                                     t[after].is("false")))
                continue;
            t[i].text = QStringLiteral("IS DISTINCT FROM");
            drop(t, next);
            continue;
        }
        t[i].text = QStringLiteral("IS NOT DISTINCT FROM");
    }
}

void typesAndOperators(Tokens& t)
{
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (t[i].is("like")) {
            t[i].text = QStringLiteral("ILIKE");
        } else if (t[i].is("limit")) {
            // SQLite reads a negative limit as none (the stores' default -1); PostgreSQL refuses
            // it and reads NULL as none.
            const qsizetype next = nextSignificant(t, i);
            if (next < t.size() && t[next].isPunct('?'))
                t[next].text = QStringLiteral("nullif(greatest(?, -1::bigint), -1::bigint)");
        } else if (t[i].is("as")) {
            const qsizetype next = nextSignificant(t, i);
            if (next >= t.size())
                continue;
            if (t[next].is("real"))
                t[next].text = QStringLiteral("DOUBLE PRECISION");
            else if (t[next].is("integer"))
                t[next].text = QStringLiteral("BIGINT");
            else if (t[next].is("blob"))
                t[next].text = QStringLiteral("BYTEA");
        }
    }
}

// ORDER BY items get SQLite's NULL placement (first when ascending).
void nullOrdering(Tokens& t)
{
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (!t[i].is("order"))
            continue;
        const qsizetype by = nextSignificant(t, i);
        if (by >= t.size() || !t[by].is("by"))
            continue;
        int depth = 0;
        qsizetype last = -1; // the last significant token of the current item
        auto finishItem = [&] {
            if (last < 0)
                return;
            bool hasNulls = false;
            for (qsizetype k = by; k <= last; ++k)
                hasNulls = hasNulls || t[k].is("nulls");
            if (!hasNulls)
                t[last].text +=
                    t[last].is("desc") ? QStringLiteral(" NULLS LAST") : QStringLiteral(" NULLS FIRST");
            last = -1;
        };
        qsizetype k = by + 1;
        for (; k < t.size(); ++k) {
            const Token& token = t[k];
            if (token.isPunct('(')) {
                ++depth;
            } else if (token.isPunct(')')) {
                if (depth == 0)
                    break;
                --depth;
            } else if (depth == 0 && (token.isPunct(',') || token.isPunct(';'))) {
                finishItem();
                if (token.isPunct(';'))
                    break;
                continue;
            } else if (depth == 0 && (token.is("limit") || token.is("offset") || token.is("union") ||
                                      token.is("except") || token.is("intersect") || token.is("returning"))) {
                break;
            }
            if (token.kind != Token::Space)
                last = k;
        }
        finishItem();
        i = k - 1;
    }
}

// SQLite numbers a row whose rowid alias is inserted as NULL; an identity column refuses NULL.
// The `item`-th value of the VALUES list at `open`, when it is a parameter, takes the next
// number when it is bound to NULL.
void numberWhenNull(Tokens& t, qsizetype open, qsizetype item, const QString& table)
{
    if (open >= t.size() || !t[open].isPunct('('))
        return;
    int depth = 0;
    qsizetype index = 0;
    for (qsizetype i = open + 1; i < t.size(); ++i) {
        if (t[i].isPunct('(')) {
            ++depth;
        } else if (t[i].isPunct(')')) {
            if (depth-- == 0)
                return;
        } else if (depth == 0 && t[i].isPunct(',')) {
            ++index;
        } else if (depth == 0 && index == item && t[i].isPunct('?')) {
            t[i].text =
                QStringLiteral("coalesce(CAST(? AS BIGINT), nextval(pg_get_serial_sequence('%1', 'id')))")
                    .arg(table);
            return;
        }
    }
}

} // namespace

SqlRewriter::Rewritten SqlRewriter::rewrite(const QString& sqliteSql) const
{
    Tokens t = tokenize(sqliteSql);
    const qsizetype first = t.isEmpty() || t[0].kind != Token::Space ? 0 : nextSignificant(t, 0);
    if (first >= t.size())
        return {sqliteSql};
    if (t[first].is("pragma"))
        return {QStringLiteral("SELECT NULL WHERE FALSE")};
    if (t[first].is("begin"))
        return {QStringLiteral("BEGIN")};

    enum class OnConflict
    {
        None,
        Ignore,
        Replace
    } onConflict = OnConflict::None;
    QString table;
    QStringList insertedColumns;
    bool insertValues = false;
    if (t[first].is("insert")) {
        const qsizetype orToken = nextSignificant(t, first);
        if (orToken < t.size() && t[orToken].is("or")) {
            const qsizetype what = nextSignificant(t, orToken);
            onConflict = what < t.size() && t[what].is("replace") ? OnConflict::Replace : OnConflict::Ignore;
            drop(t, orToken);
            if (what < t.size())
                drop(t, what);
        }
        for (qsizetype i = first; i < t.size(); ++i) {
            if (!t[i].is("into"))
                continue;
            const qsizetype name = nextSignificant(t, i);
            if (name < t.size())
                table = t[name].text.toLower();
            const qsizetype open = nextSignificant(t, name);
            if (open < t.size() && t[open].isPunct('(')) {
                const qsizetype close = matchingParen(t, open);
                for (qsizetype k = open + 1; k < close; ++k)
                    if (t[k].kind == Token::Word)
                        insertedColumns << t[k].text.toLower();
                const qsizetype values = nextSignificant(t, close);
                insertValues = values < t.size() && t[values].is("values");
                const qsizetype idColumn = insertedColumns.indexOf(QStringLiteral("id"));
                if (insertValues && idColumn >= 0 && m_schema.tablesWithId.contains(table))
                    numberWhenNull(t, nextSignificant(t, values), idColumn, table);
            }
            break;
        }
    }

    renameFunctions(t);
    nullSafeComparisons(t);
    typesAndOperators(t);
    nullOrdering(t);

    Rewritten out;
    out.sql = join(t).trimmed();
    if (out.sql.endsWith(QLatin1Char(';')))
        out.sql.chop(1);
    if (onConflict == OnConflict::Ignore) {
        out.sql += QStringLiteral(" ON CONFLICT DO NOTHING");
    } else if (onConflict == OnConflict::Replace) {
        const QStringList key = m_schema.primaryKeys.value(table);
        QStringList sets;
        for (const QString& column : insertedColumns)
            if (!key.contains(column))
                sets << column + QStringLiteral(" = EXCLUDED.") + column;
        out.sql += QStringLiteral(" ON CONFLICT (%1) ").arg(key.join(QStringLiteral(", "))) +
                   (sets.isEmpty() ? QStringLiteral("DO NOTHING")
                                   : QStringLiteral("DO UPDATE SET ") + sets.join(QStringLiteral(", ")));
    }
    const bool hasReturning =
        std::any_of(t.cbegin(), t.cend(), [](const Token& token) { return token.is("returning"); });
    if (insertValues && !hasReturning && m_schema.tablesWithId.contains(table)) {
        out.sql += QStringLiteral(" RETURNING id");
        out.returnsId = true;
    }
    return out;
}

} // namespace goldset::storage
