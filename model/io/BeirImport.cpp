#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/JsonRecords.h"
#include "io/LineReader.h"

#include <QDir>
#include <QFileInfo>

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
        const int grade = f[2].trimmed().toInt(&ok);
        if (!ok || grade < 0 || grade > 3)
            return makeError(
                QStringLiteral("expected an integer score 0..3, got '%1'").arg(QString::fromUtf8(f[2])), path,
                reader.lineNumber(), LineReader::columnOf(line, f[0].size() + f[1].size() + 2));
        auto question = session.questionForId(QString::fromUtf8(f[0].trimmed()));
        if (!question)
            return question.error();
        auto chunk = writer.ensureChunk(QString::fromUtf8(f[1].trimmed()));
        if (!chunk)
            return chunk.error();
        if (Status s = writer.setLabel(*question, *chunk, annotator, grade); !s)
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

} // namespace

// BEIR folder: corpus.jsonl {_id, title, text}, queries.jsonl {_id, text}, qrels/*.tsv.
Status importBeir(ImportSession& session, const QString& path)
{
    const QDir dir(path);
    if (!QFileInfo(path).isDir())
        return makeError(QStringLiteral("expected a BEIR folder with corpus.jsonl, queries.jsonl and qrels/"),
                         path);
    for (const char* name : {"corpus.jsonl", "queries.jsonl"})
        if (!dir.exists(QLatin1String(name)))
            return makeError(QStringLiteral("the BEIR folder has no %1").arg(QLatin1String(name)), path);
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
    auto& writer = session.writer();
    Status queries = forEachJsonRecord(session, dir.filePath(QStringLiteral("queries.jsonl")),
                                       QStringLiteral("a query {\"_id\", \"text\"}"),
                                       [&](const nlohmann::json& object, const JsonPlace& place) -> Status {
                                           const JsonFields fields(object, place);
                                           auto id = fields.id("_id", true);
                                           if (!id)
                                               return id.error();
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
    auto annotator = session.labelAnnotator(QStringLiteral("beir"));
    if (!annotator)
        return annotator.error();
    const QDir qrels(dir.filePath(QStringLiteral("qrels")));
    const QStringList files = qrels.entryList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        session.report().warnings.append(QStringLiteral("%1: no qrels/*.tsv, no labels imported").arg(path));
    for (const QString& file : files)
        if (Status s = importQrelsTsv(session, qrels.filePath(file), *annotator); !s)
            return s;
    return {};
}

} // namespace goldset::io
