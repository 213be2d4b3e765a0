#include "TrecSummary.h"

#include <cmath>

namespace goldset::metrics {

TrecSummary::TrecSummary(const TrecMeasureSet& measures)
    : m_measures(measures), m_sums(measures.slots().size(), 0.0)
{
}

void TrecSummary::add(const double* values)
{
    for (std::size_t i = 0; i < m_sums.size(); ++i)
        m_sums[i] += values[i];
    ++m_queries;
}

std::vector<double> TrecSummary::finish(long averagedOver, long completeNumRel) const
{
    std::vector<double> result(m_sums);
    const auto& slots = m_measures.slots();
    for (std::size_t i = 0; i < slots.size(); ++i) {
        switch (slots[i].aggregate) {
        case TrecAggregate::None:
        case TrecAggregate::Sum:
            break;
        case TrecAggregate::NumQ:
            result[i] = static_cast<double>(averagedOver);
            break;
        case TrecAggregate::NumRel:
            if (completeNumRel >= 0)
                result[i] = static_cast<double>(completeNumRel);
            break;
        case TrecAggregate::Mean:
            if (averagedOver)
                result[i] /= static_cast<double>(averagedOver);
            break;
        case TrecAggregate::GeoMean:
            if (averagedOver > 0) {
                double sum = result[i];
                // te_calc_avg_meas_s_gm: queries never evaluated count with the floor.
                sum += static_cast<double>(averagedOver - m_queries) * std::log(.00001);
                result[i] = std::exp(sum / static_cast<double>(averagedOver));
            }
            break;
        }
    }
    return result;
}

} // namespace goldset::metrics
