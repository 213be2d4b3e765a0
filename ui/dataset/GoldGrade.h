#pragma once

#include <QList>
#include <optional>

namespace goldset::ui {

// The gold grade of one (question, chunk): the adjudicated grade when a lead gave one, else
// the median of the annotators' grades, shown with its spread (largest minus smallest).
// Gold-relevant means a gold grade of 1 or more.
struct GoldGrade
{
    std::optional<int> adjudicated;
    double median = 0;
    int spread = 0;
    int labelCount = 0;

    double value() const { return adjudicated ? double(*adjudicated) : median; }
    bool relevant() const { return (adjudicated || labelCount > 0) && value() >= 1; }

    static GoldGrade from(QList<int> grades, std::optional<int> adjudicated);
};

} // namespace goldset::ui
