#include "Commands.h"
#include "Options.h"
#include "judge/CitationTrust.h"
#include "judge/NuggetTrust.h"
#include "review/RunReview.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace goldset::cli {
namespace {

using ordered_json = nlohmann::ordered_json;

const QString kAlignedSuffix = QStringLiteral("+aligned");

ordered_json optionalNumber(const std::optional<double>& value)
{
    return value ? ordered_json(*value) : ordered_json(nullptr);
}

QString numberText(const std::optional<double>& value)
{
    return value ? QString::number(*value, 'f', 4) : QStringLiteral("undefined");
}

ordered_json reportJson(const QString& judge, const judge::JudgeTrustReport& report)
{
    return {{"judge", judge.toStdString()},
            {"aligned", judge.endsWith(kAlignedSuffix)},
            {"compared", report.compared},
            {"kappa", optionalNumber(report.kappa.kappa)},
            {"agreement", optionalNumber(report.kappa.observed)},
            {"recall_not_supported", optionalNumber(report.recallNotSupported)},
            {"precision_not_supported", optionalNumber(report.precisionNotSupported)},
            {"overridden", report.overridden}};
}

ordered_json ppiJson(const judge::PpiEstimate& ppi)
{
    return {{"units", ppi.claims},
            {"reviewed", ppi.reviewed},
            {"judge_mean", optionalNumber(ppi.judgeMean)},
            {"estimate", optionalNumber(ppi.estimate)},
            {"ci95", {optionalNumber(ppi.ciLow), optionalNumber(ppi.ciHigh)}}};
}

QString ppiText(const judge::PpiEstimate& ppi, const QString& what)
{
    if (!ppi.estimate)
        return QStringLiteral("%1: judge %2, no reviewed sample").arg(what, numberText(ppi.judgeMean));
    return QStringLiteral("%1: judge %2, corrected %3 (95% CI %4 - %5, %6 of %7 reviewed)")
        .arg(what, numberText(ppi.judgeMean), numberText(ppi.estimate), numberText(ppi.ciLow),
             numberText(ppi.ciHigh))
        .arg(ppi.reviewed)
        .arg(ppi.claims);
}

} // namespace

