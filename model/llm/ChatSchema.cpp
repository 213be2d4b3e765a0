#include "llm/ChatSchema.h"

namespace goldset::llm {
namespace {

using json = nlohmann::json;

json stringType()
{
    return {{"type", "string"}};
}

json objectOf(const json& properties)
{
    json required = json::array();
    for (const auto& [key, value] : properties.items())
        required.push_back(key);
    return {{"type", "object"},
            {"properties", properties},
            {"required", required},
            {"additionalProperties", false}};
}

Status fail(const QString& message)
{
    return makeError(QStringLiteral("answer does not match the schema: ") + message);
}

Status requireString(const json& object, const char* key, const QString& where)
{
    const auto it = object.find(key);
    if (it == object.end())
        return fail(QStringLiteral("%1 lacks \"%2\"").arg(where, QLatin1String(key)));
    if (!it->is_string())
        return fail(QStringLiteral("%1.%2 is not a string").arg(where, QLatin1String(key)));
    return {};
}

Status requireStringArray(const json& object, const char* key, const QString& where)
{
    const auto it = object.find(key);
    if (it == object.end())
        return fail(QStringLiteral("%1 lacks \"%2\"").arg(where, QLatin1String(key)));
    if (!it->is_array())
        return fail(QStringLiteral("%1.%2 is not an array").arg(where, QLatin1String(key)));
    for (const json& item : *it)
        if (!item.is_string())
            return fail(
                QStringLiteral("%1.%2 has an item that is not a string").arg(where, QLatin1String(key)));
    return {};
}

} // namespace

QString schemaName(ChatSchema schema)
{
    switch (schema) {
    case ChatSchema::Questions:
        return QStringLiteral("questions");
    case ChatSchema::Claims:
        return QStringLiteral("claims");
    case ChatSchema::Verdict:
        return QStringLiteral("verdict");
    case ChatSchema::Verdicts:
        return QStringLiteral("verdicts");
    }
    return {};
}

json schemaDocument(ChatSchema schema)
{
    switch (schema) {
    case ChatSchema::Questions:
        return objectOf({{"questions",
                          {{"type", "array"},
                           {"items", objectOf({{"question", stringType()}, {"answer", stringType()}})}}}});
    case ChatSchema::Claims:
        return objectOf({{"claims", {{"type", "array"}, {"items", stringType()}}}});
    case ChatSchema::Verdict:
        return objectOf(
            {{"verdict", {{"type", "string"}, {"enum", {"supported", "unsupported", "contradicted"}}}},
             {"reason", stringType()},
             {"evidence", {{"type", "array"}, {"items", stringType()}}}});
    case ChatSchema::Verdicts:
        return objectOf(
            {{"verdicts",
              {{"type", "array"},
               {"items",
                objectOf({{"claim", {{"type", "integer"}}},
                          {"verdict",
                           {{"type", "string"}, {"enum", {"supported", "unsupported", "contradicted"}}}},
                          {"reason", stringType()},
                          {"evidence", {{"type", "array"}, {"items", stringType()}}}})}}}});
    }
    return json::object();
}

json responseFormat(ChatSchema schema)
{
    return {
        {"type", "json_schema"},
        {"json_schema",
         {{"name", schemaName(schema).toStdString()}, {"strict", true}, {"schema", schemaDocument(schema)}}}};
}

namespace {

Status validateVerdict(const json& item, const QString& where)
{
    if (Status s = requireString(item, "verdict", where); !s)
        return s;
    const std::string verdict = item.at("verdict").get<std::string>();
    if (verdict != "supported" && verdict != "unsupported" && verdict != "contradicted")
        return fail(QStringLiteral("%1: verdict \"%2\" is not supported, unsupported or contradicted")
                        .arg(where, QString::fromStdString(verdict)));
    if (Status s = requireString(item, "reason", where); !s)
        return s;
    return requireStringArray(item, "evidence", where);
}

// {"verdicts": [{"claim": N, ...}]}: exactly one entry for each numbered claim.
Status validateVerdicts(const json& answer, int numberedItems)
{
    const auto it = answer.find("verdicts");
    if (it == answer.end() || !it->is_array())
        return fail(QStringLiteral("\"verdicts\" is missing or not an array"));
    std::vector<bool> seen(static_cast<std::size_t>(std::max(0, numberedItems)), false);
    int index = 0;
    for (const json& item : *it) {
        const QString where = QStringLiteral("verdicts[%1]").arg(index++);
        if (!item.is_object())
            return fail(where + QStringLiteral(" is not an object"));
        const auto claim = item.find("claim");
        if (claim == item.end() || !claim->is_number_integer())
            return fail(where + QStringLiteral(" lacks an integer \"claim\""));
        if (Status s = validateVerdict(item, where); !s)
            return s;
        if (numberedItems < 0)
            continue;
        const auto number = claim->get<std::int64_t>();
        if (number < 0 || number >= numberedItems)
            return fail(QStringLiteral("%1: there is no claim %2 (the prompt numbered 0 to %3)")
                            .arg(where)
                            .arg(number)
                            .arg(numberedItems - 1));
        if (seen[static_cast<std::size_t>(number)])
            return fail(QStringLiteral("%1: claim %2 has a second verdict").arg(where).arg(number));
        seen[static_cast<std::size_t>(number)] = true;
    }
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (!seen[i])
            return fail(QStringLiteral("claim %1 has no verdict").arg(i));
    return {};
}

} // namespace

Status validateAnswer(ChatSchema schema, const json& answer, int numberedItems)
{
    if (!answer.is_object())
        return fail(QStringLiteral("the answer is not a JSON object"));
    switch (schema) {
    case ChatSchema::Questions: {
        const auto it = answer.find("questions");
        if (it == answer.end() || !it->is_array())
            return fail(QStringLiteral("\"questions\" is missing or not an array"));
        int index = 0;
        for (const json& item : *it) {
            const QString where = QStringLiteral("questions[%1]").arg(index++);
            if (!item.is_object())
                return fail(where + QStringLiteral(" is not an object"));
            if (Status s = requireString(item, "question", where); !s)
                return s;
            if (Status s = requireString(item, "answer", where); !s)
                return s;
        }
        return {};
    }
    case ChatSchema::Claims:
        return requireStringArray(answer, "claims", QStringLiteral("answer"));
    case ChatSchema::Verdict:
        return validateVerdict(answer, QStringLiteral("answer"));
    case ChatSchema::Verdicts:
        return validateVerdicts(answer, numberedItems);
    }
    return {};
}

} // namespace goldset::llm
