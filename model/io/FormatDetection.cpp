#include "io/FormatDetection.h"

#include "core/ProjectFileRegistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace goldset::io {
namespace {

// lupdate files these strings under the context of the functions that call tr(): the namespace.
QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::io", text);
}

QByteArray firstLine(const QString& path)
{
    if (core::ProjectFileRegistry::contains(path))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray line = file.readLine(1 << 20).trimmed();
    if (line.startsWith("\xEF\xBB\xBF"))
        line.remove(0, 3);
    return line;
}

QByteArray head(const QString& path, qint64 bytes)
{
    if (core::ProjectFileRegistry::contains(path))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(bytes);
}

FormatGuess guessJsonLines(const QString& path)
{
    const QJsonObject object = QJsonDocument::fromJson(firstLine(path)).object();
    if (object.contains(QLatin1String("user_input")) || object.contains(QLatin1String("retrieved_contexts")))
        return {QStringLiteral("ragas"), tr("JSON lines with user_input: a RAGAS evaluation dataset"),
                QStringLiteral("a RAGAS EvaluationDataset")};
    if (object.contains(QLatin1String("topic_id")) && object.contains(QLatin1String("references")))
        return {QStringLiteral("trec-rag"), tr("JSON lines with topic_id and references: a TREC RAG answer run"),
                QStringLiteral("a TREC RAG answer run")};
    if (object.contains(QLatin1String("retrieved")) && object.contains(QLatin1String("qid")))
        return {QStringLiteral("goldset-run"), tr("JSON lines with qid and retrieved: a Goldset run"),
                QStringLiteral("a Goldset run")};
    if (object.contains(QLatin1String("qid")) && object.contains(QLatin1String("query")))
        return {QStringLiteral("simple"), tr("JSON lines with qid and query: the simple question format"),
                QStringLiteral("the simple question format")};
    if (object.contains(QLatin1String("input")) && (object.contains(QLatin1String("expected_output")) ||
                                                    object.contains(QLatin1String("actual_output"))))
        return {QStringLiteral("deepeval"), tr("JSON lines with input and expected_output: DeepEval goldens"),
                QStringLiteral("DeepEval goldens")};
    if (object.contains(QLatin1String("text")) &&
        (object.contains(QLatin1String("id")) || object.contains(QLatin1String("_id"))))
        return {QStringLiteral("corpus"), tr("JSON lines with id and text: a corpus"),
                QStringLiteral("a corpus (JSON lines with id and text)")};
    return {};
}

FormatGuess guessJson(const QString& path)
{
    const QByteArray start = head(path, 4096).trimmed();
    if (start.startsWith('{') && start.contains("\"queries\"") &&
        (start.contains("\"corpus\"") || start.contains("\"relevant_docs\"")))
        return {QStringLiteral("llamaindex"),
                tr("queries, corpus and relevant_docs: a LlamaIndex QA dataset"),
                QStringLiteral("a LlamaIndex EmbeddingQAFinetuneDataset")};
    if (start.startsWith('{') && start.contains("\"examples\"") &&
        (start.contains("\"reference_answer\"") || start.contains("\"query_by\"")))
        return {QStringLiteral("llamaindex"),
                tr("examples with query and reference_answer: a LlamaIndex RAG dataset"),
                QStringLiteral("a LlamaIndex LabelledRagDataset")};
    if ((start.startsWith('[') || start.contains("\"goldens\"") || start.contains("\"test_cases\"")) &&
        start.contains("\"input\"") &&
        (start.contains("\"expected_output\"") || start.contains("\"actual_output\"")))
        return {QStringLiteral("deepeval"), tr("a list of goldens with input: a DeepEval dataset"),
                QStringLiteral("a DeepEval dataset")};
    if (start.startsWith('[') &&
        (start.contains("\"user_input\"") || start.contains("\"retrieved_contexts\"")))
        return {QStringLiteral("ragas"), tr("a list of samples with user_input: a RAGAS dataset"),
                QStringLiteral("a RAGAS EvaluationDataset")};
    if (start.startsWith('[') && start.contains("\"qid\""))
        return {QStringLiteral("simple"), tr("a list of objects with qid: the simple question format"),
                QStringLiteral("the simple question format")};
    if (start.contains("\"queries\""))
        return {QStringLiteral("llamaindex"), tr("an object with queries: a LlamaIndex QA dataset")};
    if (start.startsWith('[') && (start.contains("\"input\"") || start.contains("\"expected_output\"")))
        return {QStringLiteral("deepeval"), tr("a list of goldens with input: a DeepEval dataset")};
    return {};
}

