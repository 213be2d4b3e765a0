#pragma once

#include <algorithm>
#include <cstddef>
#include <span>
#include <vector>

namespace goldset::metrics {

// glibc's qsort for arrays that fit in memory (msort.c, msort_with_tmp): a top-down merge sort
// that takes from the left run while cmp(left, right) <= 0. trec_eval sorts with qsort and some
// of its comparators are not orderings (NaN scores; gains compared as (int)(a - b)); making the
// same comparisons in the same order gives the same permutation as trec_eval on glibc.
template <typename T, typename Compare> void glibcMergeSort(T* b, std::size_t n, T* tmp, Compare cmp)
{
    if (n <= 1)
        return;
    const std::size_t n1 = n / 2;
    const std::size_t n2 = n - n1;
    T* b1 = b;
    T* b2 = b + n1;
    glibcMergeSort(b1, n1, tmp, cmp);
    glibcMergeSort(b2, n2, tmp, cmp);
    std::size_t left = n1;
    std::size_t right = n2;
    T* out = tmp;
    while (left > 0 && right > 0) {
        if (cmp(*b1, *b2) <= 0) {
            *out++ = *b1++;
            --left;
        } else {
            *out++ = *b2++;
            --right;
        }
    }
    if (left > 0)
        std::copy(b1, b1 + left, out);
    std::copy(tmp, tmp + (n - right), b);
}

template <typename T, typename Compare> void glibcQsort(std::span<T> items, Compare cmp)
{
    std::vector<T> tmp(items.size());
    glibcMergeSort(items.data(), items.size(), tmp.data(), cmp);
}

template <typename T, typename Compare> void glibcQsort(std::vector<T>& items, Compare cmp)
{
    glibcQsort(std::span<T>(items), cmp);
}

} // namespace goldset::metrics
