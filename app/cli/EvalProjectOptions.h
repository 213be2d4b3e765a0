#pragma once

#include "metrics/QuestionScope.h"

#include <QStringList>

namespace goldset::cli {

// What `eval --project FILE --run NAME` prints, from its options.
struct EvalProjectOptions
{
    QStringList measures;                                            // -m, default the project set
    bool json = false;                                               // --json
    bool csv = false;                                                // --format csv: the metric table
    bool summary = true;                                             // false with -n
    metrics::QuestionScope scope = metrics::QuestionScope::Accepted; // --questions
};

} // namespace goldset::cli
