#pragma once

#include "domain/Entities.h"
#include "judge/LexicalEvidence.h"

#include <QList>
#include <QString>

namespace goldset::review {
class RunReview;
struct QuestionState;
} // namespace goldset::review

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// Rich text of the Review page. Every piece of untrusted text (answers, claims, chunks,
// reasons) goes through toHtmlEscaped(); only our own markup is HTML.

// The answer with each claim highlighted in place, coloured by verdict and marked with its
// letter and number; claims that do not occur verbatim are listed below it. hideJudge (blind):
// a claim the reviewer has not decided yet shows no verdict, neither the judge's nor people's.
QString answerHtml(const review::RunReview& review, const review::QuestionState& question,
                   const QString& answer, int currentClaimIndex, bool hideJudge,
                   const QString& reviewer = {});

struct ContextPassageView
{
    int rank = 0;
    double score = 0;
    QString chunkId;
    QString documentTitle;
    QString text;
};

// The retrieved contexts, the judge's evidence marked, the likely evidence sentences highlighted.
QString contextsHtml(const QList<ContextPassageView>& passages, const QStringList& judgeEvidence,
                     const QList<judge::EvidenceSentence>& likely, bool hideJudge);

// The Judge trust tab: claims (judge vs people, person vs person, the prediction-powered
// faithfulness, judges compared); with the project, nuggets and citations of the run as well.
QString judgeTrustHtml(const review::RunReview& review);
QString judgeTrustHtml(const review::RunReview& review, storage::Project& project);

} // namespace goldset::ui
