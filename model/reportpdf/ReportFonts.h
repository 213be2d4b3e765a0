#pragma once

#include <QFont>
#include <QStringList>

namespace goldset::reportpdf {

// The font families of PDF reports, picked by name through QFontDatabase (never a file path):
// a Latin sans family, then every installed family of kCjkFamilies in that order, as Qt's
// per-character fallback. Qt embeds each as a TrueType subset (never one of the standard 14).
QStringList reportFontFamilies();
// Those families at `pointSize`.
QFont reportFont(double pointSize, bool bold = false);

// Droid Sans Fallback and WenQuanYi Micro Hei come first: each of their glyphs stands for one
// character. Noto Sans CJK draws a Kangxi radical (U+2F00..) and its ideograph with one glyph,
// and Qt's PDF text layer maps a glyph to the lowest such code point, so that 行 or 日 would
// read back as the radicals ⾏ and ⽇; it remains a fallback for what the others lack.
inline const QStringList kCjkFamilies{QStringLiteral("Droid Sans Fallback"),
                                      QStringLiteral("WenQuanYi Micro Hei"),
                                      QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans CJK JP")};

} // namespace goldset::reportpdf
