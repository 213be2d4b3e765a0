#include "text/Language.h"

#include <QRegularExpression>

namespace goldset::text {

QString guessLanguage(const QString& text)
{
    const QStringView sample = QStringView(text).left(4000);
    qsizetype han = 0, kana = 0, letters = 0, umlauts = 0;
    for (const QChar c : sample) {
        const char16_t u = c.unicode();
        if (u >= 0x3040 && u <= 0x30ff)
            ++kana;
        else if ((u >= 0x4e00 && u <= 0x9fff) || (u >= 0x3400 && u <= 0x4dbf))
            ++han;
        else if (c.isLetter())
            ++letters;
        if (u == u'ä' || u == u'ö' || u == u'ü' || u == u'ß' || u == u'Ä' || u == u'Ö' || u == u'Ü')
            ++umlauts;
    }
    if (kana > 0 && (kana + han) * 4 >= letters)
        return QStringLiteral("ja");
    if (han > 0 && han * 4 >= letters)
        return QStringLiteral("zh");
    if (umlauts > 0)
        return QStringLiteral("de");
    static const QRegularExpression germanWords(
        QStringLiteral("\\b(der|die|das|und|ist|nicht|mit|oder|wir|eine?|für|werden|nach)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression englishWords(
        QStringLiteral("\\b(the|and|is|are|with|for|of|to|can|not)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const auto count = [&](const QRegularExpression& re) {
        qsizetype n = 0;
        for (auto it = re.globalMatch(sample); it.hasNext(); it.next())
            ++n;
        return n;
    };
    return count(germanWords) > count(englishWords) ? QStringLiteral("de") : QStringLiteral("en");
}

} // namespace goldset::text
