#include "demo/DemoProject.h"

#include "io/Import.h"
#include "io/SafeFile.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace goldset::demo {

namespace {

// The importers read files from disk, so the bundled sources are copied out of the resources.
Status extractResources(const QString& targetDir)
{
    const QString root = QStringLiteral(":/demo");
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    int copied = 0;
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = targetDir + source.mid(root.size());
        if (!QDir().mkpath(QFileInfo(target).absolutePath()))
            return makeError(QStringLiteral("cannot create a folder for %1").arg(target));
        QFile in(source);
        if (!in.open(QIODevice::ReadOnly))
            return makeError(QStringLiteral("cannot copy %1 to %2").arg(source, target));
        if (Status written = io::writeFile(target, in.readAll()); !written)
            return written;
        ++copied;
    }
    if (copied == 0)
        return makeError(QStringLiteral("the demo's sources are missing from this build (:/demo)"));
    return {};
}

Status import(storage::Project& project, const QString& format, const QStringList& paths,
              const QString& annotator = {}, const QString& runName = {})
{
    io::ImportOptions options;
    options.format = format;
    options.paths = paths;
    options.annotator = annotator;
    options.runName = runName;
    auto report = io::importFiles(project, options);
    if (!report)
        return report.error();
    return {};
}

// settings.json: {"thresholds": {"metric": ">=0.6", ...}, "bands": {"metric": "0.5,0.7,0.9"}}
// -> SettingsStore "threshold/<metric>" and "bands/<metric>".
Status applySettings(storage::Project& project, const QString& dir)
{
    QFile guidelines(dir + QStringLiteral("/guidelines.md"));
    if (!guidelines.open(QIODevice::ReadOnly))
        return makeError(QStringLiteral("cannot read the demo's guidelines"), guidelines.fileName());
    if (Status set = project.settings().setValue(QStringLiteral("guidelines"),
                                                 QString::fromUtf8(guidelines.readAll()));
        !set)
        return set;

    QFile settingsFile(dir + QStringLiteral("/settings.json"));
    if (!settingsFile.open(QIODevice::ReadOnly))
        return makeError(QStringLiteral("cannot read the demo's settings"), settingsFile.fileName());
    QJsonParseError parseError;
    const QJsonDocument settings = QJsonDocument::fromJson(settingsFile.readAll(), &parseError);
    if (!settings.isObject())
        return makeError(parseError.errorString(), settingsFile.fileName());
    for (const auto& [group, prefix] : {std::pair{QStringLiteral("thresholds"), QStringLiteral("threshold/")},
                                        std::pair{QStringLiteral("bands"), QStringLiteral("bands/")}}) {
        const QJsonObject values = settings.object().value(group).toObject();
        for (auto it = values.begin(); it != values.end(); ++it) {
            if (Status set = project.settings().setValue(prefix + it.key(), it.value().toString()); !set)
                return set;
        }
    }
    return {};
}

Status build(storage::Project& project, const QString& dir)
{
    if (Status s = import(project, QStringLiteral("corpus"), {dir + QStringLiteral("/corpus")}); !s)
        return s;
    // The files were read from a temporary copy; name them as they stand in Goldset's sources.
    for (Document document : project.corpus().documents()) {
        if (!document.source.startsWith(dir))
            continue;
        document.source = QStringLiteral("resources/demo") + document.source.mid(dir.size());
        if (auto updated = project.corpus().upsertDocument(document); !updated)
            return updated.error();
    }
    // questions.jsonl carries no grades (the labels come from the annotators' qrels); naming ana
    // keeps the simple importer from creating its default annotator for labels that never come.
    if (Status s = import(project, QStringLiteral("simple"), {dir + QStringLiteral("/questions.jsonl")},
                          QStringLiteral("ana"));
        !s)
        return s;
    for (const QString& annotator : {QStringLiteral("ana"), QStringLiteral("ben")}) {
        const QString path = dir + QStringLiteral("/labels/") + annotator + QStringLiteral(".qrels");
        if (Status s = import(project, QStringLiteral("trec-qrels"), {path}, annotator); !s)
            return s;
    }
    // In time order: the Runs page and the trend charts show them as they were made.
    for (const QString& run :
         {QStringLiteral("bm25-baseline"), QStringLiteral("hybrid-v2"), QStringLiteral("hybrid-v3-rerank")}) {
        const QString path = dir + QStringLiteral("/runs/") + run + QStringLiteral(".jsonl");
        if (Status s = import(project, QStringLiteral("goldset-run"), {path}, {}, run); !s)
            return s;
    }
    if (Status s = applySettings(project, dir); !s)
        return s;
    auto ana = project.annotators().ensure(QStringLiteral("ana"));
    if (!ana)
        return ana.error();
    return project.annotators().setRole(*ana, AnnotatorRole::Lead);
}

void removeProjectFiles(const QString& path)
{
    for (const QString& suffix :
         {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(path + suffix);
}

} // namespace

Status writeDemoProject(const QString& path)
{
    if (QFileInfo::exists(path))
        return makeError(QStringLiteral("%1 already exists").arg(path), path);

    QTemporaryDir sources;
    if (!sources.isValid())
        return makeError(QStringLiteral("cannot create a temporary folder: %1").arg(sources.errorString()));
    if (Status extracted = extractResources(sources.path()); !extracted)
        return extracted;

    Status built;
    {
        auto project = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
        if (!project) {
            removeProjectFiles(path);
            return project.error();
        }
        built = build(**project, sources.path());
    } // closes the connection before a failed file is removed
    if (!built) {
        removeProjectFiles(path);
        return built;
    }
    return {};
}

} // namespace goldset::demo
