#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/LineReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace goldset::io {
namespace {

Status importQrelsTsv(ImportSession& session, const QString& path, RowId annotator)
{
    session.beginFile();
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    LineReader& reader = **opened;
    auto& writer = session.writer();
    QByteArray line;
    while (reader.next(line)) {
        if (line.trimmed().isEmpty())
            continue;
        const QList<QByteArray> f = line.split('\t');
        if (reader.lineNumber() == 1 && line.startsWith("query-id"))
            continue; // the header
        if (f.size() != 3)
            return makeError(
                QStringLiteral("expected 3 tab-separated fields 'query-id corpus-id score', got %1")
                    .arg(f.size()),
                path, reader.lineNumber());
        bool ok = false;
        const long sourceGrade = f[2].trimmed().toLong(&ok);
        if (!ok)
            return makeError(
                QStringLiteral("expected an integer score, got '%1'").arg(QString::fromUtf8(f[2])), path,
                reader.lineNumber(), LineReader::columnOf(line, f[0].size() + f[1].size() + 2));
        const int grade = session.grades().map(sourceGrade);
        auto question = session.questionForId(QString::fromUtf8(f[0].trimmed()));
        if (!question)
            return question.error();
        auto chunk = writer.ensureChunk(QString::fromUtf8(f[1].trimmed()));
        if (!chunk)
            return chunk.error();
        if (Status s = writer.setLabel(*question, *chunk, annotator, grade, sourceGrade); !s)
            return s;
        ++session.report().labels;
        if (Status s = session.step(reader.position()); !s)
            return s;
    }
    if (reader.error())
        return *reader.error();
    session.endFile(QFileInfo(path).size());
    return {};
}

// The query ids of a qrels file (BEIR's loader keeps only the queries of the split it loads).
Result<QSet<QString>> qrelsQueries(const QString& path)
{
    auto opened = LineReader::open(path);
    if (!opened)
        return opened.error();
    QSet<QString> ids;
    QByteArray line;
    while ((*opened)->next(line)) {
        if (line.trimmed().isEmpty() || ((*opened)->lineNumber() == 1 && line.startsWith("query-id")))
            continue;
        ids.insert(QString::fromUtf8(line.left(line.indexOf('\t')).trimmed()));
    }
    if ((*opened)->error())
        return *(*opened)->error();
    return ids;
}

// The qrels split to read: --split NAME, else the only one, else "test" (with a warning
// naming the others), like BEIR's GenericDataLoader(...).load(split="test").
Result<QString> qrelsSplit(ImportSession& session, const QString& folder, const QDir& qrels)
{
    QStringList splits;
    for (const QString& file : qrels.entryList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name))
        splits << QFileInfo(file).completeBaseName();
    const QString wanted = session.options().split;
    if (!wanted.isEmpty()) {
        if (!splits.contains(wanted))
            return makeError(QCoreApplication::translate("goldset::io", "no qrels/%1.tsv; the splits are: %2")
                                 .arg(wanted, splits.isEmpty() ? QStringLiteral("none")
                                                               : splits.join(QStringLiteral(", "))),
                             folder);
        return wanted;
    }
    if (splits.size() <= 1)
        return splits.value(0);
    if (!splits.contains(QStringLiteral("test")))
        return makeError(QCoreApplication::translate(
                             "goldset::io", "qrels/ holds several splits (%1): choose one with --split NAME")
                             .arg(splits.join(QStringLiteral(", "))),
                         folder);
    session.report().warnings.append(
        QStringLiteral("%1: qrels/ holds the splits %2; imported \"test\" and its queries only "
                       "(use --split NAME for another)")
            .arg(folder, splits.join(QStringLiteral(", "))));
    return QStringLiteral("test");
}

} // namespace

// BEIR folder: corpus.jsonl {_id, title, text}, queries.jsonl {_id, text}, qrels/<split>.tsv.
Status importBeir(ImportSession& session, const QString& path)
{
    const QDir dir(path);
    if (!QFileInfo(path).isDir())
        return makeError(
            QCoreApplication::translate("goldset::io",
                                        "expected a BEIR folder with corpus.jsonl, queries.jsonl and qrels/"),
            path);
    for (const char* name : {"corpus.jsonl", "queries.jsonl"})
        if (!dir.exists(QLatin1String(name)))
            return makeError(QCoreApplication::translate("goldset::io", "the BEIR folder has no %1")
                                 .arg(QLatin1String(name)),
                             path);
    const QString corpusPath = dir.filePath(QStringLiteral("corpus.jsonl"));
    Status corpus =
        forEachJsonRecord(session, corpusPath, QStringLiteral("a document {\"_id\", \"title\", \"text\"}"),
                          [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
                              const JsonFields fields(object, place);
                              auto id = fields.id("_id", true);
                              if (!id)
                                  return id.error();
                              auto title = fields.string("title");
                              if (!title)
                                  return title.error();
                              auto text = fields.string("text", true);
                              if (!text)
                                  return text.error();
                              return session.importVerbatimChunk(*id, *title, *text, corpusPath);
                          });
    if (!corpus)
        return corpus;
    const QDir qrels(dir.filePath(QStringLiteral("qrels")));
    auto split = qrelsSplit(session, path, qrels);
    if (!split)
        return split.error();
    const QString qrelsPath = split->isEmpty() ? QString() : qrels.filePath(*split + QStringLiteral(".tsv"));
    // With several splits, only the chosen split's queries (BEIR's loader does the same).
    std::optional<QSet<QString>> splitQueries;
    if (qrels.entryList({QStringLiteral("*.tsv")}, QDir::Files).size() > 1) {
        auto ids = qrelsQueries(qrelsPath);
        if (!ids)
            return ids.error();
        splitQueries = *ids;
    }
    auto& writer = session.writer();
    Status queries = forEachJsonRecord(session, dir.filePath(QStringLiteral("queries.jsonl")),
                                       QStringLiteral("a query {\"_id\", \"text\"}"),
                                       [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
                                           const JsonFields fields(object, place);
                                           auto id = fields.id("_id", true);
                                           if (!id)
                                               return id.error();
                                           if (splitQueries && !splitQueries->contains(*id))
                                               return {};
                                           auto text = fields.string("text", true);
                                           if (!text)
                                               return text.error();
                                           Question question;
                                           question.externalId = *id;
                                           question.text = *text;
                                           auto stored = writer.upsertQuestion(question);
                                           if (!stored)
                                               return stored.error();
                                           ++session.report().questions;
                                           return {};
                                       });
    if (!queries)
        return queries;
    if (qrelsPath.isEmpty()) {
        session.report().warnings.append(QStringLiteral("%1: no qrels/*.tsv, no labels imported").arg(path));
        return {};
    }
    auto annotator = session.labelAnnotator(QStringLiteral("beir"));
    if (!annotator)
        return annotator.error();
    return importQrelsTsv(session, qrelsPath, *annotator);
}

} // namespace goldset::io
