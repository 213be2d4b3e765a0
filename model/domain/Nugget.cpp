#include "domain/Nugget.h"

namespace goldset {
namespace {

template <typename Enum, std::size_t N>
std::optional<Enum> fromString(const QString& text, const Enum (&all)[N])
{
    for (const Enum value : all)
        if (toString(value) == text)
            return value;
    return std::nullopt;
}

} // namespace

QString toString(NuggetImportance importance)
{
    return importance == NuggetImportance::Vital ? QStringLiteral("vital") : QStringLiteral("okay");
}

std::optional<NuggetImportance> nuggetImportanceFromString(const QString& text)
{
    static const NuggetImportance all[] = {NuggetImportance::Vital, NuggetImportance::Okay};
    return fromString(text, all);
}

QString toString(NuggetOrigin origin)
{
    switch (origin) {
    case NuggetOrigin::Model:
        return QStringLiteral("model");
    case NuggetOrigin::Expert:
        return QStringLiteral("expert");
    case NuggetOrigin::Imported:
        return QStringLiteral("imported");
    }
    return {};
}

std::optional<NuggetOrigin> nuggetOriginFromString(const QString& text)
{
    static const NuggetOrigin all[] = {NuggetOrigin::Model, NuggetOrigin::Expert, NuggetOrigin::Imported};
    return fromString(text, all);
}

QString toString(NuggetStatus status)
{
    return status == NuggetStatus::Accepted ? QStringLiteral("accepted") : QStringLiteral("draft");
}

std::optional<NuggetStatus> nuggetStatusFromString(const QString& text)
{
    static const NuggetStatus all[] = {NuggetStatus::Draft, NuggetStatus::Accepted};
    return fromString(text, all);
}

QString toString(NuggetVerdictKind kind)
{
    return kind == NuggetVerdictKind::Support ? QStringLiteral("support") : QStringLiteral("context");
}

QString toString(NuggetValue value)
{
    switch (value) {
    case NuggetValue::Support:
        return QStringLiteral("support");
    case NuggetValue::PartialSupport:
        return QStringLiteral("partial_support");
    case NuggetValue::NotSupport:
        return QStringLiteral("not_support");
    case NuggetValue::Present:
        return QStringLiteral("present");
    case NuggetValue::Absent:
        return QStringLiteral("absent");
    }
    return {};
}

std::optional<NuggetValue> nuggetValueFromString(const QString& text)
{
    static const NuggetValue all[] = {NuggetValue::Support, NuggetValue::PartialSupport,
                                      NuggetValue::NotSupport, NuggetValue::Present, NuggetValue::Absent};
    return fromString(text, all);
}

} // namespace goldset
