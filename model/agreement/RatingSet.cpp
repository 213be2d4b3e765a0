#include "agreement/RatingSet.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <algorithm>

namespace goldset::agreement {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::agreement::RatingSet", text);
}

std::optional<int> asInteger(const QString& text)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

// Integer categories compare by value ("10" after "9"); others by text.
QStringList defaultCategories(const QList<Rating>& ratings)
{
    QSet<QString> distinct;
    bool allIntegers = true;
    int low = 0;
    int high = 0;
    bool first = true;
    for (const Rating& rating : ratings) {
        distinct.insert(rating.label);
        const auto value = asInteger(rating.label);
        if (!value) {
            allIntegers = false;
            continue;
        }
        low = first ? *value : std::min(low, *value);
        high = first ? *value : std::max(high, *value);
        first = false;
    }
    QStringList result;
    if (allIntegers && !first) {
        for (int value = low; value <= high; ++value)
            result.append(QString::number(value));
        return result;
    }
    result = QStringList(distinct.cbegin(), distinct.cend());
    std::sort(result.begin(), result.end());
    return result;
}

} // namespace

Result<RatingSet> RatingSet::build(const QList<Rating>& ratings, const std::optional<QStringList>& categories,
                                   const QString& file)
{
    RatingSet set;
    set.m_categories = categories ? *categories : defaultCategories(ratings);
    if (QSet<QString>(set.m_categories.cbegin(), set.m_categories.cend()).size() != set.m_categories.size())
        return makeError(tr("the categories repeat a value"), file);

    set.m_integerCategories = !set.m_categories.isEmpty();
    QHash<QString, int> position;
    QHash<int, int> integerPosition; // so that " 2" and "02" match category "2"
    for (int i = 0; i < set.m_categories.size(); ++i) {
        position.insert(set.m_categories.at(i), i);
        if (const auto value = asInteger(set.m_categories.at(i)))
            integerPosition.insert(*value, i);
        else
            set.m_integerCategories = false;
    }

    QHash<QString, qsizetype> itemIndex;
    QSet<QString> annotatorNames;
    for (const Rating& rating : ratings) {
        if (!itemIndex.contains(rating.item)) {
            itemIndex.insert(rating.item, set.m_items.size());
            set.m_items.append(rating.item);
        }
        annotatorNames.insert(rating.annotator);
    }
    set.m_annotators = QStringList(annotatorNames.cbegin(), annotatorNames.cend());
    std::sort(set.m_annotators.begin(), set.m_annotators.end());
    QHash<QString, qsizetype> annotatorIndex;
    for (qsizetype i = 0; i < set.m_annotators.size(); ++i)
        annotatorIndex.insert(set.m_annotators.at(i), i);

    set.m_cells = QList<int>(set.m_items.size() * set.m_annotators.size(), kMissing);
    QList<int> cellLine(set.m_cells.size(), 0);
    for (const Rating& rating : ratings) {
        int category = position.value(rating.label, kMissing);
        if (category == kMissing && set.m_integerCategories)
            if (const auto value = asInteger(rating.label))
                category = integerPosition.value(*value, kMissing);
        if (category == kMissing)
            return makeError(tr("label '%1' is not one of the categories %2")
                                 .arg(rating.label, set.m_categories.join(QLatin1Char(','))),
                             file, rating.line);
        const qsizetype cell =
            itemIndex.value(rating.item) * set.m_annotators.size() + annotatorIndex.value(rating.annotator);
        if (set.m_cells.at(cell) != kMissing)
            return makeError(tr("annotator '%1' rates item '%2' a second time (first on line %3)")
                                 .arg(rating.annotator, rating.item, QString::number(cellLine.at(cell))),
                             file, rating.line);
        set.m_cells[cell] = category;
        cellLine[cell] = rating.line;
        ++set.m_ratingCount;
    }
    return set;
}

} // namespace goldset::agreement
