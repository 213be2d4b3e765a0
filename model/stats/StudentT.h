#pragma once

namespace goldset::stats {

// Student's t distribution, for the paired t-test.

// I_x(a, b), the regularized incomplete beta function, for 0 <= x <= 1 and a, b > 0.
double regularizedIncompleteBeta(double x, double a, double b);

// P(T <= t) for T with `degreesOfFreedom` > 0.
double studentTCdf(double t, double degreesOfFreedom);

// P(|T| >= |t|): the two-sided p-value of a t statistic.
double studentTTwoSidedP(double t, double degreesOfFreedom);

// The t with P(T <= t) = probability, for 0 < probability < 1.
double studentTQuantile(double probability, double degreesOfFreedom);

} // namespace goldset::stats
