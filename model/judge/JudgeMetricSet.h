#pragma once

#include "core/Result.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace goldset::judge {

// The kinds of verdicts a judge run can make (`judge --metrics`, DESIGN.md): each is a set of
// requests of its own. faithfulness: claims and their verdicts; nuggets: nugget support;
// context_recall: nuggets found in the contexts; correctness: claims against nuggets;
// citations: citation_checks; relevancy: relevancy_questions and embeddings.
namespace judgeMetric {
inline const QString faithfulness = QStringLiteral("faithfulness");
inline const QString nuggets = QStringLiteral("nuggets");
inline const QString contextRecall = QStringLiteral("context_recall");
inline const QString correctness = QStringLiteral("correctness");
inline const QString citations = QStringLiteral("citations");
inline const QString relevancy = QStringLiteral("relevancy");
} // namespace judgeMetric

// Every name, in the order DESIGN.md gives them.
QStringList judgeMetricNames();
// "faithfulness,citations" -> the set; an unknown or empty name is an error naming the known ones.
Result<QSet<QString>> parseJudgeMetrics(const QString& list);

} // namespace goldset::judge
