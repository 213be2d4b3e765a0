#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace goldset {

// An error that crosses layers as a value. For bad input it names the file, line and column.
struct Error
{
    QString message;
    QString file;
    int line = 0;   // 1-based, 0 when not about a line
    int column = 0; // 1-based, 0 when not about a column

    // "file:line:column: message", leaving out what is unknown.
    QString toString() const;
};

// Either a value or an Error.
template <typename T> class Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    T& value() { return std::get<T>(m_state); }
    const T& value() const { return std::get<T>(m_state); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }

    const Error& error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

// Success or an Error, for operations without a value.
class Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)) {}
    static Status success() { return {}; }

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error& error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

inline Error makeError(QString message, QString file = {}, int line = 0, int column = 0)
{
    return Error{std::move(message), std::move(file), line, column};
}

} // namespace goldset
