#pragma once

#include "domain/Entities.h"

#include <QString>

namespace goldset::ui {

// How a verdict reads everywhere: a letter (never colour alone) and a word; its colours are
// ThemeColours::verdict's.
QString verdictLetter(Verdict verdict); // S U C ?
QString verdictWord(Verdict verdict);   // translated

} // namespace goldset::ui
