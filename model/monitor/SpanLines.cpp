#include "monitor/SpanLines.h"

#include "io/JsonInput.h"
#include "monitor/MonitorJson.h"
#include "monitor/Timestamp.h"
#include "monitor/TraceAssembly.h"

#include <QCoreApplication>
#include <cmath>

namespace goldset::monitor {
namespace {

// A value by dotted name in any of OpenInference's shapes: the exact key, nested objects
// ({"input": {"value": ...}}), lists by index ("retrieval.documents.0").
const nlohmann::json* dottedValue(const nlohmann::json& object, std::string_view name)
{
    if (!object.is_object() && !object.is_array())
        return nullptr;
    if (object.is_object()) {
        if (const auto it = object.find(std::string(name)); it != object.end())
            return it->is_null() ? nullptr : &*it;
    }
    // The longest head of the name that is a member (or index), then the rest below it.
    for (size_t dot = name.find('.'); dot != std::string_view::npos; dot = name.find('.', dot + 1)) {
        const std::string head(name.substr(0, dot));
        const nlohmann::json* child = nullptr;
        if (object.is_object()) {
            if (const auto it = object.find(head); it != object.end())
                child = &*it;
        } else if (!head.empty() && head.find_first_not_of("0123456789") == std::string::npos) {
            const size_t index = std::stoul(head);
            if (index < object.size())
                child = &object[index];
        }
        if (child) {
            if (const nlohmann::json* found = dottedValue(*child, name.substr(dot + 1)))
                return found;
        }
    }
    return nullptr;
}

// A span attribute: at the top level (with or without "attributes."), or under "attributes".
const nlohmann::json* spanAttribute(const nlohmann::json& span, std::string_view name)
{
    if (const nlohmann::json* top = dottedValue(span, name))
        return top;
    if (const nlohmann::json* prefixed = dottedValue(span, "attributes." + std::string(name)))
        return prefixed;
    return nullptr;
}

const nlohmann::json* firstAttribute(const nlohmann::json& span, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        if (const nlohmann::json* value = spanAttribute(span, name))
            return value;
    }
    return nullptr;
}

std::optional<qint64> timeValueOf(const nlohmann::json& value)
{
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        if (auto iso = parseIsoTimestampMs(text))
            return iso;
        // OTLP JSON writes its nanosecond numbers as strings.
        if (!text.empty() && text.find_first_not_of("0123456789") == std::string::npos)
            return epochNumberToMs(std::stod(text));
        return std::nullopt;
    }
    if (value.is_number())
        return epochNumberToMs(value.get<double>());
    return std::nullopt;
}

Error spanLineError(const io::JsonPlace& place, const QString& message, const char* key = nullptr)
{
    return place.error(message, key);
}

// Reads the start and end of a span or observation into its part; false when one is there but
// is not a time.
bool readPartTimes(const nlohmann::json& span, nlohmann::json& part,
                   std::initializer_list<const char*> startNames, std::initializer_list<const char*> endNames,
                   const char** badKey)
{
    for (const auto& [names, key] : {std::pair{startNames, "s"}, std::pair{endNames, "e"}}) {
        for (const char* name : names) {
            if (const nlohmann::json* value = spanAttribute(span, name)) {
                const auto ms = timeValueOf(*value);
                if (!ms) {
                    *badKey = name;
                    return false;
                }
                part[key] = *ms;
                break;
            }
        }
    }
    return true;
}

void readPartText(const nlohmann::json* value, nlohmann::json& part, const char* key, bool userWords)
{
    if (!value)
        return;
    const QByteArray text = userWords ? userText(*value) : json::anyText(*value);
    if (!text.isEmpty())
        part[key] = text.toStdString();
}

void readPartScalar(const nlohmann::json* value, nlohmann::json& part, const char* key)
{
    if (!value)
        return;
    if (const auto text = json::scalarText(*value); text && !text->isEmpty())
        part[key] = text->toStdString();
}

