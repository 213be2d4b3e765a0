#pragma once

#include "ReportData.h"

namespace goldset::report {

// A report fit for a pull-request comment: the aggregate table (runs side by side, with the
// thresholds and PASS/FAIL), then each run's failing cases. Every piece of project text
// (questions, answers, run names) is escaped so that it cannot inject Markdown or HTML.
QString markdownReport(const ReportData& data);

// Escapes text for a Markdown table cell or paragraph: Markdown punctuation, '|', HTML's
// < > &, and line breaks (collapsed to spaces).
QString escapeMarkdown(const QString& text);

} // namespace goldset::report
