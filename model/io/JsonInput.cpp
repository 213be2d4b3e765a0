#include "io/JsonInput.h"

#include "io/LineReader.h"

#include <QCoreApplication>
#include <cmath>

namespace goldset::io {
namespace {

// nlohmann says "expected '}'" where both ',' and '}' would do; say what a person needs.
QString expectation(const std::string& what)
{
    QString message = QString::fromStdString(what);
    if (message.startsWith(QLatin1String("[json.exception.")))
        message = message.mid(message.indexOf(QLatin1Char(']')) + 1).trimmed();
    const qsizetype colon = message.indexOf(QLatin1String(": "), message.indexOf(QLatin1String("column")));
    QString detail = colon >= 0 ? message.mid(colon + 2) : message;
    detail.remove(QLatin1String("syntax error while parsing "));
    QString expected;
    if (detail.contains(QLatin1String("object")) && detail.contains(QLatin1String("expected '}'")))
        expected = QStringLiteral("expected ',' or '}'");
    else if (detail.contains(QLatin1String("array")) && detail.contains(QLatin1String("expected ']'")))
        expected = QStringLiteral("expected ',' or ']'");
    if (expected.isEmpty())
        return detail;
    return expected + QLatin1String(" (") + detail + QLatin1Char(')');
}

qsizetype skipSpace(QByteArrayView t, qsizetype i)
{
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
        ++i;
    return i;
}

// t[i] is the opening quote; returns the index after the closing one.
qsizetype skipString(QByteArrayView t, qsizetype i)
{
    for (++i; i < t.size(); ++i) {
        if (t[i] == '\\')
            ++i;
        else if (t[i] == '"')
            return i + 1;
    }
    return t.size();
}

qsizetype skipValue(QByteArrayView t, qsizetype i)
{
    if (i >= t.size())
        return i;
    if (t[i] == '"')
        return skipString(t, i);
    if (t[i] != '{' && t[i] != '[') {
        while (i < t.size() && !QByteArrayView(",}] \t\r\n").contains(t[i]))
            ++i;
        return i;
    }
    int depth = 0;
    while (i < t.size()) {
        const char c = t[i];
        if (c == '"') {
            i = skipString(t, i);
            continue;
        }
        if (c == '{' || c == '[')
            ++depth;
        else if ((c == '}' || c == ']') && --depth == 0)
            return i + 1;
        ++i;
    }
    return i;
}

} // namespace

qsizetype memberValueOffset(QByteArrayView object, const char* key)
{
    const QByteArrayView wanted(key);
    qsizetype i = skipSpace(object, 0);
    if (i >= object.size() || object[i] != '{')
        return -1;
    ++i;
    for (;;) {
        i = skipSpace(object, i);
        if (i >= object.size() || object[i] != '"')
            return -1;
        const qsizetype keyEnd = skipString(object, i);
        const QByteArrayView name = object.sliced(i + 1, std::max<qsizetype>(keyEnd - i - 2, 0));
        i = skipSpace(object, keyEnd);
        if (i >= object.size() || object[i] != ':')
            return -1;
        i = skipSpace(object, i + 1);
        if (name == wanted)
            return i;
        i = skipSpace(object, skipValue(object, i));
        if (i >= object.size() || object[i] != ',')
            return -1;
        ++i;
    }
}

Error JsonPlace::error(const QString& message, const char* key) const
{
    int errorLine = line;
    int column = raw.isEmpty() ? 0 : firstColumn + LineReader::columnOf(raw, skipSpace(raw, 0)) - 1;
    if (key && !raw.isEmpty()) {
        if (const qsizetype at = memberValueOffset(raw, key); at >= 0) {
            const QByteArrayView before = raw.first(at);
            const qsizetype lineStart = before.lastIndexOf('\n') + 1;
            errorLine += int(before.count('\n'));
            column = LineReader::columnOf(raw.sliced(lineStart), at - lineStart);
            if (lineStart == 0)
                column += firstColumn - 1;
        }
    }
    const QString text = item.isEmpty() ? message : item + QLatin1String(": ") + message;
    return makeError(text, file, errorLine, column);
}

Result<nlohmann::json> parseJson(QByteArrayView bytes, const QString& file, int firstLine)
{
    try {
        return nlohmann::json::parse(bytes.begin(), bytes.end());
    } catch (const nlohmann::json::parse_error& e) {
        // e.byte is the 1-based position of the offending byte; turn it into line and column.
        const QByteArray raw = QByteArray::fromRawData(bytes.data(), bytes.size());
        const qsizetype offset =
            std::min<qsizetype>(qsizetype(e.byte) > 0 ? qsizetype(e.byte) - 1 : 0, raw.size());
        const qsizetype lineStart = raw.left(offset).lastIndexOf('\n') + 1;
        const int line = firstLine + int(raw.left(lineStart).count('\n'));
        return makeError(expectation(e.what()), file, line,
                         LineReader::columnOf(raw.mid(lineStart), offset - lineStart));
    } catch (const nlohmann::json::exception& e) {
        return makeError(jsonExceptionText(e), file, firstLine);
    }
}

QString jsonExceptionText(const nlohmann::json::exception& exception)
{
    // The library's ids (json.exception.<kind>.<id>): the ones input can cause, in words.
    switch (exception.id) {
    case 406:
    case 407:
        return QCoreApplication::translate("goldset::io", "a number too large to be read");
    case 302:
        return QCoreApplication::translate("goldset::io", "a value of another type than expected");
    case 316:
        return QCoreApplication::translate("goldset::io", "a string that is not valid UTF-8");
    case 403:
        return QCoreApplication::translate("goldset::io", "a required field is missing");
    default:
        break;
    }
    QString text = QString::fromStdString(exception.what());
    // Drop the library's "[json.exception.type_error.305] " prefix, keep what follows.
    if (text.startsWith(QLatin1String("[json.exception.")))
        text = text.mid(text.indexOf(QLatin1Char(']')) + 1).trimmed();
    return text;
}

QString jsonTypeName(const nlohmann::json& value)
{
    if (value.is_number())
        return QStringLiteral("a number");
    if (value.is_string())
        return QStringLiteral("a string");
    if (value.is_array())
        return QStringLiteral("a list");
    if (value.is_object())
        return QStringLiteral("an object");
    if (value.is_boolean())
        return QStringLiteral("true/false");
    return QStringLiteral("null");
}

QString fromJsonString(const nlohmann::json& value)
{
    const auto& s = value.get_ref<const std::string&>();
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string toStd(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    return std::string(utf8.constData(), size_t(utf8.size()));
}

bool JsonFields::has(const char* key) const
{
    const auto* v = value(key);
    return v && !v->is_null();
}

const nlohmann::json* JsonFields::value(const char* key) const
{
    if (!m_object.is_object())
        return nullptr;
    const auto it = m_object.find(key);
    return it == m_object.end() ? nullptr : &*it;
}

Error JsonFields::typeError(const char* key, const char* expected) const
{
    const auto* v = value(key);
    const QString got = v ? jsonTypeName(*v) : QStringLiteral("nothing");
    return m_place.error(QCoreApplication::translate("goldset::io", "field \"%1\": expected %2, got %3")
                             .arg(QLatin1String(key), QLatin1String(expected), got),
                         v ? key : nullptr);
}

Result<QString> JsonFields::string(const char* key, bool required) const
{
    const auto* v = value(key);
    if (!v || v->is_null())
        return required ? Result<QString>(typeError(key, "a string")) : Result<QString>(QString());
    if (!v->is_string())
        return typeError(key, "a string");
    return fromJsonString(*v);
}

Result<QString> JsonFields::id(const char* key, bool required) const
{
    const auto* v = value(key);
    if (v && v->is_number_integer())
        return QString::number(v->get<qint64>());
    auto text = string(key, required);
    // A NUL would be stored, then written back into every export (and cut C strings short).
    if (text && text->contains(QChar(0)))
        return m_place.error(
            QCoreApplication::translate("goldset::io", "field \"%1\": an id may not contain a NUL character")
                .arg(QLatin1String(key)),
            key);
    if (text && required && text->isEmpty())
        return m_place.error(
            QCoreApplication::translate("goldset::io", "field \"%1\" is empty, expected an id")
                .arg(QLatin1String(key)),
            key);
    return text;
}

Result<QStringList> JsonFields::stringList(const char* key, bool required) const
{
    const auto* v = value(key);
    if (!v || v->is_null())
        return required ? Result<QStringList>(typeError(key, "a list of strings"))
                        : Result<QStringList>(QStringList());
    if (!v->is_array())
        return typeError(key, "a list of strings");
    QStringList result;
    for (const auto& element : *v) {
        if (element.is_string())
            result.append(fromJsonString(element));
        else if (element.is_number_integer())
            result.append(QString::number(element.get<qint64>()));
        else
            return typeError(key, "a list of strings");
    }
    return result;
}

Result<std::optional<double>> JsonFields::number(const char* key) const
{
    const auto* v = value(key);
    if (!v || v->is_null())
        return std::optional<double>();
    if (!v->is_number())
        return typeError(key, "a number");
    const double number = v->get<double>();
    if (!std::isfinite(number))
        return typeError(key, "a finite number");
    return std::optional<double>(number);
}

} // namespace goldset::io
