#include "Commands.h"
#include "Options.h"
#include "batch/BatchPackage.h"
#include "batch/BatchPlanner.h"
#include "storage/BatchStore.h"
#include "storage/MergeHistoryStore.h"
#include "storage/Project.h"

#include <nlohmann/json.hpp>

namespace goldset::cli {
namespace {

QString timeText(const QDateTime& time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

int batchCreate(CliContext& context, storage::Project& project, const QCommandLineParser& parser)
{
    batch::BatchRequest request;
    request.name = parser.value(QStringLiteral("name"));
    request.kind = parser.value(QStringLiteral("kind"));
    request.annotators =
        parser.value(QStringLiteral("annotators")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(QStringLiteral("strategy")))
        request.strategy = parser.value(QStringLiteral("strategy"));
    request.runName = parser.value(QStringLiteral("run"));
    bool ok = true;
    auto number = [&](const QString& name, qint64 fallback) -> qint64 {
        if (!parser.isSet(name))
            return fallback;
        bool valid = false;
        const qint64 value = parser.value(name).toLongLong(&valid);
        if (!valid || value < 0) {
            context.fail(QStringLiteral("--%1 must be a whole number >= 0").arg(name));
            ok = false;
        }
        return value;
    };
    request.size = int(number(QStringLiteral("size"), 0));
    request.overlap = int(number(QStringLiteral("overlap"), 1));
    request.seed = quint64(number(QStringLiteral("seed"), 0));
    if (!ok)
        return kExitUsage;
    for (const char* required : {"name", "kind", "annotators"})
        if (!requiredValue(parser, context, QString::fromLatin1(required)))
            return kExitUsage;
    auto created = batch::createBatch(project, request);
    if (!created)
        return context.fail(created.error().toString());
    storage::BatchStore batches(project.connection());
    const auto stored = batches.byName(request.name.trimmed());
    context.out << "created batch " << request.name.trimmed() << '\n';
    for (const auto& a : batches.assignments(stored->id))
        context.out << "  " << a.annotatorName << ": " << a.items << " items\n";
    return kExitOk;
}

int batchList(CliContext& context, storage::Project& project, bool json)
{
    storage::BatchStore batches(project.connection());
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& b : batches.all()) {
        nlohmann::ordered_json assignments = nlohmann::ordered_json::array();
        if (!json)
            context.out << b.name << "  (" << b.kind << ", overlap " << b.overlap << ", seed " << b.seed
                        << ")\n";
        for (const auto& a : batches.assignments(b.id)) {
            auto optionalTime = [](const QDateTime& t) {
                return t.isValid() ? nlohmann::ordered_json(timeText(t).toStdString())
                                   : nlohmann::ordered_json(nullptr);
            };
            assignments.push_back({{"annotator", a.annotatorName.toStdString()},
                                   {"status", a.status.toStdString()},
                                   {"items", a.items},
                                   {"labelled", a.labelled},
                                   {"exported_at", optionalTime(a.exportedAt)},
                                   {"returned_at", optionalTime(a.returnedAt)}});
            if (!json)
                context.out << "  " << a.annotatorName.leftJustified(16) << a.status.leftJustified(13)
                            << a.labelled << '/' << a.items << "  exported "
                            << (a.exportedAt.isValid() ? timeText(a.exportedAt) : QStringLiteral("-"))
                            << "  returned "
                            << (a.returnedAt.isValid() ? timeText(a.returnedAt) : QStringLiteral("-"))
                            << '\n';
        }
        // The packages merged back: when, whose, and what they changed.
        nlohmann::ordered_json merges = nlohmann::ordered_json::array();
        for (const auto& m : storage::MergeHistoryStore(project.connection()).merges(b.id)) {
            nlohmann::ordered_json changed = nlohmann::ordered_json::array();
            for (const QString& item : m.changedItems)
                changed.push_back(item.toStdString());
            nlohmann::ordered_json conflicts = nlohmann::ordered_json::array();
            for (const QString& item : m.conflictItems)
                conflicts.push_back(item.toStdString());
            merges.push_back({{"package", m.package.toStdString()},
                              {"annotator", m.annotator.toStdString()},
                              {"merged_at", timeText(m.mergedAt).toStdString()},
                              {"new", m.inserted},
                              {"changed", m.changed},
                              {"conflicts", m.conflicts},
                              {"unchanged", m.unchanged},
                              {"changed_labels", changed},
                              {"conflicting_labels", conflicts}});
            if (!json) {
                context.out << "  merged " << m.package << " (" << m.annotator << ") " << timeText(m.mergedAt)
                            << ": " << m.inserted << " new, " << m.changed << " changed, " << m.conflicts
                            << " conflicting, " << m.unchanged << " unchanged\n";
                for (const QString& item : m.changedItems)
                    context.out << "    changed " << item << '\n';
                for (const QString& item : m.conflictItems)
                    context.out << "    kept newer " << item << '\n';
            }
        }
        list.push_back({{"name", b.name.toStdString()},
                        {"kind", b.kind.toStdString()},
                        {"overlap", b.overlap},
                        {"seed", b.seed},
                        {"created_at", timeText(b.createdAt).toStdString()},
                        {"assignments", assignments},
                        {"merges", merges}});
    }
    if (json)
        context.out << QString::fromStdString(list.dump()) << Qt::endl;
    return kExitOk;
}

} // namespace

// goldset-cli batch create|list|export|import|submit --project FILE ...
int runBatch(CliContext& context)
{
    if (context.arguments.isEmpty())
        return context.fail(QStringLiteral("say what to do: create, list, export or import"));
    const QString action = context.arguments.first();
    CliContext inner{context.command, context.arguments.mid(1), context.out, context.err};

    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (action == QLatin1String("create")) {
        for (const char* name : {"name", "kind", "annotators", "size", "overlap", "seed", "strategy", "run"})
            parser.addOption({QString::fromLatin1(name), QString::fromLatin1(name), QStringLiteral("VALUE")});
    } else if (action == QLatin1String("export")) {
        for (const char* name : {"batch", "annotator", "out"})
            parser.addOption({QString::fromLatin1(name), QString::fromLatin1(name), QStringLiteral("VALUE")});
    } else if (action != QLatin1String("list") && action != QLatin1String("import") &&
               action != QLatin1String("submit")) {
        return context.fail(
            QStringLiteral("unknown batch action '%1': use create, list, export, import or submit")
                .arg(action));
    }
    if (!parseOptions(parser, inner))
        return kExitUsage;
    const auto path = requiredValue(parser, inner, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    auto project = storage::Project::open(*path);
    if (!project)
        return context.fail(project.error().toString());

    if (action == QLatin1String("create")) {
        return batchCreate(inner, **project, parser);
    }
    if (action == QLatin1String("list"))
        return batchList(inner, **project, parser.isSet(QStringLiteral("json")));
    if (action == QLatin1String("submit")) {
        // In a package: its annotator is done; merging it back marks the assignment submitted.
        if (Status s = batch::markPackageSubmitted(**project); !s)
            return context.fail(s.error().toString());
        context.out << "marked " << *path << " as submitted\n";
        return kExitOk;
    }
    if (action == QLatin1String("export")) {
        for (const char* required : {"batch", "annotator", "out"})
            if (!requiredValue(parser, inner, QString::fromLatin1(required)))
                return kExitUsage;
        auto exported = batch::exportPackage(**project, parser.value(QStringLiteral("batch")),
                                             parser.value(QStringLiteral("annotator")),
                                             parser.value(QStringLiteral("out")));
        if (!exported)
            return context.fail(exported.error().toString());
        context.out << "wrote " << parser.value(QStringLiteral("out")) << " with " << *exported << " items\n";
        return kExitOk;
    }
    const QStringList packages = parser.positionalArguments();
    if (packages.isEmpty())
        return context.fail(QStringLiteral("name the package files to import"));
    for (const QString& package : packages) {
        auto imported = batch::importPackage(**project, package);
        if (!imported)
            return context.fail(imported.error().toString());
        const batch::ImportSummary& s = *imported;
        context.out << package << ": batch " << s.batchName << ", " << s.annotator << ": " << s.inserted
                    << " new, " << s.updated << " updated, " << s.unchanged << " unchanged, " << s.keptNewer
                    << " kept (newer in the project), " << s.ignored << " outside the assignment; status "
                    << s.status << '\n';
        for (const QString& item : s.updatedItems)
            context.out << "  updated " << item << '\n';
        for (const QString& item : s.keptItems)
            context.out << "  kept " << item << '\n';
    }
    return kExitOk;
}

} // namespace goldset::cli
