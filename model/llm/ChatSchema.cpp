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
    case ChatSchema::Nuggets:
        return QStringLiteral("nuggets");
    case ChatSchema::NuggetSupport:
        return QStringLiteral("nugget_support");
    case ChatSchema::ContextRecall:
        return QStringLiteral("context_recall");
    case ChatSchema::ClaimCorrectness:
        return QStringLiteral("claim_correctness");
    case ChatSchema::CitationChecks:
        return QStringLiteral("citation_checks");
    case ChatSchema::RelevancyQuestions:
        return QStringLiteral("relevancy_questions");
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
    case ChatSchema::Nuggets:
        return objectOf(
            {{"nuggets",
              {{"type", "array"},
               {"items", objectOf({{"text", stringType()},
                                   {"importance", {{"type", "string"}, {"enum", {"vital", "okay"}}}}})}}}});
    case ChatSchema::NuggetSupport:
        return objectOf(
            {{"support",
              {{"type", "array"},
               {"items", objectOf({{"nugget", {{"type", "integer"}}},
                                   {"support",
                                    {{"type", "string"},
                                     {"enum", {"support", "partial_support", "not_support"}}}}})}}}});
    case ChatSchema::ContextRecall:
        return objectOf(
            {{"attributions",
              {{"type", "array"},
               {"items", objectOf({{"nugget", {{"type", "integer"}}},
                                   {"present", {{"type", "boolean"}}},
                                   {"evidence", {{"type", "array"}, {"items", stringType()}}}})}}}});
    case ChatSchema::ClaimCorrectness:
        return objectOf(
            {{"claims",
              {{"type", "array"},
               {"items", objectOf({{"claim", {{"type", "integer"}}},
                                   {"nuggets", {{"type", "array"}, {"items", {{"type", "integer"}}}}}})}}}});
    case ChatSchema::CitationChecks:
        return objectOf(
            {{"statements",
              {{"type", "array"},
               {"items", objectOf({{"statement", {{"type", "integer"}}},
                                   {"entailed", {{"type", "boolean"}}},
                                   {"unnecessary", {{"type", "array"}, {"items", stringType()}}}})}}}});
    case ChatSchema::RelevancyQuestions:
        return objectOf({{"noncommittal", {{"type", "boolean"}}},
                         {"questions", {{"type", "array"}, {"items", stringType()}}}});
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

// {"<arrayKey>": [{"<indexKey>": N, ...}]}: every entry an object with an integer index and
// valid fields (checkEntry), and, when numberedItems >= 0, exactly one entry for each of
// 0..numberedItems-1.
template <typename CheckEntry>
Status validateNumbered(const json& answer, const char* arrayKey, const char* indexKey, int numberedItems,
                        CheckEntry checkEntry)
{
    const QString array = QLatin1String(arrayKey);
    const QString itemName = QLatin1String(indexKey);
    const auto it = answer.find(arrayKey);
    if (it == answer.end() || !it->is_array())
        return fail(QStringLiteral("\"%1\" is missing or not an array").arg(array));
    std::vector<bool> seen(static_cast<std::size_t>(std::max(0, numberedItems)), false);
    int index = 0;
    for (const json& item : *it) {
        const QString where = QStringLiteral("%1[%2]").arg(array).arg(index++);
        if (!item.is_object())
            return fail(where + QStringLiteral(" is not an object"));
        const auto number = item.find(indexKey);
        if (number == item.end() || !number->is_number_integer())
            return fail(QStringLiteral("%1 lacks an integer \"%2\"").arg(where, itemName));
        if (Status s = checkEntry(item, where); !s)
            return s;
        if (numberedItems < 0)
            continue;
        const auto value = number->get<std::int64_t>();
        if (value < 0 || value >= numberedItems)
            return fail(QStringLiteral("%1: there is no %2 %3 (the prompt numbered 0 to %4)")
                            .arg(where, itemName)
                            .arg(value)
                            .arg(numberedItems - 1));
        if (seen[static_cast<std::size_t>(value)])
            return fail(QStringLiteral("%1: %2 %3 has a second entry").arg(where, itemName).arg(value));
        seen[static_cast<std::size_t>(value)] = true;
    }
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (!seen[i])
            return fail(QStringLiteral("%1 %2 has no entry").arg(itemName).arg(i));
    return {};
}

