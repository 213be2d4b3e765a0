#pragma once

#include "domain/Entities.h"

#include <QList>

namespace goldset::batch {

// How many items each stratum gives to a sample of `size`, in proportion to its size (largest
// remainder: each stratum gets floor(size * N_h / N), the items left over go to the strata with
// the largest fractional parts, ties to the larger stratum, then the earlier one). Every stratum
// when size is 0 or at least N.
QList<qsizetype> proportionalAllocation(const QList<qsizetype>& stratumSizes, qsizetype size);

// A stratified sample: each stratum shuffled with the seed (stratum h with seed + h), its
// allocated number of items taken from the front; the result keeps the strata in the order given.
QList<RowId> stratifiedSample(const QList<QList<RowId>>& strata, qsizetype size, quint64 seed);

} // namespace goldset::batch
