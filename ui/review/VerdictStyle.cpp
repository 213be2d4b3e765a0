#include "review/VerdictStyle.h"

#include <QCoreApplication>

namespace goldset::ui {

QString verdictLetter(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Supported:
        return QStringLiteral("S");
    case Verdict::Unsupported:
        return QStringLiteral("U");
    case Verdict::Contradicted:
        return QStringLiteral("C");
    case Verdict::Unknown:
        return QStringLiteral("?");
    }
    return {};
}

QString verdictWord(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Supported:
        return QCoreApplication::translate("goldset::ui::Verdict", "supported");
    case Verdict::Unsupported:
        return QCoreApplication::translate("goldset::ui::Verdict", "unsupported");
    case Verdict::Contradicted:
        return QCoreApplication::translate("goldset::ui::Verdict", "contradicted");
    case Verdict::Unknown:
        return QCoreApplication::translate("goldset::ui::Verdict", "unknown");
    }
    return {};
}

} // namespace goldset::ui
