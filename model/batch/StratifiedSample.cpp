#include "batch/StratifiedSample.h"

#include "batch/OverlapAssigner.h"

#include <algorithm>
#include <numeric>

namespace goldset::batch {

QList<qsizetype> proportionalAllocation(const QList<qsizetype>& stratumSizes, qsizetype size)
{
    const qsizetype total = std::accumulate(stratumSizes.cbegin(), stratumSizes.cend(), qsizetype(0));
    if (size <= 0 || size >= total)
        return stratumSizes;
    QList<qsizetype> allocation(stratumSizes.size(), 0);
    QList<qsizetype> remainders(stratumSizes.size(), 0); // size * N_h mod N: the fractional parts
    qsizetype given = 0;
    for (qsizetype h = 0; h < stratumSizes.size(); ++h) {
        const qint64 product = qint64(size) * qint64(stratumSizes[h]);
        allocation[h] = qsizetype(product / total);
        remainders[h] = qsizetype(product % total);
        given += allocation[h];
    }
    QList<qsizetype> order(stratumSizes.size());
    std::iota(order.begin(), order.end(), qsizetype(0));
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        if (remainders[a] != remainders[b])
            return remainders[a] > remainders[b];
        return stratumSizes[a] > stratumSizes[b];
    });
    for (qsizetype i = 0; given < size && i < order.size(); ++i) {
        ++allocation[order[i]];
        ++given;
    }
    return allocation;
}

QList<RowId> stratifiedSample(const QList<QList<RowId>>& strata, qsizetype size, quint64 seed)
{
    QList<qsizetype> sizes;
    for (const QList<RowId>& stratum : strata)
        sizes.append(stratum.size());
    const QList<qsizetype> allocation = proportionalAllocation(sizes, size);
    QList<RowId> sample;
    for (qsizetype h = 0; h < strata.size(); ++h) {
        QList<RowId> items = strata[h];
        seededShuffle(items, seed + quint64(h));
        sample.append(items.mid(0, allocation[h]));
    }
    return sample;
}

} // namespace goldset::batch
