#pragma once

#include "domain/Entities.h"
#include "storage/MetricsReadStore.h"

#include <QHash>

namespace goldset::metrics {

// The gold relevance grade of each (question, chunk):
//   1. the lead's adjudicated grade, when there is one;
//   2. else the median of the grades people gave (the lower middle one for an even count);
//   3. else, only where no person labelled the pair, the median of the models' grades (the
//      generator marks its source chunk, for instance).
// A question without any gold grade has no qrels: its retrieval metrics are undefined.
class GoldGrades
{
public:
    using Labels = QList<storage::MetricsReadStore::LabelRow>;
    using Adjudications = QList<storage::MetricsReadStore::AdjudicatedGrade>;

    static GoldGrades build(const Labels& labels, const Adjudications& adjudications);
    // Replaces one question's grades (incremental recompute after a label changed); the rows
    // are that question's labels and adjudications only.
    void replaceQuestion(RowId questionId, const Labels& labels, const Adjudications& adjudications);

    // chunk id -> gold grade for the question, or nullptr when it has none.
    const QHash<RowId, int>* forQuestion(RowId questionId) const;

    // The lower median: sorted grades, element (n - 1) / 2.
    static int lowerMedian(QList<int> grades);

private:
    void add(const Labels& labels, const Adjudications& adjudications);

    QHash<RowId, QHash<RowId, int>> m_grades;
};

} // namespace goldset::metrics
