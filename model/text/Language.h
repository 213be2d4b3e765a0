#pragma once

#include <QString>

namespace goldset::text {

// A cheap guess of a text's language for documents: "zh" or "ja" for CJK text (Japanese when
// it has kana), "de" for umlauts/ß or common German words, else "en".
QString guessLanguage(const QString& text);

} // namespace goldset::text
