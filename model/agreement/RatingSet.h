#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace goldset::agreement {

// One rating as read from a file or a project: who gave which label to which item.
// line is the 1-based line of the source file (0 when it did not come from a file).
struct Rating
{
    QString item;
    QString annotator;
    QString label;
    int line = 0;
};

// The ratings of several annotators on a set of items, with labels turned into positions in an
// ordered category list. Every agreement statistic reads this one shape.
class RatingSet
{
public:
    static constexpr int kMissing = -1;

    // Builds the set. Categories default to the integer range min..max when every label is an
    // integer, else to the sorted distinct labels; explicit categories override, and a label
    // outside them is an error naming the line. A second rating of the same (item, annotator)
    // is an error naming both lines. `file` names the source in errors.
    static Result<RatingSet> build(const QList<Rating>& ratings,
                                   const std::optional<QStringList>& categories = {},
                                   const QString& file = {});

    const QStringList& items() const { return m_items; }           // in order of first appearance
    const QStringList& annotators() const { return m_annotators; } // sorted
    const QStringList& categories() const { return m_categories; } // ordered
    // True when every category is an integer; then categoryValue() gives the number.
    bool integerCategories() const { return m_integerCategories; }
    int categoryValue(int position) const { return m_categories.at(position).toInt(); }

    // Category position given by annotator a to item i, or kMissing.
    int at(qsizetype item, qsizetype annotator) const
    {
        return m_cells.at(item * m_annotators.size() + annotator);
    }
    qsizetype ratingCount() const { return m_ratingCount; }

private:
    QStringList m_items;
    QStringList m_annotators;
    QStringList m_categories;
    bool m_integerCategories = false;
    QList<int> m_cells; // items x annotators, row-major
    qsizetype m_ratingCount = 0;
};

} // namespace goldset::agreement
