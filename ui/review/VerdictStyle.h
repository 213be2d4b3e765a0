#pragma once

#include "domain/Entities.h"

#include <QColor>
#include <QString>

namespace goldset::ui {

// How a verdict looks everywhere: a letter (never colour alone), a word, and a colour.
QString verdictLetter(Verdict verdict); // S U C ?
QString verdictWord(Verdict verdict);   // translated
QColor verdictColor(Verdict verdict);   // background for highlights and chips

} // namespace goldset::ui
