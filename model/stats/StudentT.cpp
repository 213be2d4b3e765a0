#include "StudentT.h"

#include <cmath>
#include <limits>

namespace goldset::stats {

namespace {

// The continued fraction of I_x(a, b) (modified Lentz), which converges quickly for
// x < (a + 1) / (a + b + 2); the other side is reached through I_x(a,b) = 1 - I_{1-x}(b,a).
double betaContinuedFraction(double x, double a, double b)
{
    constexpr int kMaxIterations = 500;
    constexpr double kEpsilon = 1e-15;
    constexpr double kTiny = 1e-300;

    double c = 1.0;
    double d = 1.0 - (a + b) * x / (a + 1.0);
    if (std::fabs(d) < kTiny)
        d = kTiny;
    d = 1.0 / d;
    double fraction = d;
    for (int m = 1; m <= kMaxIterations; ++m) {
        const double m2 = 2.0 * m;
        // Even step.
        double numerator = m * (b - m) * x / ((a + m2 - 1.0) * (a + m2));
        d = 1.0 + numerator * d;
        d = std::fabs(d) < kTiny ? kTiny : d;
        c = 1.0 + numerator / c;
        c = std::fabs(c) < kTiny ? kTiny : c;
        d = 1.0 / d;
        fraction *= d * c;
        // Odd step.
        numerator = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1.0));
        d = 1.0 + numerator * d;
        d = std::fabs(d) < kTiny ? kTiny : d;
        c = 1.0 + numerator / c;
        c = std::fabs(c) < kTiny ? kTiny : c;
        d = 1.0 / d;
        const double delta = d * c;
        fraction *= delta;
        if (std::fabs(delta - 1.0) < kEpsilon)
            break;
    }
    return fraction;
}

} // namespace

double regularizedIncompleteBeta(double x, double a, double b)
{
    if (x <= 0.0)
        return 0.0;
    if (x >= 1.0)
        return 1.0;
    const double logFront =
        std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
    const double front = std::exp(logFront);
    if (x < (a + 1.0) / (a + b + 2.0))
        return front * betaContinuedFraction(x, a, b) / a;
    return 1.0 - front * betaContinuedFraction(1.0 - x, b, a) / b;
}

double studentTTwoSidedP(double t, double degreesOfFreedom)
{
    if (std::isinf(t))
        return 0.0;
    const double x = degreesOfFreedom / (degreesOfFreedom + t * t);
    return regularizedIncompleteBeta(x, degreesOfFreedom / 2.0, 0.5);
}

double studentTCdf(double t, double degreesOfFreedom)
{
    const double tail = studentTTwoSidedP(t, degreesOfFreedom) / 2.0;
    return t >= 0.0 ? 1.0 - tail : tail;
}

double studentTQuantile(double probability, double degreesOfFreedom)
{
    if (probability <= 0.0)
        return -std::numeric_limits<double>::infinity();
    if (probability >= 1.0)
        return std::numeric_limits<double>::infinity();
    // The CDF is monotonic: widen a bracket, then bisect to double precision.
    double low = -1.0;
    double high = 1.0;
    while (studentTCdf(low, degreesOfFreedom) > probability)
        low *= 2.0;
    while (studentTCdf(high, degreesOfFreedom) < probability)
        high *= 2.0;
    for (int i = 0; i < 200 && high - low > 1e-13 * (1.0 + std::fabs(low)); ++i) {
        const double middle = 0.5 * (low + high);
        if (studentTCdf(middle, degreesOfFreedom) < probability)
            low = middle;
        else
            high = middle;
    }
    return 0.5 * (low + high);
}

} // namespace goldset::stats
