#include "Commands.h"
#include "Options.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"

#include <nlohmann/json.hpp>

namespace goldset::cli {

// goldset-cli search --project FILE --query TEXT [--limit N] --json
// Full-text search over every chunk (BM25, every term required; CJK by bigrams), best first.
int runSearch(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("query"), QStringLiteral("Words to find."), QStringLiteral("TEXT")});
    parser.addOption(
        {QStringLiteral("limit"), QStringLiteral("Most hits to print (default 10)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument %1").arg(parser.positionalArguments().constFirst()));
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    if (!parser.isSet(QStringLiteral("query")) || parser.value(QStringLiteral("query")).trimmed().isEmpty())
        return context.fail(QStringLiteral("--query is required"));
    int limit = 10;
    if (parser.isSet(QStringLiteral("limit"))) {
        bool ok = false;
        limit = parser.value(QStringLiteral("limit")).toInt(&ok);
        if (!ok || limit < 1)
            return context.fail(QStringLiteral("--limit wants a positive whole number, not '%1'")
                                    .arg(parser.value(QStringLiteral("limit"))));
    }

    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    auto hits = (*project)->corpus().search(parser.value(QStringLiteral("query")), limit);
    if (!hits)
        return context.fail(hits.error().toString());

    // Very common words: the ranking covered only the first matches (CorpusStore::search).
    if (!hits->isEmpty() && hits->first().windowed)
        context.err << "goldset-cli search: note: more than " << storage::CorpusStore::kRankWindow
                    << " chunks match; the hits are the best of the first "
                    << storage::CorpusStore::kRankWindow
                    << " in corpus order (add a rarer word to rank them all)" << Qt::endl;
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const auto& hit : *hits) {
            const auto document = (*project)->corpus().documentById(hit.chunk.documentId);
            list.push_back({{"id", hit.chunk.externalId.toStdString()},
                            {"score", hit.score},
                            {"document", document ? document->externalId.toStdString() : std::string()},
                            {"text", hit.chunk.text.toStdString()}});
        }
        context.out << QString::fromStdString(list.dump()) << Qt::endl;
    } else {
        for (const auto& hit : *hits)
            context.out << hit.chunk.externalId << '\t' << QString::number(hit.score, 'f', 4) << '\t'
                        << hit.chunk.text.simplified().left(100) << '\n';
        context.out.flush();
    }
    return kExitOk;
}

} // namespace goldset::cli
