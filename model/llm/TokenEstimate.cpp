#include "llm/TokenEstimate.h"

#include "text/SearchText.h"

namespace goldset::llm {

qint64 estimateTokens(QStringView text)
{
    qint64 cjk = 0;
    qint64 other = 0;
    for (const char32_t c : text.toUcs4()) {
        if (text::isCjk(c))
            ++cjk;
        else
            ++other;
    }
    return cjk + (other + 3) / 4;
}

} // namespace goldset::llm
