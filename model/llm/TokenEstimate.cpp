#include "llm/TokenEstimate.h"

namespace goldset::llm {
namespace {

bool isCjk(char32_t c)
{
    return (c >= 0x3040 && c <= 0x30FF)       // hiragana, katakana
           || (c >= 0x3400 && c <= 0x4DBF)    // CJK extension A
           || (c >= 0x4E00 && c <= 0x9FFF)    // CJK unified ideographs
           || (c >= 0xAC00 && c <= 0xD7AF)    // Hangul syllables
           || (c >= 0xF900 && c <= 0xFAFF)    // compatibility ideographs
           || (c >= 0x20000 && c <= 0x2FFFF); // extensions B and later
}

} // namespace

qint64 estimateTokens(QStringView text)
{
    qint64 cjk = 0;
    qint64 other = 0;
    for (const char32_t c : text.toUcs4()) {
        if (isCjk(c))
            ++cjk;
        else
            ++other;
    }
    return cjk + (other + 3) / 4;
}

} // namespace goldset::llm