Status requireEnum(const json& item, const char* key, std::initializer_list<const char*> allowed,
                   const QString& where)
{
    if (Status s = requireString(item, key, where); !s)
        return s;
    const std::string value = item.at(key).get<std::string>();
    QStringList names;
    for (const char* name : allowed) {
        if (value == name)
            return {};
        names << QLatin1String(name);
    }
    return fail(
        QStringLiteral("%1: %2 \"%3\" is not one of %4")
            .arg(where, QLatin1String(key), QString::fromStdString(value), names.join(QStringLiteral(", "))));
}

Status requireBool(const json& item, const char* key, const QString& where)
{
    const auto it = item.find(key);
    if (it == item.end() || !it->is_boolean())
        return fail(QStringLiteral("%1 lacks a boolean \"%2\"").arg(where, QLatin1String(key)));
    return {};
}

Status validateNuggets(const json& answer)
{
    const auto it = answer.find("nuggets");
    if (it == answer.end() || !it->is_array())
        return fail(QStringLiteral("\"nuggets\" is missing or not an array"));
    int index = 0;
    for (const json& item : *it) {
        const QString where = QStringLiteral("nuggets[%1]").arg(index++);
        if (!item.is_object())
            return fail(where + QStringLiteral(" is not an object"));
        if (Status s = requireString(item, "text", where); !s)
            return s;
        if (Status s = requireEnum(item, "importance", {"vital", "okay"}, where); !s)
            return s;
    }
    return {};
}

Status validateClaimCorrectness(const json& answer, int claims, int nuggets)
{
    return validateNumbered(
        answer, "claims", "claim", claims, [nuggets](const json& item, const QString& where) {
            const auto list = item.find("nuggets");
            if (list == item.end() || !list->is_array())
                return fail(where + QStringLiteral(" lacks an array \"nuggets\""));
            for (const json& number : *list) {
                if (!number.is_number_integer())
                    return fail(where + QStringLiteral(".nuggets has an item that is not an integer"));
                const auto value = number.get<std::int64_t>();
                if (nuggets >= 0 && (value < 0 || value >= nuggets))
                    return fail(QStringLiteral("%1: there is no nugget %2 (the prompt numbered 0 to %3)")
                                    .arg(where)
                                    .arg(value)
                                    .arg(nuggets - 1));
            }
            return Status{};
        });
}

} // namespace

Status validateAnswer(ChatSchema schema, const json& answer, int numberedItems, int referencedItems)
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
    case ChatSchema::Nuggets:
        return validateNuggets(answer);
    case ChatSchema::NuggetSupport:
        return validateNumbered(
            answer, "support", "nugget", numberedItems, [](const json& item, const QString& where) {
                return requireEnum(item, "support", {"support", "partial_support", "not_support"}, where);
            });
    case ChatSchema::ContextRecall:
        return validateNumbered(answer, "attributions", "nugget", numberedItems,
                                [](const json& item, const QString& where) {
                                    if (Status s = requireBool(item, "present", where); !s)
                                        return s;
                                    return requireStringArray(item, "evidence", where);
                                });
    case ChatSchema::ClaimCorrectness:
        return validateClaimCorrectness(answer, numberedItems, referencedItems);
    case ChatSchema::CitationChecks:
        return validateNumbered(answer, "statements", "statement", numberedItems,
                                [](const json& item, const QString& where) {
                                    if (Status s = requireBool(item, "entailed", where); !s)
                                        return s;
                                    return requireStringArray(item, "unnecessary", where);
                                });
    case ChatSchema::RelevancyQuestions:
        if (Status s = requireBool(answer, "noncommittal", QStringLiteral("answer")); !s)
            return s;
        return requireStringArray(answer, "questions", QStringLiteral("answer"));
    }
    return {};
}

} // namespace goldset::llm
