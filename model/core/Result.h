#pragma once

#include <QString>
#include <optional>
#include <utility>
#include <variant>

namespace goldset {

// An error that crosses layers as a value. For bad input it names the file, line and column.
struct Error
{
    // NotFound: a lookup found no such row (the query itself worked); Failed: anything else.
    enum class Kind
    {
        Failed,
        NotFound
    };

    QString message;
    QString file;
    int line = 0;   // 1-based, 0 when not about a line
    int column = 0; // 1-based, 0 when not about a column
    Kind kind = Kind::Failed;

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
    // A lookup that worked and found nothing, as opposed to one that failed.
    bool notFound() const { return !ok() && error().kind == Error::Kind::NotFound; }
    // The value, or std::nullopt on any error (for callers that treat both alike).
    std::optional<T> optional() const& { return ok() ? std::optional<T>(value()) : std::nullopt; }
    std::optional<T> optional() && { return ok() ? std::optional<T>(std::move(value())) : std::nullopt; }

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

// "No such row": Result::notFound() tells it from a failed query.
inline Error notFoundError(QString message)
{
    return Error{std::move(message), {}, 0, 0, Error::Kind::NotFound};
}

} // namespace goldset
