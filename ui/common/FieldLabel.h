#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace goldset::ui {

// The label in front of a field. It is the field's buddy (its mnemonic, if any, moves focus
// there) and its text, without the '&' and the colon, becomes the field's accessible name
// unless the field already has one: screen readers then announce "Status, combo box" rather
// than an unnamed control.
QLabel* fieldLabel(const QString& text, QWidget* field, QWidget* parent);

// "&Pool depth:" -> "Pool depth".
QString accessibleNameFromLabel(QString text);

} // namespace goldset::ui
