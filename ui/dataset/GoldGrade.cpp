#include "dataset/GoldGrade.h"

#include <algorithm>

namespace goldset::ui {

GoldGrade GoldGrade::from(QList<int> grades, std::optional<int> adjudicated)
{
    GoldGrade gold;
    gold.adjudicated = adjudicated;
    gold.labelCount = int(grades.size());
    if (grades.isEmpty())
        return gold;
    std::sort(grades.begin(), grades.end());
    const qsizetype n = grades.size();
    gold.median = n % 2 == 1 ? grades[n / 2] : (grades[n / 2 - 1] + grades[n / 2]) / 2.0;
    gold.spread = grades.last() - grades.first();
    return gold;
}

} // namespace goldset::ui
