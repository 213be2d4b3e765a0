#pragma once
// Real text for the benchmarks: chunks of 300-800 characters of the plain-text files under
// /usr/share/doc (or DOCS=), one document per file, and of the Japanese and Chinese manual pages
// (through gzip -dc) for CJK text. The same corpus as bench_import's.
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>

namespace goldset::bench {

// The paragraphs of a text file (whitespace collapsed), or none when it is not UTF-8 text.
inline QStringList paragraphs(const QByteArray& bytes, bool roff)
{
    if (bytes.contains('\0'))
        return {};
    const QString text = QString::fromUtf8(bytes);
    if (text.contains(QChar::ReplacementCharacter))
        return {};
    QStringList result;
    QString current;
    for (QString line : text.split(QLatin1Char('\n'))) {
        if (roff) {
            // Manual pages: requests and comments dropped, font escapes removed.
            if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
                line.clear();
            static const QRegularExpression escapes(QStringLiteral("\\\\(f[BIRP]|\\(..|-|&|e)"));
            line.remove(escapes);
        }
        line = line.simplified();
        if (line.isEmpty()) {
            if (!current.isEmpty())
                result << current;
            current.clear();
            continue;
        }
        current += (current.isEmpty() ? QString() : QStringLiteral(" ")) + line;
    }
    if (!current.isEmpty())
        result << current;
    return result;
}

// Real text: a document per file, its paragraphs gathered into chunks of 300-800 characters.
struct RealChunk
{
    QString document;
    QString title;
    QString text;
};

inline void addFile(QList<RealChunk>& out, const QString& name, const QStringList& paragraphs, int limit)
{
    QString current;
    for (const QString& paragraph : paragraphs) {
        if (out.size() >= limit)
            return;
        current += (current.isEmpty() ? QString() : QStringLiteral(" ")) + paragraph;
        if (current.size() >= 300) {
            out.append({name, name, current.left(800)});
            current.clear();
        }
    }
    if (current.size() >= 40 && out.size() < limit)
        out.append({name, name, current});
}

inline QList<RealChunk> realChunks(int wanted)
{
    QList<RealChunk> chunks;
    // CJK first (there is less of it): the Japanese and Chinese manual pages.
    for (const QString& root :
         {QStringLiteral("/usr/share/man/ja"), QStringLiteral("/usr/share/man/zh_CN")}) {
        QDirIterator files(root, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext() && chunks.size() < wanted / 10) {
            const QString path = files.next();
            QProcess gunzip;
            gunzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), path});
            if (!gunzip.waitForFinished(10000))
                continue;
            addFile(chunks, path, paragraphs(gunzip.readAllStandardOutput(), true), wanted / 10);
        }
    }
    const QString docs =
        qEnvironmentVariableIsSet("DOCS") ? qEnvironmentVariable("DOCS") : QStringLiteral("/usr/share/doc");
    QDirIterator files(docs, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext() && chunks.size() < wanted) {
        const QString path = files.next();
        if (path.endsWith(QLatin1String(".gz")) || path.endsWith(QLatin1String(".png")) ||
            path.endsWith(QLatin1String(".jpg")) || path.endsWith(QLatin1String(".gif")))
            continue;
        QFile file(path);
        if (file.size() > 4 * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
            continue;
        addFile(chunks, path, paragraphs(file.readAll(), false), wanted);
    }
    return chunks;
}

} // namespace goldset::bench
