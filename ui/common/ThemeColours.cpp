#include "common/ThemeColours.h"

#include <cmath>

namespace goldset::ui {

namespace {
QColor rgb(unsigned value)
{
    return QColor::fromRgb(QRgb(value));
}
} // namespace

ThemeColours::ThemeColours(const QPalette& palette)
    : m_palette(palette),
      m_dark(luminance(palette.color(QPalette::Base)) < luminance(palette.color(QPalette::Text)))
{
}

QColor ThemeColours::mix(const QColor& a, const QColor& b, double share)
{
    // share of a, the rest of b
    return QColor::fromRgbF(float(a.redF() * share + b.redF() * (1 - share)),
                            float(a.greenF() * share + b.greenF() * (1 - share)),
                            float(a.blueF() * share + b.blueF() * (1 - share)));
}

double ThemeColours::luminance(const QColor& colour)
{
    auto channel = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor c = colour.toRgb();
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double ThemeColours::contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

ThemeColours::Pair ThemeColours::grade(int grade) const
{
    switch (std::clamp(grade, 0, 3)) {
    case 0:
        return m_dark ? Pair{rgb(0x4b4b50), rgb(0xf0f0f0)} : Pair{rgb(0xd9d9d9), rgb(0x000000)};
    case 1:
        return m_dark ? Pair{rgb(0xc9a227), rgb(0x000000)} : Pair{rgb(0xf7dc6f), rgb(0x000000)};
    case 2:
        return m_dark ? Pair{rgb(0xd97a1e), rgb(0x000000)} : Pair{rgb(0xf09a3e), rgb(0x000000)};
    default:
        return Pair{rgb(0x1e7a46), rgb(0xffffff)};
    }
}

QColor ThemeColours::gradeOutline(int grade) const
{
    const QColor fill = this->grade(grade).background;
    return m_dark ? fill.lighter(140) : fill.darker(135);
}

ThemeColours::Pair ThemeColours::verdict(Verdict verdict) const
{
    switch (verdict) {
    case Verdict::Supported:
        return m_dark ? Pair{rgb(0x1f4d2c), rgb(0xe8f5e9)} : Pair{rgb(0xc8e6c9), rgb(0x000000)};
    case Verdict::Unsupported:
        return m_dark ? Pair{rgb(0x5c3d00), rgb(0xfff3e0)} : Pair{rgb(0xffe0b2), rgb(0x000000)};
    case Verdict::Contradicted:
        return m_dark ? Pair{rgb(0x5e1f26), rgb(0xffebee)} : Pair{rgb(0xffcdd2), rgb(0x000000)};
    case Verdict::Unknown:
        break;
    }
    return m_dark ? Pair{rgb(0x3d3d42), rgb(0xeeeeee)} : Pair{rgb(0xe0e0e0), rgb(0x000000)};
}

ThemeColours::Pair ThemeColours::match() const
{
    return m_dark ? Pair{rgb(0x5c4b00), rgb(0xfffbe6)} : Pair{rgb(0xffe680), rgb(0x000000)};
}

ThemeColours::Pair ThemeColours::likelyEvidence() const
{
    return m_dark ? Pair{rgb(0x4f4a10), rgb(0xfffde7)} : Pair{rgb(0xfff59d), rgb(0x000000)};
}

ThemeColours::Pair ThemeColours::selectedCard() const
{
    // A tint of the selection colour, strong enough to be seen in both themes, under the
    // palette's own text colour.
    return {mix(m_palette.color(QPalette::Highlight), m_palette.color(QPalette::Base), m_dark ? 0.45 : 0.3),
            m_palette.color(QPalette::Text)};
}

ThemeColours::Pair ThemeColours::evidenceCard() const
{
    return m_dark ? Pair{rgb(0x173049), rgb(0xe8f1fb)} : Pair{rgb(0xe3f2fd), rgb(0x000000)};
}

QColor ThemeColours::evidenceBorder() const
{
    return pick(rgb(0x1565c0), rgb(0x64a0e6));
}

QColor ThemeColours::accent() const
{
    return pick(rgb(0x0d47a1), rgb(0x90caf9));
}

QColor ThemeColours::cardBorder() const
{
    return pick(rgb(0xbdbdbd), rgb(0x5a5a60));
}

ThemeColours::Pair ThemeColours::focusedChunk() const
{
    return m_dark ? Pair{rgb(0x4a3f00), rgb(0xf5f5f5)} : Pair{rgb(0xfff2b3), rgb(0x000000)};
}

QColor ThemeColours::focusedChunkHeading() const
{
    return pick(rgb(0x5a4a00), rgb(0xe6cf6a));
}

ThemeColours::Pair ThemeColours::pass() const
{
    return m_dark ? Pair{rgb(0x1f4d2c), rgb(0xe8f5e9)} : Pair{rgb(0xd8f0d8), rgb(0x000000)};
}

ThemeColours::Pair ThemeColours::fail() const
{
    return m_dark ? Pair{rgb(0x5e1f26), rgb(0xffebee)} : Pair{rgb(0xf8d8d8), rgb(0x000000)};
}

ThemeColours::Pair ThemeColours::significant() const
{
    return m_dark ? Pair{rgb(0x5a4a10), rgb(0xfff8e1)} : Pair{rgb(0xfff0c0), rgb(0x000000)};
}

ThemeColours::Pair ThemeColours::hint() const
{
    return m_dark ? Pair{rgb(0x3e3520), rgb(0xfff3d6)} : Pair{rgb(0xfff8e1), rgb(0x3e2723)};
}

ThemeColours::Pair ThemeColours::warning() const
{
    return {rgb(0xb3261e), rgb(0xffffff)};
}

QColor ThemeColours::secondaryText() const
{
    // Between text and background, nearer the text: quieter, still 4.5:1 on Base and Window.
    return mix(m_palette.color(QPalette::Text), m_palette.color(QPalette::Base), 0.62);
}

QColor ThemeColours::secondaryTextOn(const Pair& card)
{
    return mix(card.text, card.background, 0.68);
}

QColor ThemeColours::errorText() const
{
    return pick(rgb(0xb00020), rgb(0xff8a80));
}

QColor ThemeColours::status(QuestionStatus status) const
{
    switch (status) {
    case QuestionStatus::Draft:
        return rgb(0xe09f1f);
    case QuestionStatus::Accepted:
        return rgb(0x2e8b57);
    case QuestionStatus::Rejected:
        break;
    }
    return rgb(0xc0392b);
}

QColor ThemeColours::thresholdLine() const
{
    return pick(rgb(0xc81e1e), rgb(0xff6b6b));
}

QColor ThemeColours::bandColour(int band) const
{
    static const QColor light[] = {QColor(255, 210, 120, 70), QColor(120, 200, 120, 70),
                                   QColor(60, 160, 90, 80)};
    static const QColor dark[] = {QColor(255, 210, 120, 45), QColor(120, 200, 120, 45),
                                  QColor(60, 160, 90, 70)};
    const int i = std::clamp(band, 0, 2);
    return m_dark ? dark[i] : light[i];
}

QColor ThemeColours::chartMarker() const
{
    return pick(QColor(40, 90, 170, 160), QColor(110, 170, 240, 190));
}

QColor ThemeColours::chartMarkerBorder() const
{
    return pick(rgb(0x14326e), rgb(0xb4d2fa));
}

QColor ThemeColours::chartGuide() const
{
    return mix(m_palette.color(QPalette::Text), m_palette.color(QPalette::Base), 0.55);
}

QList<ThemeColours::NamedPair> ThemeColours::textPairs() const
{
    const QPalette& p = m_palette;
    QList<NamedPair> pairs{
        {QStringLiteral("palette text"), {p.color(QPalette::Base), p.color(QPalette::Text)}},
        {QStringLiteral("palette window text"), {p.color(QPalette::Window), p.color(QPalette::WindowText)}},
        {QStringLiteral("palette button text"), {p.color(QPalette::Button), p.color(QPalette::ButtonText)}},
        {QStringLiteral("palette selection"),
         {p.color(QPalette::Highlight), p.color(QPalette::HighlightedText)}},
        {QStringLiteral("palette tooltip"), {p.color(QPalette::ToolTipBase), p.color(QPalette::ToolTipText)}},
        {QStringLiteral("palette link"), {p.color(QPalette::Base), p.color(QPalette::Link)}},
        {QStringLiteral("palette placeholder"),
         {p.color(QPalette::Base), p.color(QPalette::PlaceholderText)}},
        {QStringLiteral("match"), match()},
        {QStringLiteral("likely evidence"), likelyEvidence()},
        {QStringLiteral("selected card"), selectedCard()},
        {QStringLiteral("selected card, secondary"),
         {selectedCard().background, secondaryTextOn(selectedCard())}},
        {QStringLiteral("evidence card"), evidenceCard()},
        {QStringLiteral("evidence card, accent"), {evidenceCard().background, accent()}},
        {QStringLiteral("evidence card, secondary"),
         {evidenceCard().background, secondaryTextOn(evidenceCard())}},
        {QStringLiteral("accent on base"), {p.color(QPalette::Base), accent()}},
        {QStringLiteral("focused chunk"), focusedChunk()},
        {QStringLiteral("focused chunk heading"), {p.color(QPalette::Base), focusedChunkHeading()}},
        {QStringLiteral("pass"), pass()},
        {QStringLiteral("fail"), fail()},
        {QStringLiteral("significant"), significant()},
        {QStringLiteral("hint"), hint()},
        {QStringLiteral("warning"), warning()},
        {QStringLiteral("secondary on base"), {p.color(QPalette::Base), secondaryText()}},
        {QStringLiteral("secondary on window"), {p.color(QPalette::Window), secondaryText()}},
        {QStringLiteral("error on window"), {p.color(QPalette::Window), errorText()}},
        {QStringLiteral("error on base"), {p.color(QPalette::Base), errorText()}},
    };
    for (int g = 0; g <= 3; ++g)
        pairs.append({QStringLiteral("grade %1").arg(g), grade(g)});
    for (Verdict v : {Verdict::Supported, Verdict::Unsupported, Verdict::Contradicted, Verdict::Unknown})
        pairs.append({QStringLiteral("verdict %1").arg(toString(v)), verdict(v)});
    return pairs;
}

} // namespace goldset::ui
