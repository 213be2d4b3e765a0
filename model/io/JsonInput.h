#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QStringList>
#include <nlohmann/json.hpp>

namespace goldset::io {

// Where a JSON object came from, for error messages: file, the line where it starts and its
// raw bytes (to find the line and column of a member's value).
struct JsonPlace
{
    QString file;
    int line = 0;
    QByteArrayView raw;  // the object's text, starting at (or before) its '{'
    QString item;        // e.g. "item 3" for whole-file JSON lists
    int firstColumn = 1; // column of raw[0] on `line`

    // An error at the value of the object's member `key` (at the object's start without one).
    Error error(const QString& message, const char* key = nullptr) const;
};

// Byte offset in `object` of the value of its top-level member `key`, or -1.
qsizetype memberValueOffset(QByteArrayView object, const char* key);

// Parses one JSON text; a syntax error names the line and column (in characters) and what
// was expected. `firstLine` is the line number of the first line of `bytes`.
Result<nlohmann::json> parseJson(QByteArrayView bytes, const QString& file, int firstLine);

// Typed access to the fields of a JSON object. A missing optional field (or null) gives the
// default; a field of the wrong type is an error naming the field and the expected type.
class JsonFields
{
public:
    JsonFields(const nlohmann::json& object, JsonPlace place) : m_object(object), m_place(std::move(place)) {}

    bool has(const char* key) const;
    Result<QString> string(const char* key, bool required = false) const;
    // A string, or a number written as text (ids are sometimes numbers).
    Result<QString> id(const char* key, bool required = false) const;
    Result<QStringList> stringList(const char* key, bool required = false) const;
    Result<std::optional<double>> number(const char* key) const;
    const nlohmann::json* value(const char* key) const;
    const JsonPlace& place() const { return m_place; }

private:
    Error typeError(const char* key, const char* expected) const;

    const nlohmann::json& m_object;
    JsonPlace m_place;
};

QString jsonTypeName(const nlohmann::json& value);
// What a JSON library exception means, in words, without its internal "[json.exception...]" text.
QString jsonExceptionText(const nlohmann::json::exception& exception);
QString fromJsonString(const nlohmann::json& value); // a JSON string as QString
std::string toStd(const QString& text);

} // namespace goldset::io
