#include "Commands.h"
#include "Options.h"
#include "io/Import.h"
#include "storage/Project.h"

#include <QFile>
#include <QFileInfo>

namespace goldset::cli {
namespace {

// --map question=query,contexts=gold_evidence
std::optional<QHash<QString, QString>> parseColumnMap(const QString& text)
{
    QHash<QString, QString> map;
    for (const QString& pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == pair.size() - 1)
            return std::nullopt;
        map.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
    }
    return map;
}

QString summary(const io::ImportReport& r)
{
    QStringList parts;
    const auto add = [&](qint64 n, const char* what) {
        if (n > 0)
            parts << QStringLiteral("%1 %2").arg(n).arg(QLatin1String(what));
    };
    add(r.documents, "documents");
    add(r.chunks, "chunks");
    add(r.questions, "questions");
    add(r.labels, "labels");
    add(r.retrievals, "retrievals");
    add(r.answers, "answers");
    add(r.claims, "claims");
    add(r.reviews, "reviews");
    add(r.scores, "scores");
    add(r.nuggets, "nuggets");
    return QStringLiteral("imported ") +
           (parts.isEmpty() ? QStringLiteral("nothing") : parts.join(QStringLiteral(", ")));
}

} // namespace

int runImport(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file (created if missing)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("format"), QStringLiteral("Input format."), QStringLiteral("FMT")});
    parser.addOption(
        {QStringLiteral("run-name"), QStringLiteral("Run name for runs."), QStringLiteral("NAME")});
    parser.addOption(
        {QStringLiteral("annotator"), QStringLiteral("Annotator of the labels."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("map"), QStringLiteral("csv: column=field,..."), QStringLiteral("MAP")});
    parser.addOption({QStringLiteral("split"), QStringLiteral("beir: qrels split (default test)."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("grade-map"),
                      QStringLiteral("trec-qrels, beir: grades onto 0..3, \"-1=0,4=3\" (default <=0 -> 0, "
                                     "above 3 -> 3)."),
                      QStringLiteral("MAP")});
    parser.addOption(
        {QStringLiteral("chunk-size"), QStringLiteral("Chunk size in characters."), QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("overlap"), QStringLiteral("Sentences of overlap."), QStringLiteral("N")});
    parser.addPositionalArgument(QStringLiteral("PATH"), QStringLiteral("Files or folders."));
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto format = requiredValue(parser, context, QStringLiteral("format"));
    if (!format)
        return kExitUsage;
    io::ImportOptions options;
    options.format = *format;
    options.paths = parser.positionalArguments();
    options.runName = parser.value(QStringLiteral("run-name"));
    options.annotator = parser.value(QStringLiteral("annotator"));
    options.split = parser.value(QStringLiteral("split"));
    options.gradeMap = parser.value(QStringLiteral("grade-map"));
    if (!io::importFormats().contains(options.format))
        return context.fail(QStringLiteral("unknown format '%1', expected one of: %2")
                                .arg(options.format, io::importFormats().join(QStringLiteral(", "))));
    if (options.paths.isEmpty())
        return context.fail(QStringLiteral("no input PATH given"));
    if (parser.isSet(QStringLiteral("map"))) {
        const auto map = parseColumnMap(parser.value(QStringLiteral("map")));
        if (!map)
            return context.fail(QStringLiteral("--map expects column=field,column=field,..."));
        options.columnMap = *map;
    }
    for (const auto& [name, target] : {std::pair{QStringLiteral("chunk-size"), &options.chunkSize},
                                       std::pair{QStringLiteral("overlap"), &options.chunkOverlap}}) {
        if (!parser.isSet(name))
            continue;
        bool ok = false;
        *target = parser.value(name).toInt(&ok);
        if (!ok || *target < (name == QLatin1String("overlap") ? 0 : 1))
            return context.fail(QStringLiteral("--%1 expects a %2 integer, got '%3'")
                                    .arg(name,
                                         name == QLatin1String("overlap") ? QStringLiteral("non-negative")
                                                                          : QStringLiteral("positive"),
                                         parser.value(name)));
    }

    const bool existed = QFileInfo::exists(*path);
    int status = kExitOk;
    {
        auto project = storage::Project::open(*path, storage::Project::OpenMode::CreateIfMissing);
        if (!project)
            return context.fail(project.error().toString());
        auto report = io::importFiles(**project, options);
        if (!report) {
            status = context.fail(report.error().toString());
        } else {
            for (const QString& warning : report->warnings)
                context.err << "goldset-cli import: warning: " << warning << Qt::endl;
            context.out << summary(*report) << Qt::endl;
        }
    }
    // A project file that this failed import created holds nothing: don't leave it behind.
    if (status != kExitOk && !existed)
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(*path + suffix);
    return status;
}

} // namespace goldset::cli
