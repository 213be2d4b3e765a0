#pragma once

#include <QByteArray>
#include <nlohmann/json.hpp>
#include <optional>

// Small readers of JSON values shared by the interaction importers.
namespace goldset::monitor::json {

inline QByteArray utf8(const std::string& text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

// A string, or an integer written as a number (ids, user ids); nullopt for anything else.
inline std::optional<QByteArray> scalarText(const nlohmann::json& value)
{
    if (value.is_string())
        return utf8(value.get_ref<const std::string&>());
    if (value.is_number_integer())
        return QByteArray::number(value.get<qint64>());
    if (value.is_number_unsigned())
        return QByteArray::number(value.get<quint64>());
    return std::nullopt;
}

// A member, or nullptr when it is missing or null.
inline const nlohmann::json* member(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

// Text of an input or output that may be a string or any JSON (a message list): strings as
// they are, anything else as compact JSON.
inline QByteArray anyText(const nlohmann::json& value)
{
    if (value.is_string())
        return utf8(value.get_ref<const std::string&>());
    return utf8(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

} // namespace goldset::monitor::json
