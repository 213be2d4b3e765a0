#include "core/ProjectFileRegistry.h"
#include "io/CorpusJsonlReader.h"
#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/TextExtractors.h"
#include "text/Chunker.h"
#include "text/HtmlText.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace goldset::io {
namespace {

const QStringList& corpusSuffixes()
{
    static const QStringList suffixes = {
        QStringLiteral("md"),  QStringLiteral("markdown"), QStringLiteral("txt"),  QStringLiteral("html"),
        QStringLiteral("htm"), QStringLiteral("pdf"),      QStringLiteral("jsonl")};
    return suffixes;
}

// .txt: the first line is the title when it is a short paragraph of its own.
QString plainTextTitle(const QString& text, const QString& stem, QString& body)
{
    body = text;
    const qsizetype end = text.indexOf(QLatin1String("\n\n"));
    const QString first = (end < 0 ? text : text.left(end)).trimmed();
    if (end >= 0 && !first.isEmpty() && !first.contains(QLatin1Char('\n')) && first.size() <= 80) {
        // Blank out the title so that chunk offsets still point into the original text.
        body = QString(end, QLatin1Char(' ')) + text.mid(end);
        return first;
    }
    return stem;
}

Status importCorpusJsonl(ImportSession& session, const QString& path)
{
    CorpusJsonlReader reader(path);
    CorpusRecord record;
    qint64 records = 0;
    while (reader.next(record)) {
        Status stored =
            record.verbatimChunk
                ? session.importReadChunk(record, path)
                : session.importDocument(record.id, record.title.isEmpty() ? record.id : record.title, path,
                                         record.text, path);
        if (!stored)
            return stored;
        ++records;
        if (Status s = session.step(record.position); !s)
            return s;
    }
    if (reader.error())
        return *reader.error();
    if (records == 0)
        return makeError(QCoreApplication::translate(
                             "goldset::io", "no records, expected JSON lines {\"id\", \"text\", \"title\"}"),
                         path, 1);
    return {};
}

// `documentId` is the file's id: its stem for a file given by itself, its path relative to
// the imported folder without the suffix for a file found in a folder (so that a/readme.md
// and b/readme.md stay two documents, and the ids do not change when the folder is imported
// again).
Status importCorpusFile(ImportSession& session, const QString& path, const QString& documentId)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    // A project found in an imported folder (the open one, or its -wal) is never opened here.
    if (Status refused = core::ProjectFileRegistry::refuseIfOpenProject(path); !refused)
        return refused;
    session.beginFile();
    if (suffix == QLatin1String("jsonl")) {
        if (Status s = importCorpusJsonl(session, path); !s)
            return s;
        session.endFile(info.size());
        return {};
    }
    if (suffix == QLatin1String("pdf")) {
        const TextExtractor* extract = textExtractor(suffix);
        if (!extract)
            return makeError(QCoreApplication::translate(
                                 "goldset::io", "PDF text extraction is not available in this build"),
                             path);
        auto extracted = (*extract)(path);
        if (!extracted)
            return extracted.error();
        const QString stem = info.completeBaseName();
        const QString title = extracted->title.trimmed().isEmpty() ? stem : extracted->title.trimmed();
        if (Status s = session.importDocument(documentId, title, path, extracted->text, path); !s)
            return s;
        if (Status s = session.step(info.size()); !s)
            return s;
        session.endFile(info.size());
        return {};
    }
    if (!corpusSuffixes().contains(suffix))
        return makeError(
            QStringLiteral("unsupported file type '.%1', expected .md .txt .html .pdf or .jsonl").arg(suffix),
            path);
    auto bytes = readTextFile(path);
    if (!bytes)
        return bytes.error();
    QString text = QString::fromUtf8(*bytes);
    const QString stem = info.completeBaseName();
    QString title;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm")) {
        const text::HtmlText html = text::HtmlText::fromHtml(text);
        title = html.title.isEmpty() ? stem : html.title;
        text = html.text;
    } else if (suffix == QLatin1String("txt")) {
        QString body;
        title = plainTextTitle(text, stem, body);
        text = body;
    } else {
        title = text::Chunker::markdownTitle(text);
        if (title.isEmpty())
            title = stem;
    }
    if (Status s = session.importDocument(documentId, title, path, text, path); !s)
        return s;
    if (Status s = session.step(info.size()); !s)
        return s;
    session.endFile(info.size());
    return {};
}

// The ids of the files of a folder: the relative path without the suffix ("a/readme"), or
// with it where two files differ only in their suffix (a/readme.md, a/readme.txt). JSONL
// files are left out: their records carry their own ids.
QHash<QString, QString> folderDocumentIds(const QDir& root, const QStringList& files)
{
    QHash<QString, int> uses;
    QHash<QString, QString> ids;
    for (const QString& file : files) {
        const QString relative = root.relativeFilePath(file);
        const QFileInfo info(relative);
        if (info.suffix().toLower() == QLatin1String("jsonl"))
            continue; // its records carry their ids
        const QString stem = info.path() == QLatin1String(".")
                                 ? info.completeBaseName()
                                 : info.path() + QLatin1Char('/') + info.completeBaseName();
        ids.insert(file, stem);
        ++uses[stem];
    }
    for (const QString& file : files)
        if (uses.value(ids.value(file)) > 1)
            ids.insert(file, root.relativeFilePath(file));
    return ids;
}

} // namespace

Status importCorpus(ImportSession& session, const QString& path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return importCorpusFile(session, path, info.completeBaseName());
    QStringList files;
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (corpusSuffixes().contains(QFileInfo(file).suffix().toLower()))
            files.append(file);
    }
    files.sort();
    if (files.isEmpty())
        return makeError(QCoreApplication::translate("goldset::io",
                                                     "no .md .txt .html .pdf or .jsonl files in the folder"),
                         path);
    const QHash<QString, QString> ids = folderDocumentIds(QDir(path), files);
    for (const QString& file : files)
        if (Status s = importCorpusFile(session, file, ids.value(file)); !s)
            return s;
    return {};
}

} // namespace goldset::io