// OpenInference's retrieval.documents: a list of {"document.id", ...} or {"document": {...}},
// or flattened keys retrieval.documents.N.document.*.
nlohmann::json openInferenceDocuments(const nlohmann::json& span)
{
    nlohmann::json docs = nlohmann::json::array();
    for (int i = 0;; ++i) {
        const std::string base = "retrieval.documents." + std::to_string(i) + ".document.";
        const nlohmann::json* id = spanAttribute(span, base + "id");
        const nlohmann::json* content = spanAttribute(span, base + "content");
        const nlohmann::json* score = spanAttribute(span, base + "score");
        if (!id && !content && !score)
            break;
        nlohmann::json doc;
        const auto idText = id ? json::scalarText(*id) : std::nullopt;
        doc["id"] = idText ? idText->toStdString() : std::to_string(i);
        if (content && content->is_string())
            doc["text"] = *content;
        if (score && score->is_number())
            doc["score"] = *score;
        docs.push_back(std::move(doc));
    }
    return docs;
}

} // namespace

Result<SpanLine> parseOpenInferenceLine(QByteArrayView line, const QString& file, int lineNumber)
{
    auto parsed = io::parseJson(line, file, lineNumber);
    if (!parsed)
        return parsed.error();
    const nlohmann::json& span = *parsed;
    const io::JsonPlace place{file, lineNumber, line};
    if (!span.is_object())
        return spanLineError(place, QCoreApplication::translate(
                                        "goldset::monitor", "expected one JSON object (a span) per line"));
    SpanLine result;
    const nlohmann::json* trace =
        firstAttribute(span, {"context.trace_id", "trace_id", "traceId", "context.traceId"});
    const auto traceText = trace ? json::scalarText(*trace) : std::nullopt;
    if (!traceText || traceText->isEmpty())
        return spanLineError(place, QCoreApplication::translate(
                                        "goldset::monitor", "the span has no trace id (context.trace_id)"));
    result.trace = *traceText;
    nlohmann::json& part = result.part;
    part = nlohmann::json::object();
    const nlohmann::json* kind = firstAttribute(span, {"span_kind", "openinference.span.kind", "spanKind"});
    std::string kindText = kind && kind->is_string() ? kind->get<std::string>() : std::string();
    std::transform(kindText.begin(), kindText.end(), kindText.begin(),
                   [](unsigned char c) { return char(std::toupper(c)); });
    part["k"] = kindText == "RETRIEVER" ? "retriever" : kindText == "LLM" ? "llm" : "span";
    const nlohmann::json* parent =
        firstAttribute(span, {"parent_id", "parent_span_id", "parentSpanId", "parentId"});
    part["root"] = !parent || (parent->is_string() && parent->get_ref<const std::string&>().empty());
    const char* badKey = nullptr;
    if (!readPartTimes(span, part, {"start_time", "startTime", "start_time_unix_nano", "startTimeUnixNano"},
                       {"end_time", "endTime", "end_time_unix_nano", "endTimeUnixNano"}, &badKey))
        return spanLineError(
            place,
            QCoreApplication::translate("goldset::monitor", "'%1' is not a time").arg(QLatin1String(badKey)),
            badKey);
    readPartText(spanAttribute(span, "input.value"), part, "in", true);
    readPartText(spanAttribute(span, "output.value"), part, "out", false);
    readPartScalar(spanAttribute(span, "session.id"), part, "sess");
    readPartScalar(spanAttribute(span, "user.id"), part, "user");
    if (part["k"] == "retriever") {
        // A list of documents as one value, else the flattened keys.
        const nlohmann::json* list = spanAttribute(span, "retrieval.documents");
        nlohmann::json docs = nlohmann::json::array();
        if (list && list->is_array()) {
            int i = 0;
            for (const nlohmann::json& item : *list) {
                const nlohmann::json* id = dottedValue(item, "document.id");
                const nlohmann::json* content = dottedValue(item, "document.content");
                const nlohmann::json* score = dottedValue(item, "document.score");
                const auto idText = id ? json::scalarText(*id) : std::nullopt;
                nlohmann::json doc = {{"id", idText ? idText->toStdString() : std::to_string(i)}};
                if (content && content->is_string())
                    doc["text"] = *content;
                if (score && score->is_number())
                    doc["score"] = *score;
                docs.push_back(std::move(doc));
                ++i;
            }
        } else {
            docs = openInferenceDocuments(span);
        }
        part["docs"] = std::move(docs);
    }
    return result;
}