FormatGuess guessText(const QString& path)
{
    // The first line that is not a comment: trec_eval's files may start with '#' lines.
    QByteArray line;
    const QByteArray start = head(path, 1 << 16);
    for (const QByteArray& candidate : start.split('\n')) {
        line = candidate.simplified();
        if (!line.isEmpty() && !line.startsWith('#'))
            break;
    }
    if (line.startsWith("\xEF\xBB\xBF"))
        line.remove(0, 3);
    const QList<QByteArray> fields = line.split(' ');
    static const QRegularExpression number(QStringLiteral("^[-+]?[0-9]+$"));
    // trec_eval reads six fields of a run line and ignores the rest.
    if (fields.size() >= 6 && fields[1] == "Q0")
        return {QStringLiteral("trec-run"), tr("six columns with Q0: a TREC run"),
                QStringLiteral("a TREC run")};
    if (fields.size() == 4 && number.match(QString::fromLatin1(fields[3])).hasMatch())
        return {QStringLiteral("trec-qrels"), tr("four columns ending in a grade: TREC qrels"),
                QStringLiteral("TREC qrels")};
    return {};
}

FormatGuess guessCsv(const QString& path)
{
    const QByteArray header = firstLine(path).toLower();
    if (header.contains("user_input") || (header.contains("question") && header.contains("contexts")) ||
        header.contains("ground_truth"))
        return {QStringLiteral("ragas"), tr("CSV with RAGAS columns"), QStringLiteral("a RAGAS CSV")};
    if (header.startsWith("input,") &&
        (header.contains("expected_output") || header.contains("actual_output")))
        return {QStringLiteral("deepeval"), tr("CSV with input and expected_output: a DeepEval dataset"),
                QStringLiteral("a DeepEval CSV")};
    return {QStringLiteral("csv"), tr("CSV: choose what each column holds")};
}

FormatGuess guessOne(const QString& path)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QDir dir(path);
        if (dir.exists(QStringLiteral("corpus.jsonl")) && dir.exists(QStringLiteral("queries.jsonl")))
            return {QStringLiteral("beir"), tr("a folder with corpus.jsonl and queries.jsonl: BEIR")};
        return {QStringLiteral("corpus"), tr("a folder of documents: a corpus")};
    }
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown") ||
        suffix == QLatin1String("html") || suffix == QLatin1String("htm") || suffix == QLatin1String("pdf"))
        return {QStringLiteral("corpus"), tr("documents: a corpus")};
    if (suffix == QLatin1String("jsonl") || suffix == QLatin1String("ndjson"))
        return guessJsonLines(path);
    if (suffix == QLatin1String("json"))
        return guessJson(path);
    if (suffix == QLatin1String("csv"))
        return guessCsv(path);
    if (suffix == QLatin1String("goldset"))
        return {};
    if (FormatGuess trec = guessText(path); !trec.format.isEmpty())
        return trec;
    if (suffix == QLatin1String("txt"))
        return {QStringLiteral("corpus"), tr("text documents: a corpus")};
    return {};
}

} // namespace

FormatGuess guessFormat(const QStringList& paths)
{
    if (paths.isEmpty())
        return {};
    FormatGuess first = guessOne(paths.first());
    for (const QString& path : paths.mid(1)) {
        if (guessOne(path).format != first.format)
            return {QString(), tr("the files are of different formats; import them one format at a time")};
    }
    return first;
}

QString otherFormatHint(const QString& path, const QString& format)
{
    const FormatGuess guess = guessOne(path);
    if (guess.format.isEmpty() || guess.what.isEmpty() || guess.format == format)
        return {};
    return QStringLiteral("this looks like %1; import it with --format %2").arg(guess.what, guess.format);
}

bool formatNeedsRunName(const QString& format)
{
    return format == QLatin1String("trec-run") || format == QLatin1String("goldset-run") ||
           format == QLatin1String("trec-rag");
}

QString defaultAnnotator(const QString& format)
{
    if (format == QLatin1String("trec-qrels"))
        return QStringLiteral("trec");
    if (format == QLatin1String("corpus") || format == QLatin1String("trec-run") ||
        format == QLatin1String("goldset-run") || format == QLatin1String("trec-rag"))
        return {};
    return format;
}

bool isLineBased(const QString& format, const QString& path)
{
    if (QFileInfo(path).isDir())
        return false;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (format == QLatin1String("corpus"))
        return suffix == QLatin1String("jsonl");
    return format == QLatin1String("simple")
               ? suffix != QLatin1String("json")
               : format == QLatin1String("ragas") || format == QLatin1String("trec-qrels") ||
                     format == QLatin1String("trec-run") || format == QLatin1String("goldset-run") ||
                     format == QLatin1String("trec-rag") || format == QLatin1String("csv");
}

} // namespace goldset::io
