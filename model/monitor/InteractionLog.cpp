#include "monitor/InteractionLog.h"

#include "io/JsonInput.h"
#include "monitor/FastInteractionLine.h"
#include "monitor/IdkPatterns.h"
#include "monitor/MonitorJson.h"
#include "monitor/Timestamp.h"
#include "monitor/UserIdHasher.h"

#include <QCoreApplication>

namespace goldset::monitor {
namespace {

Error typeErrorAt(const io::JsonPlace& place, const char* key, const char* expected)
{
    return place.error(
        QCoreApplication::translate("goldset::monitor", "'%1' must be %2")
            .arg(QLatin1String(key), QCoreApplication::translate("goldset::monitor", expected)),
        key);
}

Error missingAt(const io::JsonPlace& place, const char* key)
{
    return place.error(
        QCoreApplication::translate("goldset::monitor", "the field '%1' is missing").arg(QLatin1String(key)));
}

// The sources as stored: a compact JSON list of objects {"id", "score"?, "text"?}.
Result<int> checkSources(const nlohmann::json& sources, const io::JsonPlace& place, QByteArray& stored)
{
    if (!sources.is_array())
        return typeErrorAt(place, "sources", QT_TRANSLATE_NOOP("goldset::monitor", "a list"));
    nlohmann::json normalised = nlohmann::json::array();
    for (const nlohmann::json& source : sources) {
        if (source.is_string() || source.is_number_integer() || source.is_number_unsigned()) {
            normalised.push_back({{"id", json::scalarText(source)->toStdString()}});
            continue;
        }
        const nlohmann::json* id = source.is_object() ? json::member(source, "id") : nullptr;
        if (!id || !json::scalarText(*id))
            return place.error(
                QCoreApplication::translate("goldset::monitor",
                                            "each source must be an id or an object with an \"id\""),
                "sources");
        nlohmann::json entry = {{"id", json::scalarText(*id)->toStdString()}};
        if (const nlohmann::json* score = json::member(source, "score")) {
            if (!score->is_number())
                return place.error(
                    QCoreApplication::translate("goldset::monitor", "a source's \"score\" must be a number"),
                    "sources");
            entry["score"] = *score;
        }
        if (const nlohmann::json* text = json::member(source, "text")) {
            if (!text->is_string())
                return place.error(
                    QCoreApplication::translate("goldset::monitor", "a source's \"text\" must be a string"),
                    "sources");
            entry["text"] = *text;
        }
        normalised.push_back(std::move(entry));
    }
    stored = json::utf8(normalised.dump());
    return int(normalised.size());
}

} // namespace

Result<InteractionInput> parseInteractionLine(QByteArrayView line, const QString& file, int lineNumber,
                                              UserIdHasher& users, const IdkPatterns& idk)
{
    if (auto fast = parseInteractionLineFast(line, users, idk))
        return std::move(*fast);
    return parseInteractionLineGeneral(line, file, lineNumber, users, idk);
}

Result<InteractionInput> parseInteractionLineGeneral(QByteArrayView line, const QString& file, int lineNumber,
                                                     UserIdHasher& users, const IdkPatterns& idk)
{
    auto parsed = io::parseJson(line, file, lineNumber);
    if (!parsed)
        return parsed.error();
    const nlohmann::json& j = *parsed;
    const io::JsonPlace place{file, lineNumber, line};
    if (!j.is_object())
        return place.error(QCoreApplication::translate("goldset::monitor",
                                                       "expected one JSON object (an interaction) per line"));

    InteractionInput in;
    in.origin = QByteArrayLiteral("interactions");
    if (const nlohmann::json* id = json::member(j, "id")) {
        const auto text = json::scalarText(*id);
        if (!text)
            return typeErrorAt(place, "id", QT_TRANSLATE_NOOP("goldset::monitor", "a string or a number"));
        in.externalId = *text;
    }
    const nlohmann::json* timestamp = json::member(j, "timestamp");
    if (!timestamp)
        return missingAt(place, "timestamp");
    const auto time = timestamp->is_string() ? parseIsoTimestampMs(timestamp->get_ref<const std::string&>())
                                             : std::optional<qint64>();
    if (!time)
        return typeErrorAt(place, "timestamp",
                           QT_TRANSLATE_NOOP("goldset::monitor", "an ISO 8601 time (2026-03-01T09:15:00Z)"));
    in.timeMs = *time;

    for (const auto& [key, target] :
         {std::pair<const char*, QByteArray*>{"query", &in.query}, {"answer", &in.answer}}) {
        const nlohmann::json* value = json::member(j, key);
        if (!value)
            return missingAt(place, key);
        if (!value->is_string())
            return typeErrorAt(place, key, QT_TRANSLATE_NOOP("goldset::monitor", "a string"));
        *target = json::utf8(value->get_ref<const std::string&>());
    }
    const nlohmann::json* sources = json::member(j, "sources");
    if (!sources)
        return missingAt(place, "sources");
    auto count = checkSources(*sources, place, in.sources);
    if (!count)
        return count.error();
    in.sourceCount = *count;

    const nlohmann::json* latency = json::member(j, "latency_ms");
    if (!latency)
        return missingAt(place, "latency_ms");
    if (!latency->is_number() || latency->get<double>() < 0)
        return typeErrorAt(place, "latency_ms",
                           QT_TRANSLATE_NOOP("goldset::monitor", "a number of 0 or more"));
    in.latencyMs = latency->get<double>();

    for (const auto& [key, target] :
         {std::pair<const char*, QByteArray*>{"user_id", nullptr}, {"session_id", &in.sessionId}}) {
        const nlohmann::json* value = json::member(j, key);
        if (!value)
            continue;
        const auto text = json::scalarText(*value);
        if (!text)
            return typeErrorAt(place, key, QT_TRANSLATE_NOOP("goldset::monitor", "a string or a number"));
        if (target)
            *target = *text;
        else
            in.userHash = users.stored(*text);
    }
    if (const nlohmann::json* feedback = json::member(j, "feedback")) {
        const nlohmann::json* score = feedback;
        if (feedback->is_object()) {
            score = json::member(*feedback, "score");
            if (const nlohmann::json* comment = json::member(*feedback, "comment")) {
                if (!comment->is_string())
                    return place.error(QCoreApplication::translate(
                                           "goldset::monitor", "the feedback's \"comment\" must be a string"),
                                       "feedback");
                in.feedbackComment = json::utf8(comment->get_ref<const std::string&>());
            }
        }
        if (score && score->is_boolean())
            in.feedback = score->get<bool>() ? 1.0 : 0.0;
        else if (score && score->is_number())
            in.feedback = score->get<double>();
        else if (score || !feedback->is_object())
            return typeErrorAt(
                place, "feedback",
                QT_TRANSLATE_NOOP("goldset::monitor",
                                  "a number, true/false or an object {\"score\", \"comment\"}"));
    }
    if (const nlohmann::json* escalated = json::member(j, "escalated")) {
        if (!escalated->is_boolean())
            return typeErrorAt(place, "escalated", QT_TRANSLATE_NOOP("goldset::monitor", "true or false"));
        in.escalated = escalated->get<bool>();
    }
    in.idk = idk.matchesUtf8(in.answer);
    return in;
}

} // namespace goldset::monitor
