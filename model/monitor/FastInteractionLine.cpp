#include "monitor/FastInteractionLine.h"

#include "monitor/FastJsonScanner.h"
#include "monitor/IdkPatterns.h"
#include "monitor/Timestamp.h"
#include "monitor/UserIdHasher.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <string_view>

namespace goldset::monitor {
// Named, not anonymous: the unity build puts this file with the other readers.
namespace fastline {

// A string, or an integer as its text (ids), as a view (into the line, or into `buffer` when
// decoded); false for anything else.
bool scalarView(Scanner& in, std::string_view& out, QByteArray& buffer)
{
    if (in.peek() == '"')
        return in.view(out, buffer);
    Number number;
    if (!in.number(number) || !number.integer)
        return false;
    out = number.text;
    return true;
}

// The same, kept (ids and sessions go into the interaction).
bool scalarText(Scanner& in, QByteArray& out)
{
    std::string_view text;
    QByteArray buffer;
    if (!scalarView(in, text, buffer))
        return false;
    out = text.data() == buffer.constData() ? std::move(buffer)
                                            : QByteArray(text.data(), qsizetype(text.size()));
    return true;
}

QByteArrayView bytes(std::string_view text)
{
    return QByteArrayView(text.data(), qsizetype(text.size()));
}

// Marks a member as seen; false when it was seen before (the general parser keeps the last).
bool firstTime(unsigned& seen, unsigned bit)
{
    if (seen & bit)
        return false;
    seen |= bit;
    return true;
}

// One source: an id, or an object {"id", "score"?, "text"?}, appended in the stored form.
bool source(Scanner& in, QByteArray& stored)
{
    std::string_view id;
    QByteArray idBuffer;
    const char c = in.peek();
    if (c != '{') {
        if (!scalarView(in, id, idBuffer))
            return false;
        stored += "{\"id\":";
        appendJsonString(stored, bytes(id));
        stored += '}';
        return true;
    }
    in.eat('{');
    unsigned seen = 0;
    bool hasId = false;
    std::optional<Number> score;
    std::optional<QByteArray> text;
    if (!in.eat('}')) {
        do {
            std::string_view key;
            QByteArray buffer;
            if (!in.view(key, buffer) || !in.eat(':'))
                return false;
            const bool null = in.peek() == 'n';
            if (key == "id") {
                if (!firstTime(seen, 1) || null || !scalarView(in, id, idBuffer))
                    return false;
                hasId = true;
            } else if (key == "score") {
                if (!firstTime(seen, 2))
                    return false;
                if (null) {
                    if (!in.literal("null"))
                        return false;
                } else {
                    Number n;
                    if (!in.number(n))
                        return false;
                    score = n;
                }
            } else if (key == "text") {
                if (!firstTime(seen, 4))
                    return false;
                if (null) {
                    if (!in.literal("null"))
                        return false;
                } else {
                    QByteArray t;
                    if (!in.string(t))
                        return false;
                    text = std::move(t);
                }
            } else if (!in.skipValue(2)) {
                return false;
            }
        } while (in.eat(','));
        if (!in.eat('}'))
            return false;
    }
    if (!hasId)
        return false;
    stored += "{\"id\":";
    appendJsonString(stored, bytes(id));
    if (score) {
        stored += ",\"score\":";
        appendJsonNumber(stored, *score);
    }
    if (text) {
        stored += ",\"text\":";
        appendJsonString(stored, *text);
    }
    stored += '}';
    return true;
}

bool sources(Scanner& in, QByteArray& stored, int& count)
{
    if (!in.eat('['))
        return false;
    stored.clear();
    stored.reserve(256);
    stored += '[';
    count = 0;
    if (!in.eat(']')) {
        do {
            if (count > 0)
                stored += ',';
            if (!source(in, stored))
                return false;
            ++count;
        } while (in.eat(','));
        if (!in.eat(']'))
            return false;
    }
    stored += ']';
    return true;
}

// A feedback score: a number or a thumb (true/false as 1/0).
bool feedbackScore(Scanner& in, std::optional<double>& feedback)
{
    const char c = in.peek();
    if (c == 't' || c == 'f') {
        const bool up = c == 't';
        if (!in.literal(up ? "true" : "false"))
            return false;
        feedback = up ? 1.0 : 0.0;
        return true;
    }
    Number n;
    if (!in.number(n))
        return false;
    feedback = n.value();
    return true;
}

bool feedback(Scanner& in, InteractionInput& out)
{
    if (in.peek() != '{')
        return feedbackScore(in, out.feedback);
    in.eat('{');
    if (in.eat('}'))
        return true;
    unsigned seen = 0;
    do {
        std::string_view key;
        QByteArray buffer;
        if (!in.view(key, buffer) || !in.eat(':'))
            return false;
        const bool null = in.peek() == 'n';
        if (key == "score") {
            if (!firstTime(seen, 1))
                return false;
            if (null ? !in.literal("null") : !feedbackScore(in, out.feedback))
                return false;
        } else if (key == "comment") {
            if (!firstTime(seen, 2))
                return false;
            if (null ? !in.literal("null") : !in.string(out.feedbackComment))
                return false;
        } else if (!in.skipValue(2)) {
            return false;
        }
    } while (in.eat(','));
    return in.eat('}');
}

enum Field : unsigned
{
    Id = 1,
    Time = 2,
    Query = 4,
    Answer = 8,
    Sources = 16,
    Latency = 32,
    User = 64,
    Session = 128,
    Feedback = 256,
    Escalated = 512,
};

Field fieldOf(std::string_view key)
{
    static constexpr std::pair<std::string_view, Field> fields[] = {{"id", Id},
                                                                    {"timestamp", Time},
                                                                    {"query", Query},
                                                                    {"answer", Answer},
                                                                    {"sources", Sources},
                                                                    {"latency_ms", Latency},
                                                                    {"user_id", User},
                                                                    {"session_id", Session},
                                                                    {"feedback", Feedback},
                                                                    {"escalated", Escalated}};
    for (const auto& [name, field] : fields) {
        if (key == name)
            return field;
    }
    return Field(0);
}

std::optional<InteractionInput> parseLine(QByteArrayView line, UserIdHasher& users, const IdkPatterns& idk)
{
    Scanner in(line);
    if (!in.eat('{'))
        return std::nullopt;
    InteractionInput out;
    out.origin = QByteArrayLiteral("interactions");
    unsigned seen = 0;  // members met
    unsigned given = 0; // members met with a value other than null
    std::string_view timestamp;
    QByteArray timestampBuffer;
    std::string_view user;
    QByteArray userBuffer;
    if (in.eat('}'))
        return std::nullopt;
    do {
        std::string_view key;
        QByteArray buffer;
        if (!in.view(key, buffer) || !in.eat(':'))
            return std::nullopt;
        const Field field = fieldOf(key);
        if (field == 0) {
            if (!in.skipValue(1))
                return std::nullopt;
            continue;
        }
        if (!firstTime(seen, field))
            return std::nullopt;
        if (in.peek() == 'n') {
            if (!in.literal("null"))
                return std::nullopt;
            continue;
        }
        given |= field;
        bool ok = false;
        switch (field) {
        case Id:
            ok = scalarText(in, out.externalId);
            break;
        case Time:
            ok = in.view(timestamp, timestampBuffer);
            break;
        case Query:
            ok = in.string(out.query);
            break;
        case Answer:
            ok = in.string(out.answer);
            break;
        case Sources:
            ok = sources(in, out.sources, out.sourceCount);
            break;
        case Latency: {
            Number n;
            ok = in.number(n);
            if (ok)
                out.latencyMs = n.value();
            break;
        }
        case User:
            ok = scalarView(in, user, userBuffer);
            break;
        case Session:
            ok = scalarText(in, out.sessionId);
            break;
        case Feedback:
            ok = feedback(in, out);
            break;
        case Escalated:
            if (in.peek() == 't') {
                ok = in.literal("true");
                out.escalated = true;
            } else {
                ok = in.literal("false");
            }
            break;
        }
        if (!ok)
            return std::nullopt;
    } while (in.eat(','));
    if (!in.eat('}') || !in.atEnd())
        return std::nullopt;
    constexpr unsigned required = Time | Query | Answer | Sources | Latency;
    if ((given & required) != required || *out.latencyMs < 0)
        return std::nullopt;
    const auto time = parseIsoTimestampMs(timestamp);
    if (!time)
        return std::nullopt;
    out.timeMs = *time;
    if (given & User)
        out.userHash = users.stored(bytes(user));
    out.idk = idk.matchesUtf8(out.answer);
    return out;
}

} // namespace fastline

std::optional<InteractionInput> parseInteractionLineFast(QByteArrayView line, UserIdHasher& users,
                                                         const IdkPatterns& idk)
{
    return fastline::parseLine(line, users, idk);
}

} // namespace goldset::monitor
