#pragma once

#include "Bootstrap.h"

#include <optional>
#include <vector>

namespace goldset::stats {

// Tests of whether two systems differ on the same questions: a[i] and b[i] are the scores of
// question i under each. Differences are a - b.

struct PairedTTest
{
    int n = 0;
    double meanDifference = 0;
    double sdDifference = 0; // sample standard deviation (n - 1)
    // Undefined with fewer than 2 pairs or when every difference is the same (sd 0).
    std::optional<double> t;
    std::optional<double> p;      // two-sided
    std::optional<Interval> ci95; // of the mean difference
    int degreesOfFreedom() const { return n - 1; }
};
PairedTTest pairedTTest(const std::vector<double>& a, const std::vector<double>& b);

// The paired randomization (sign-flip) test of the mean difference: under the null hypothesis
// each difference is as likely to have either sign. Up to kExactLimit pairs every one of the
// 2^n sign patterns is counted (p = share with |mean| >= observed); above it `iterations`
// random patterns from std::mt19937_64(seed), p = (1 + hits) / (1 + iterations).
struct RandomizationTest
{
    static constexpr int kExactLimit = 16;
    int n = 0;
    double meanDifference = 0;
    bool exact = false;
    std::optional<double> p; // undefined without pairs
};
RandomizationTest pairedRandomizationTest(const std::vector<double>& a, const std::vector<double>& b,
                                          int iterations, quint64 seed);

// Per question: a better, equal (within 1e-9), or worse.
struct WinTieLoss
{
    int wins = 0;
    int ties = 0;
    int losses = 0;
};
WinTieLoss winTieLoss(const std::vector<double>& a, const std::vector<double>& b, bool lowerIsBetter);

// Holm's step-down adjustment of a family of p-values (same order as given).
std::vector<double> holmAdjust(const std::vector<double>& p);

} // namespace goldset::stats