// `judge-trust --project FILE --run NAME [--json]`: how far each judge of a run agrees with the
// people who reviewed its claims (Cohen's kappa over supported / unsupported / contradicted),
// and, for a judge run aligned (`judge --aligned`), the plain and the aligned judge on the same
// reviewed claims. The aligned judge never had a claim of the same fold as an example (see
// judge/AlignmentExamples), so its kappa is a held-out, cross-validated figure.
int runJudgeTrust(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("run"), QStringLiteral("Run name."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("One JSON object on stdout.")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto runName = requiredValue(parser, context, QStringLiteral("run"));
    if (!runName)
        return kExitUsage;
    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    const auto run = (*project)->runs().findRun(*runName);
    if (!run)
        return context.fail(run.notFound() ? QStringLiteral("no run named '%1'").arg(*runName)
                                           : run.error().toString());
    review::RunReview review;
    if (!review.load(**project, run->id))
        return context.fail(QStringLiteral("cannot read run '%1'").arg(*runName));

    const QStringList judges = review.judgeModels();
    qint64 reviewedClaims = 0;
    for (const review::ClaimState& state : review.claims())
        reviewedClaims += state.human && !state.claim.orphaned ? 1 : 0;

    ordered_json judgesJson = ordered_json::array();
    ordered_json pairsJson = ordered_json::array();
    QString text =
        QStringLiteral("judge trust on run %1 (primary judge: %2); %3 reviewed claims\n")
            .arg(*runName, review.primaryJudge().isEmpty() ? QStringLiteral("none") : review.primaryJudge())
            .arg(reviewedClaims);
    text += QStringLiteral("%1  %2  %3  %4  %5\n")
                .arg(QStringLiteral("judge"), -32)
                .arg(QStringLiteral("compared"), 8)
                .arg(QStringLiteral("kappa"), 9)
                .arg(QStringLiteral("agreement"), 9)
                .arg(QStringLiteral("recall(not supported)"));
    for (const QString& judge : judges) {
        // People's verdicts matched by question and claim text: reviews are made on one judge's
        // rows and hold for the same claim of every judge (an aligned judge's rows have none).
        const judge::JudgeTrustReport report = review.compareJudges({judge}).reports.value(0);
        judgesJson.push_back(reportJson(judge, report));
        text += QStringLiteral("%1  %2  %3  %4  %5\n")
                    .arg(judge.isEmpty() ? QStringLiteral("(imported)") : judge, -32)
                    .arg(report.compared, 8)
                    .arg(numberText(report.kappa.kappa), 9)
                    .arg(numberText(report.kappa.observed), 9)
                    .arg(numberText(report.recallNotSupported));
    }
    for (const QString& judge : judges) {
        const QString aligned = judge + kAlignedSuffix;
        if (judge.endsWith(kAlignedSuffix) || !judges.contains(aligned))
            continue;
        // The same claims (by question and text) that both decided and people reviewed.
        const review::JudgeComparison comparison = review.compareJudges({judge, aligned});
        const auto& plain = comparison.reports.at(0);
        const auto& learnt = comparison.reports.at(1);
        pairsJson.push_back({{"plain", judge.toStdString()},
                             {"aligned", aligned.toStdString()},
                             {"claims", comparison.claims},
                             {"kappa_plain", optionalNumber(plain.kappa.kappa)},
                             {"kappa_aligned", optionalNumber(learnt.kappa.kappa)},
                             {"held_out", true}});
        text += QStringLiteral("aligned vs plain on the same %1 reviewed claims (held out, cross-validated): "
                               "kappa %2 -> %3\n")
                    .arg(comparison.claims)
                    .arg(numberText(plain.kappa.kappa), numberText(learnt.kappa.kappa));
    }
    // Nugget verdicts: per judge and kind (support of the answer, presence in the contexts).
    ordered_json nuggetsJson = ordered_json::array();
    for (const judge::NuggetTrustReport& report : judge::nuggetTrustOfRun(**project, run->id)) {
        ordered_json confusion = ordered_json::array();
        for (const auto& row : report.confusion)
            confusion.push_back(ordered_json(std::vector<qint64>(row.cbegin(), row.cend())));
        ordered_json categories = ordered_json::array();
        for (const NuggetValue value : judge::nuggetCategories(report.kind))
            categories.push_back(toString(value).toStdString());
        nuggetsJson.push_back({{"judge", report.judge.toStdString()},
                               {"kind", toString(report.kind).toStdString()},
                               {"compared", report.compared},
                               {"kappa", optionalNumber(report.kappa.kappa)},
                               {"agreement", optionalNumber(report.kappa.observed)},
                               {"categories", categories},
                               {"confusion", confusion},
                               {"overridden", report.overridden},
                               {"ppi", ppiJson(report.ppi)}});
        text +=
            QStringLiteral("nuggets (%1), judge %2: %3 reviewed, kappa %4, agreement %5, %6 overridden; %7\n")
                .arg(toString(report.kind), report.judge)
                .arg(report.compared)
                .arg(numberText(report.kappa.kappa), numberText(report.kappa.observed))
                .arg(report.overridden)
                .arg(ppiText(report.ppi, QStringLiteral("mean nugget value")));
    }
    // Citation checks: the judge's "entailed" against the people's, per judge that checked any.
    ordered_json citationsJson = ordered_json::array();
    for (const judge::CitationTrustReport& report : judge::citationTrustOfRun(**project, run->id)) {
        citationsJson.push_back({{"judge", report.judge.toStdString()},
                                 {"compared", report.compared},
                                 {"kappa", optionalNumber(report.kappa.kappa)},
                                 {"agreement", optionalNumber(report.kappa.observed)},
                                 {"confusion",
                                  {{report.confusion[0][0], report.confusion[0][1]},
                                   {report.confusion[1][0], report.confusion[1][1]}}},
                                 {"overridden", report.overridden},
                                 {"unnecessary_differs", report.unnecessaryDiffers},
                                 {"ppi", ppiJson(report.ppi)}});
        text += QStringLiteral("citations, judge %1: %2 reviewed statements, kappa %3, agreement %4, "
                               "%5 overridden; %6\n")
                    .arg(report.judge)
                    .arg(report.compared)
                    .arg(numberText(report.kappa.kappa), numberText(report.kappa.observed))
                    .arg(report.overridden)
                    .arg(ppiText(report.ppi, QStringLiteral("entailed statements")));
    }
    if (parser.isSet(QStringLiteral("json"))) {
        const ordered_json document = {{"run", runName->toStdString()},
                                       {"primary_judge", review.primaryJudge().toStdString()},
                                       {"claims_reviewed", reviewedClaims},
                                       {"judges", judgesJson},
                                       {"aligned", pairsJson},
                                       {"nuggets", nuggetsJson},
                                       {"citations", citationsJson}};
        text = QString::fromStdString(document.dump()) + u'\n';
    }
    context.out << text;
    context.out.flush();
    return kExitOk;
}

} // namespace goldset::cli
