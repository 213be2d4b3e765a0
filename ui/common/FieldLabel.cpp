#include "common/FieldLabel.h"

#include <QLabel>

namespace goldset::ui {

QString accessibleNameFromLabel(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text = text.trimmed();
    // Latin and full-width colons (the Chinese and Japanese translations use the latter).
    while (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xFF1A)))
        text.chop(1);
    return text.trimmed();
}

QLabel* fieldLabel(const QString& text, QWidget* field, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setBuddy(field);
    if (field->accessibleName().isEmpty())
        field->setAccessibleName(accessibleNameFromLabel(text));
    return label;
}

} // namespace goldset::ui
