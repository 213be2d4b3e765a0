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

QColor verdictColor(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Supported:
        return QColor(0xc8, 0xe6, 0xc9);
    case Verdict::Unsupported:
        return QColor(0xff, 0xe0, 0xb2);
    case Verdict::Contradicted:
        return QColor(0xff, 0xcd, 0xd2);
    case Verdict::Unknown:
        return QColor(0xe0, 0xe0, 0xe0);
    }
    return {};
}

} // namespace goldset::ui
