#pragma once

#include "core/Result.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace goldset::io {

// How grades of other scales (TREC-COVID's -1, graded collections' 4) become Goldset's 0..3:
// the pairs of --grade-map "-1=0,4=3" first, then the default rule (<= 0 -> 0, > 3 -> 3).
// Counts what it changed, for the import's warning; the original grade is kept on the label.
class GradeMap
{
public:
    // "FROM=TO,..." with integer FROM and TO in 0..3; an empty text is the default rule.
    static Result<GradeMap> parse(const QString& text);

    // The grade on 0..3 for `grade`, counted when it differs.
    int map(long grade);
    // "mapped 1244 grades onto 0..3 (-1->0: 1216, 4->3: 28), ..." or empty when none changed.
    QString summary() const;
    qint64 changed() const;

private:
    QMap<long, int> m_explicit;
    QMap<long, qint64> m_changedFrom; // original grade -> how many
};

} // namespace goldset::io
