#pragma once

#include <QByteArray>
#include <QString>
#include <QVarLengthArray>
#include <optional>
#include <utility>

namespace goldset::io {

// The members of a JSON object whose values are all strings.
class FlatJsonObject
{
public:
    // The member's value, or nullptr when the object has no such member.
    const QString* value(QByteArrayView key) const;
    void add(QByteArray key, QString value) { m_members.append({std::move(key), std::move(value)}); }

private:
    QVarLengthArray<std::pair<QByteArray, QString>, 4> m_members;
};

// A fast reader for the common shape of a JSON line, one object of string members
// ({"id": "d#1", "text": "..."}): about ten times cheaper than a general parser. Gives
// std::nullopt for anything else — another value type, a repeated key, malformed JSON — and the
// caller then parses the line the general way, which also names the error precisely. The bytes
// must be valid UTF-8 (LineReader's lines are).
std::optional<FlatJsonObject> parseFlatJsonObject(QByteArrayView line);

} // namespace goldset::io
