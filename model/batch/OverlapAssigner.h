#pragma once

#include <QList>

namespace goldset::batch {

// Spreads items over annotators so that each item goes to `overlap` different annotators and
// every pair of annotators shares items as evenly as possible (pair counts differ by at most 1
// whenever that is feasible, e.g. always for overlap 2), loads second. Greedy: each item takes
// the annotator set that keeps the largest pair count and then the largest load lowest; ties go
// to a seeded order, so the same seed gives the same plan on every platform.
// Returns, per item, the sorted annotator indices; empty when overlap is outside 1..annotators.
QList<QList<int>> assignWithOverlap(qsizetype items, int annotators, int overlap, quint64 seed);

// A seeded Fisher-Yates shuffle on mt19937_64 (fully specified, unlike std::shuffle).
template <typename T> void seededShuffle(QList<T>& list, quint64 seed);

quint64 seededIndex(quint64& state, quint64 bound); // next index in [0, bound)

template <typename T> void seededShuffle(QList<T>& list, quint64 seed)
{
    quint64 state = seed;
    for (qsizetype i = list.size() - 1; i > 0; --i)
        list.swapItemsAt(i, qsizetype(seededIndex(state, quint64(i) + 1)));
}

} // namespace goldset::batch
