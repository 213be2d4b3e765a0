#include "review/ReviewHtml.h"

#include "common/ThemeColours.h"
#include "judge/CitationTrust.h"
#include "judge/NuggetTrust.h"
#include "review/NuggetReviewModel.h"
#include "review/RunReview.h"
#include "review/VerdictStyle.h"
#include "storage/Project.h"

#include <QCoreApplication>
#include <algorithm>

namespace goldset::ui {
namespace {

// lupdate files these strings under the context of the functions that call tr(): the namespace.
QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::ui", text);
}

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString number(const std::optional<double>& value, int decimals = 3)
{
    return value ? QString::number(*value, 'f', decimals) : tr("undefined");
}

struct Span
{
    qsizetype start;
    qsizetype length;
    int claimIndex;
};

} // namespace

QString answerHtml(const review::RunReview& review, const review::QuestionState& question,
                   const QString& answer, int currentClaimIndex, bool hideJudge, const QString& reviewer)
{
    QList<Span> spans;
    QList<int> notFound;
    for (int index : question.claimIndexes) {
        const QString& claim = review.claims().at(index).claim.text;
        const qsizetype at = claim.isEmpty() ? -1 : answer.indexOf(claim.trimmed(), 0, Qt::CaseInsensitive);
        const bool overlaps = std::any_of(spans.begin(), spans.end(), [&](const Span& s) {
            return at < s.start + s.length && s.start < at + claim.trimmed().size();
        });
        if (at < 0 || overlaps)
            notFound.append(index);
        else
            spans.append({at, claim.trimmed().size(), index});
    }
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.start < b.start; });

    const ThemeColours colours;
    auto mark = [&](int index, const QString& inner) {
        const review::ClaimState& state = review.claims().at(index);
        // Blind: neither the judge's nor other people's verdicts until this reviewer decided.
        const Verdict shown = hideJudge && !state.reviewBy(reviewer) ? Verdict::Unknown : state.effective;
        const int ordinal = state.claim.ordinal + 1;
        // The current claim underlined (Qt's rich text draws no borders on spans) and bold.
        const bool current = index == currentClaimIndex;
        const ThemeColours::Pair colour = colours.verdict(shown);
        return QStringLiteral("<span style=\"background-color:%1; color:%2;%3\">%4</span>"
                              "<sup><b>[%5%6]</b></sup>")
            .arg(colour.background.name(), colour.text.name(),
                 current ? QStringLiteral(" text-decoration: underline; font-weight: bold;") : QString(),
                 inner, verdictLetter(shown))
            .arg(ordinal);
    };

    QString html = QStringLiteral("<p style=\"line-height:140%\">");
    qsizetype position = 0;
    for (const Span& span : std::as_const(spans)) {
        html += esc(answer.mid(position, span.start - position));
        html += mark(span.claimIndex, esc(answer.mid(span.start, span.length)));
        position = span.start + span.length;
    }
    html += esc(answer.mid(position));
    html += QStringLiteral("</p>");
    if (answer.isEmpty())
        html = QStringLiteral("<p><i>%1</i></p>").arg(tr("This run has no answer for the question."));
    if (!notFound.isEmpty()) {
        html += QStringLiteral("<p><i>%1</i></p><ul>").arg(tr("Claims not found verbatim in the answer:"));
        for (int index : std::as_const(notFound))
            html += QStringLiteral("<li>%1</li>").arg(mark(index, esc(review.claims().at(index).claim.text)));
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString contextsHtml(const QList<ContextPassageView>& passages, const QStringList& judgeEvidence,
                     const QList<judge::EvidenceSentence>& likely, bool hideJudge)
{
    if (passages.isEmpty())
        return QStringLiteral("<p><i>%1</i></p>")
            .arg(tr("No retrieved contexts for this question in this run."));
    QString html;
    const ThemeColours colours;
    const ThemeColours::Pair evidenceCard = colours.evidenceCard();
    const ThemeColours::Pair likelyColours = colours.likelyEvidence();
    for (const ContextPassageView& passage : passages) {
        const bool evidence = !hideJudge && judgeEvidence.contains(passage.chunkId);
        // An evidence card sets its text colour with its background, so both stay readable.
        html +=
            QStringLiteral("<table width=\"100%\" cellpadding=\"4\" "
                           "style=\"margin-bottom:6px; border: %1px solid %2;%3\"><tr><td%4>")
                .arg(evidence ? 2 : 1)
                .arg(evidence ? colours.evidenceBorder().name() : colours.cardBorder().name(),
                     evidence ? QStringLiteral(" background-color:%1;").arg(evidenceCard.background.name())
                              : QString(),
                     evidence ? QStringLiteral(" style=\"color:%1\"").arg(evidenceCard.text.name())
                              : QString());
        html +=
            QStringLiteral("<b>#%1 %2</b> <span style=\"color:%5\">%3 · %4</span>")
                .arg(passage.rank)
                .arg(esc(passage.chunkId), esc(passage.documentTitle), QString::number(passage.score, 'g', 4),
                     (evidence ? ThemeColours::secondaryTextOn(evidenceCard) : colours.secondaryText())
                         .name());
        if (evidence)
            html += QStringLiteral(" <b style=\"color:%1\">[%2]</b>")
                        .arg(colours.accent().name(), tr("judge's evidence"));
        html += QStringLiteral("<br/>");
        // Likely-evidence sentences of this passage, in text order.
        QList<judge::EvidenceSentence> own;
        for (const judge::EvidenceSentence& s : likely)
            if (s.chunkId == passage.chunkId)
                own.append(s);
        std::sort(own.begin(), own.end(), [](const auto& a, const auto& b) { return a.start < b.start; });
        qsizetype position = 0;
        for (const judge::EvidenceSentence& s : std::as_const(own)) {
            if (s.start < position)
                continue;
            html += esc(passage.text.mid(position, s.start - position));
            html += QStringLiteral("<span style=\"background-color:%4; color:%5\" title=\"%1\">%2</span>"
                                   "<sup>%3</sup>")
                        .arg(tr("likely evidence"), esc(passage.text.mid(s.start, s.length)), tr("likely"),
                             likelyColours.background.name(), likelyColours.text.name());
            position = s.start + s.length;
        }
        html += esc(passage.text.mid(position));
        html += QStringLiteral("</td></tr></table>");
    }
    return html;
}

namespace {

QString trustSection(const QString& title, const judge::JudgeTrustReport& report, bool withPrecision)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(esc(title));
    if (report.compared == 0)
        return html + QStringLiteral("<p><i>%1</i></p>").arg(tr("No reviewed claims to compare yet."));
    html += QStringLiteral("<p>%1: <b>%2</b> (95% CI %3 – %4), n = %5; %6: %7</p>")
                .arg(tr("Cohen's kappa"), number(report.kappa.kappa), number(report.kappa.ciLow),
                     number(report.kappa.ciHigh))
                .arg(report.compared)
                .arg(tr("disagreements"))
                .arg(report.overridden);
    if (withPrecision)
        html +=
            QStringLiteral("<p>%1: %2 · %3: %4</p>")
                .arg(tr("precision at finding unsupported or contradicted claims"),
                     number(report.precisionNotSupported), tr("recall"), number(report.recallNotSupported));
    const QStringList names = {verdictWord(Verdict::Supported), verdictWord(Verdict::Unsupported),
                               verdictWord(Verdict::Contradicted)};
    html += QStringLiteral("<table border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr><th></th>");
    for (const QString& name : names)
        html += QStringLiteral("<th>%1 %2</th>").arg(withPrecision ? tr("human:") : tr("second:"), name);
    html += QStringLiteral("</tr>");
    for (int j = 0; j < 3; ++j) {
        html +=
            QStringLiteral("<tr><th>%1 %2</th>").arg(withPrecision ? tr("judge:") : tr("first:"), names[j]);
        for (int h = 0; h < 3; ++h)
            html += QStringLiteral("<td align=\"right\">%1</td>").arg(report.confusion[j][h]);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

// A square confusion table: rows the judge, columns the people.
QString confusionTable(const QStringList& names, const QList<QList<qint64>>& confusion)
{
    QString html = QStringLiteral("<table border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr><th></th>");
    for (const QString& name : names)
        html += QStringLiteral("<th>%1 %2</th>").arg(tr("human:"), name);
    html += QStringLiteral("</tr>");
    for (qsizetype j = 0; j < names.size(); ++j) {
        html += QStringLiteral("<tr><th>%1 %2</th>").arg(tr("judge:"), names[j]);
        for (qsizetype h = 0; h < names.size(); ++h)
            html += QStringLiteral("<td align=\"right\">%1</td>").arg(confusion.value(j).value(h));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString agreementLine(const agreement::KappaResult& kappa, qint64 compared, qint64 overridden)
{
    return QStringLiteral("<p>%1: <b>%2</b> (95% CI %3 – %4), n = %5; %6: %7</p>")
        .arg(tr("Cohen's kappa"), number(kappa.kappa), number(kappa.ciLow), number(kappa.ciHigh))
        .arg(compared)
        .arg(tr("disagreements"))
        .arg(overridden);
}

// A prediction-powered estimate of a mean over the judge's verdicts: `what` names the mean.
QString ppiLine(const QString& what, const judge::PpiEstimate& ppi)
{
    if (!ppi.estimate)
        return QStringLiteral("<p>%1 — %2: %3 · %4</p>")
            .arg(esc(what), tr("judge alone"), number(ppi.judgeMean),
                 tr("at least two reviewed verdicts are needed for an interval"));
    return QStringLiteral("<p>%1 — %2: %3 · %4: <b>%5</b> (95% CI %6 – %7), %8</p>")
        .arg(esc(what), tr("judge alone"), number(ppi.judgeMean),
             tr("corrected by the reviews (prediction-powered)"), number(ppi.estimate), number(ppi.ciLow),
             number(ppi.ciHigh), tr("%1 of %2 verdicts reviewed").arg(ppi.reviewed).arg(ppi.claims));
}

QString nuggetTrustHtml(const QList<judge::NuggetTrustReport>& reports)
{
    QString html;
    for (const judge::NuggetTrustReport& report : reports) {
        const bool support = report.kind == NuggetVerdictKind::Support;
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(esc((support ? tr("Nuggets in the answer: judge (%1) vs people")
                                      : tr("Nuggets in the contexts: judge (%1) vs people"))
                                 .arg(report.judge)));
        if (report.compared == 0)
            html += QStringLiteral("<p><i>%1</i></p>").arg(tr("No reviewed nuggets to compare yet."));
        else {
            html += agreementLine(report.kappa, report.compared, report.overridden);
            QStringList names;
            for (const NuggetValue value : judge::nuggetCategories(report.kind))
                names.append(NuggetReviewModel::valueWord(value));
            html += confusionTable(names, report.confusion);
        }
        html += ppiLine(support ? tr("Mean nugget score (support 1, partial 0.5)")
                                : tr("Share of nuggets present in the contexts"),
                        report.ppi);
    }
    return html;
}

QString citationTrustHtml(const QList<judge::CitationTrustReport>& reports)
{
    QString html;
    for (const judge::CitationTrustReport& report : reports) {
        html +=
            QStringLiteral("<h3>%1</h3>").arg(esc(tr("Citations: judge (%1) vs people").arg(report.judge)));
        if (report.compared == 0)
            html += QStringLiteral("<p><i>%1</i></p>").arg(tr("No reviewed statements to compare yet."));
        else {
            html += agreementLine(report.kappa, report.compared, report.overridden);
            if (report.unnecessaryDiffers > 0)
                html += QStringLiteral("<p>%1</p>")
                            .arg(tr("Both entailed, other citations unnecessary: %1")
                                     .arg(report.unnecessaryDiffers));
            html += confusionTable({tr("entailed"), tr("not entailed")},
                                   {{report.confusion[0][0], report.confusion[0][1]},
                                    {report.confusion[1][0], report.confusion[1][1]}});
        }
        html += ppiLine(tr("Share of statements their citations entail"), report.ppi);
    }
    return html;
}

} // namespace

QString judgeTrustHtml(const review::RunReview& review, storage::Project& project)
{
    return judgeTrustHtml(review) + nuggetTrustHtml(judge::nuggetTrustOfRun(project, review.runId())) +
           citationTrustHtml(judge::citationTrustOfRun(project, review.runId()));
}

QString judgeTrustHtml(const review::RunReview& review)
{
    const QString primary = review.primaryJudge().isEmpty() ? tr("imported verdicts") : review.primaryJudge();
    QString html = trustSection(tr("Judge (%1) vs people").arg(primary), review.trust(), true);
    html += trustSection(tr("Person vs person (claims reviewed twice): the ceiling for a judge"),
                         review.humanHuman(), false);

    const judge::PpiEstimate ppi = review.ppi();
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Faithfulness from the reviewed sample"));
    html += QStringLiteral("<p>%1: %2 · %3: <b>%4</b> (95% CI %5 – %6), %7</p>")
                .arg(tr("judge alone"), number(ppi.judgeMean),
                     tr("corrected by the reviews (prediction-powered)"), number(ppi.estimate),
                     number(ppi.ciLow), number(ppi.ciHigh))
                .arg(tr("%1 of %2 claims reviewed, in %3 answers")
                         .arg(ppi.reviewed)
                         .arg(ppi.claimsJudged)
                         .arg(ppi.answers));
    if (ppi.estimate && ppi.reviewsToHalve)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("About %1 more reviews would halve the interval.")
                             .arg(std::max<qint64>(0, *ppi.reviewsToHalve - ppi.reviewed)));
    else if (ppi.estimate)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("More reviews alone cannot halve the interval: the judge's own "
                            "spread over the claims dominates."));

    const QStringList models = review.judgeModels();
    if (models.size() > 1) {
        // Every judge on the same claims: those all of them decided and people reviewed.
        const review::JudgeComparison comparison = review.compareJudges(models);
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(tr("Judges against the human verdicts"),
                         QCoreApplication::translate(
                             "goldset::ui",
                             "Compared on the same %n claim(s) (decided by every judge, reviewed by people).",
                             nullptr, static_cast<int>(comparison.claims)));
        html += QStringLiteral("<table border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr><th>%1</th>"
                               "<th>%2</th><th>%3</th><th>%4</th></tr>")
                    .arg(tr("judge model"), tr("kappa"), tr("n"), tr("recall of not supported"));
        QList<std::pair<double, QString>> rows;
        for (qsizetype j = 0; j < comparison.judges.size(); ++j) {
            const judge::JudgeTrustReport& report = comparison.reports[j];
            const QString& model = comparison.judges[j];
            const QString name = model.isEmpty() ? tr("(imported, no judge named)") : esc(model);
            rows.append({report.kappa.kappa.value_or(-2),
                         QStringLiteral("<tr><td>%1%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                             .arg(name, model == review.primaryJudge() ? tr(" (primary)") : QString(),
                                  number(report.kappa.kappa))
                             .arg(report.compared)
                             .arg(number(report.recallNotSupported))});
        }
        std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (const auto& row : rows)
            html += row.second;
        html += QStringLiteral("</table>");
        // An aligned judge beside its plain judge, on the same reviewed claims: its examples
        // never came from the fold of the claim it judged, so its kappa is a held-out figure.
        for (const QString& model : models) {
            const QString aligned = model + QStringLiteral("+aligned");
            if (model.endsWith(QLatin1String("+aligned")) || !models.contains(aligned))
                continue;
            const review::JudgeComparison pair = review.compareJudges({model, aligned});
            html +=
                QStringLiteral("<p>%1</p>")
                    .arg(tr("Aligned vs plain %1 on the same %2 reviewed claims (held out, cross-validated): "
                            "kappa %3 → %4.")
                             .arg(esc(model))
                             .arg(pair.claims)
                             .arg(number(pair.reports.value(0).kappa.kappa),
                                  number(pair.reports.value(1).kappa.kappa)));
        }
    }
    return html;
}

} // namespace goldset::ui