Result<SpanLine> parseLangfuseLine(QByteArrayView line, const QString& file, int lineNumber)
{
    auto parsed = io::parseJson(line, file, lineNumber);
    if (!parsed)
        return parsed.error();
    const nlohmann::json& row = *parsed;
    const io::JsonPlace place{file, lineNumber, line};
    if (!row.is_object())
        return spanLineError(
            place, QCoreApplication::translate("goldset::monitor", "expected one JSON object per line"));
    SpanLine result;
    nlohmann::json& part = result.part;
    part = nlohmann::json::object();
    const nlohmann::json* type = firstAttribute(row, {"type"});
    const nlohmann::json* value = json::member(row, "value");
    const nlohmann::json* traceId = firstAttribute(row, {"trace_id", "traceId"});
    const bool isScore = !type && value && json::member(row, "name");
    const bool isTraceRow = !type && !value && !traceId && json::member(row, "id");
    if (!type && !isScore && !isTraceRow)
        return spanLineError(
            place, QCoreApplication::translate(
                       "goldset::monitor",
                       "not a Langfuse observation (\"type\"), score (\"name\", \"value\") or trace"));
    const nlohmann::json* trace = isTraceRow ? json::member(row, "id") : traceId;
    const auto traceText = trace ? json::scalarText(*trace) : std::nullopt;
    if (!traceText || traceText->isEmpty())
        return spanLineError(
            place, QCoreApplication::translate("goldset::monitor", "the line has no trace id (trace_id)"),
            "trace_id");
    result.trace = *traceText;
    readPartScalar(firstAttribute(row, {"session_id", "sessionId"}), part, "sess");
    readPartScalar(firstAttribute(row, {"user_id", "userId"}), part, "user");

    if (isScore) {
        part["k"] = "score";
        std::string name =
            json::member(row, "name")->is_string() ? row["name"].get<std::string>() : std::string();
        std::transform(name.begin(), name.end(), name.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        double number = 0;
        if (value->is_number())
            number = value->get<double>();
        else if (value->is_boolean())
            number = value->get<bool>() ? 1 : 0;
        else
            return spanLineError(
                place,
                QCoreApplication::translate("goldset::monitor", "a score's \"value\" must be a number"),
                "value");
        if (name.find("escalat") != std::string::npos) {
            part["esc"] = number != 0;
        } else if (name.find("feedback") != std::string::npos || name.find("thumb") != std::string::npos ||
                   name.find("rating") != std::string::npos) {
            part["fb"] = number;
            if (const nlohmann::json* comment = json::member(row, "comment"); comment && comment->is_string())
                part["fbc"] = *comment;
        }
        return result;
    }

    const char* badKey = nullptr;
    if (isTraceRow) {
        part["k"] = "trace";
        part["root"] = true;
        if (!readPartTimes(row, part, {"timestamp"}, {}, &badKey))
            return spanLineError(place,
                                 QCoreApplication::translate("goldset::monitor", "'%1' is not a time")
                                     .arg(QLatin1String(badKey)),
                                 badKey);
        readPartText(json::member(row, "input"), part, "in", true);
        readPartText(json::member(row, "output"), part, "out", false);
        return result;
    }
    std::string kind = type->is_string() ? type->get<std::string>() : std::string();
    std::transform(kind.begin(), kind.end(), kind.begin(),
                   [](unsigned char c) { return char(std::toupper(c)); });
    part["k"] = kind == "GENERATION" ? "llm" : kind == "RETRIEVER" ? "retriever" : "span";
    const nlohmann::json* parent = firstAttribute(row, {"parent_observation_id", "parentObservationId"});
    part["root"] = !parent || (parent->is_string() && parent->get_ref<const std::string&>().empty());
    if (!readPartTimes(row, part, {"start_time", "startTime"}, {"end_time", "endTime"}, &badKey))
        return spanLineError(
            place,
            QCoreApplication::translate("goldset::monitor", "'%1' is not a time").arg(QLatin1String(badKey)),
            badKey);
    if (!part.contains("s"))
        return spanLineError(
            place, QCoreApplication::translate("goldset::monitor", "the observation has no start_time"));
    // Langfuse's latency is in seconds.
    if (const nlohmann::json* latency = json::member(row, "latency"); latency && latency->is_number())
        part["lat"] = latency->get<double>() * 1000.0;
    const nlohmann::json* input = json::member(row, "input");
    const nlohmann::json* output = json::member(row, "output");
    readPartText(input, part, "in", true);
    if (part["k"] == "retriever" && output) {
        part["docs"] = documentsOf(*output);
    } else {
        // A generation's output may be a message ({"role": "assistant", "content": ...}).
        if (output && output->is_object() && json::member(*output, "content"))
            readPartText(json::member(*output, "content"), part, "out", false);
        else
            readPartText(output, part, "out", false);
    }
    return result;
}

} // namespace goldset::monitor
