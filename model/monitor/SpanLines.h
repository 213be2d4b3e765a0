#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <nlohmann/json.hpp>

namespace goldset::monitor {

// One line of a span-based log, read: the trace it belongs to and its part (see
// TraceAssembly.h). A line that is not such a span is an error naming file, line and column.
struct SpanLine
{
    QByteArray trace;
    nlohmann::json part;
};

// OpenInference spans as Phoenix and Arize export them, one JSON object per line, in any of
// their shapes: Phoenix's span dataframe as records ("context.trace_id", "span_kind",
// "attributes.input.value", "attributes.retrieval.documents": [{"document.id", ...}]), its REST
// API's spans ({"context": {"trace_id"}, "attributes": {...}}), and OTLP-style flattened
// attributes ("retrieval.documents.0.document.id"). Times as ISO 8601 or numbers since 1970.
Result<SpanLine> parseOpenInferenceLine(QByteArrayView line, const QString& file, int lineNumber);

// Langfuse's exports, one JSON object per line: observations (enriched "observations_v2" or
// legacy "observations": id, trace_id, type, parent_observation_id, start_time, end_time,
// latency, input, output, user_id, session_id), scores (trace_id, name, value, source,
// comment; those named like feedback/thumbs/rating give the feedback, "escalat…" escalation)
// and legacy trace rows (id, timestamp, input, output, user_id, session_id). Snake or camel case.
Result<SpanLine> parseLangfuseLine(QByteArrayView line, const QString& file, int lineNumber);

} // namespace goldset::monitor
