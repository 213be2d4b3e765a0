#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/LineReader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <cmath>

namespace goldset::io {
namespace {

// Whitespace-separated fields of a line, with their 1-based columns.
struct Field
{
    QByteArray text;
    int column;
};

QList<Field> fieldsOf(const QByteArray& line)
{
    QList<Field> fields;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const qsizetype start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            fields.append({line.mid(start, i - start), LineReader::columnOf(line, start)});
    }
    return fields;
}

// Lines trec_eval skips: blank ones and comments ('#' as the first character that is not
// white space; a '#' inside a docno such as "CR#93E-1860" is not a comment).
bool isBlankOrComment(const QByteArray& line)
{
    for (const char c : line) {
        if (c == '#')
            return true;
        if (c != ' ' && c != '\t' && c != '\r' && c != '\v' && c != '\f')
            return false;
    }
    return true;
}

// An integer grade as trec_eval writes them: optional sign, digits.
bool parseGrade(const QByteArray& text, long& grade)
{
    bool ok = false;
    grade = (text.startsWith('+') ? text.mid(1) : text).toLong(&ok);
    return ok && !text.startsWith("+-");
}

} // namespace

Status importTrecQrels(ImportSession& session, const QString& path)
{
    session.beginFile();
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    LineReader& reader = **opened;
    auto annotator = session.labelAnnotator(QStringLiteral("trec"));
    if (!annotator)
        return annotator.error();
    auto& writer = session.writer();
    QByteArray line;
    qint64 records = 0;
    // A (qid, docid) pair judged on several lines (trec_eval's multi-judge files put the judge
    // in column 2): one label per pair is kept, the last; the repeats are counted and named.
    QHash<size_t, long> judged; // pair hash -> its grade so far
    qint64 repeated = 0;
    qint64 conflicting = 0;
    while (reader.next(line)) {
        if (isBlankOrComment(line))
            continue;
        const QList<Field> f = fieldsOf(line);
        if (f.size() != 4)
            return makeError(
                QCoreApplication::translate("goldset::io", "expected 4 fields 'qid iter docid grade', got %1")
                    .arg(f.size()),
                path, reader.lineNumber());
        long sourceGrade = 0;
        if (!parseGrade(f[3].text, sourceGrade))
            return makeError(QCoreApplication::translate("goldset::io", "expected an integer grade, got '%1'")
                                 .arg(QString::fromUtf8(f[3].text)),
                             path, reader.lineNumber(), f[3].column);
        const int grade = session.grades().map(sourceGrade);
        auto question = session.questionForId(QString::fromUtf8(f[0].text));
        if (!question)
            return question.error();
        auto chunk = writer.ensureChunk(QString::fromUtf8(f[2].text));
        if (!chunk)
            return chunk.error();
        if (Status s = writer.setLabel(*question, *chunk, *annotator, grade, sourceGrade); !s)
            return s;
        const size_t pair = qHashMulti(0, f[0].text, f[2].text);
        if (const auto earlier = judged.constFind(pair); earlier != judged.constEnd()) {
            ++repeated;
            conflicting += *earlier != sourceGrade ? 1 : 0;
        } else {
            ++session.report().labels;
        }
        judged.insert(pair, sourceGrade);
        ++records;
        if (Status s = session.step(reader.position()); !s)
            return s;
    }
    if (reader.error())
        return *reader.error();
    if (records == 0)
        return makeError(
            QCoreApplication::translate("goldset::io", "no judgments, expected lines 'qid iter docid grade'"),
            path, 1);
    if (repeated > 0)
        session.report().warnings.append(
            QStringLiteral(
                "%1: %2 lines judge a question and document an earlier line judged (%3 with another "
                "grade, e.g. several judges in column 2); one label per pair is kept, the last line's")
                .arg(QFileInfo(path).fileName())
                .arg(repeated)
                .arg(conflicting));
    session.endFile(QFileInfo(path).size());
    return {};
}

Status importTrecRun(ImportSession& session, const QString& path)
{
    session.beginFile();
    auto run = session.run();
    if (!run)
        return run.error();
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    LineReader& reader = **opened;
    struct Row
    {
        QByteArray docid;
        double score;
    };
    struct Query
    {
        QList<Row> rows;
        QHash<QByteArray, int> lineOf;
    };
    QList<QByteArray> order;
    QHash<QByteArray, Query> queries;
    QByteArray line;
    qint64 longLines = 0;
    int firstLongLine = 0;
    while (reader.next(line)) {
        if (isBlankOrComment(line))
            continue;
        const QList<Field> f = fieldsOf(line);
        // trec_eval reads the first 6 fields and ignores the rest of a line.
        if (f.size() < 6)
            return makeError(
                QStringLiteral("expected 6 fields 'qid Q0 docid rank score tag', got %1").arg(f.size()), path,
                reader.lineNumber());
        if (f.size() > 6 && longLines++ == 0)
            firstLongLine = reader.lineNumber();
        bool ok = false;
        const double score = f[4].text.toDouble(&ok);
        // nan and inf read as numbers, but a ranking cannot use them and JSON cannot carry them.
        if (!ok || !std::isfinite(score))
            return makeError(QStringLiteral("expected a finite number as score, got '%1'")
                                 .arg(QString::fromUtf8(f[4].text)),
                             path, reader.lineNumber(), f[4].column);
        auto it = queries.find(f[0].text);
        if (it == queries.end()) {
            order.append(f[0].text);
            it = queries.insert(f[0].text, {});
        }
        if (const int previous = it->lineOf.value(f[2].text); previous > 0)
            return makeError(QCoreApplication::translate(
                                 "goldset::io", "duplicate document '%1' for query '%2' (first on line %3)")
                                 .arg(QString::fromUtf8(f[2].text), QString::fromUtf8(f[0].text))
                                 .arg(previous),
                             path, reader.lineNumber(), f[2].column);
        it->lineOf.insert(f[2].text, reader.lineNumber());
        it->rows.append({f[2].text, score});
        if (Status s = session.step(reader.position()); !s)
            return s;
    }
    if (reader.error())
        return *reader.error();
    if (order.isEmpty())
        return makeError(QCoreApplication::translate(
                             "goldset::io", "no results, expected lines 'qid Q0 docid rank score tag'"),
                         path, 1);
    if (longLines > 0)
        session.report().warnings.append(
            QStringLiteral("%1: %2 lines have more than 6 fields (first on line %3); the fields after the"
                           " 6th were ignored, as trec_eval does")
                .arg(path)
                .arg(longLines)
                .arg(firstLongLine));
    auto& writer = session.writer();
    for (const QByteArray& qid : order) {
        QList<Row>& rows = queries[qid].rows;
        // trec_eval's order: score descending, ties by docno descending (byte order).
        std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
            if (a.score != b.score)
                return a.score > b.score;
            return a.docid > b.docid;
        });
        auto question = session.questionForId(QString::fromUtf8(qid));
        if (!question)
            return question.error();
        if (Status s = writer.clearRetrievals(*run, *question); !s)
            return s;
        int rank = 0;
        for (const Row& row : rows) {
            auto chunk = writer.ensureChunk(QString::fromUtf8(row.docid));
            if (!chunk)
                return chunk.error();
            if (Status s = writer.addRetrieval({*run, *question, ++rank, *chunk, row.score}); !s)
                return s;
            ++session.report().retrievals;
        }
    }
    session.endFile(QFileInfo(path).size());
    return {};
}

} // namespace goldset::io
