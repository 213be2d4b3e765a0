#include "domain/Entities.h"

namespace goldset {

QString toString(QuestionOrigin origin)
{
    switch (origin) {
    case QuestionOrigin::Imported:
        return QStringLiteral("imported");
    case QuestionOrigin::Generated:
        return QStringLiteral("generated");
    case QuestionOrigin::Manual:
        return QStringLiteral("manual");
    }
    return {};
}

QString toString(QuestionStatus status)
{
    switch (status) {
    case QuestionStatus::Draft:
        return QStringLiteral("draft");
    case QuestionStatus::Accepted:
        return QStringLiteral("accepted");
    case QuestionStatus::Rejected:
        return QStringLiteral("rejected");
    }
    return {};
}

std::optional<QuestionOrigin> questionOriginFromString(const QString& text)
{
    for (auto origin : {QuestionOrigin::Imported, QuestionOrigin::Generated, QuestionOrigin::Manual})
        if (toString(origin) == text)
            return origin;
    return std::nullopt;
}

std::optional<QuestionStatus> questionStatusFromString(const QString& text)
{
    for (auto status : {QuestionStatus::Draft, QuestionStatus::Accepted, QuestionStatus::Rejected})
        if (toString(status) == text)
            return status;
    return std::nullopt;
}

QString toString(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Supported:
        return QStringLiteral("supported");
    case Verdict::Unsupported:
        return QStringLiteral("unsupported");
    case Verdict::Contradicted:
        return QStringLiteral("contradicted");
    case Verdict::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

std::optional<Verdict> verdictFromString(const QString& text)
{
    for (auto verdict : {Verdict::Supported, Verdict::Unsupported, Verdict::Contradicted, Verdict::Unknown})
        if (toString(verdict) == text)
            return verdict;
    return std::nullopt;
}

} // namespace goldset
