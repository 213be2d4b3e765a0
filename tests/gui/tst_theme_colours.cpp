// Every colour the app paints itself is readable in the light and the dark theme: each pair of
// text and background that ThemeColours hands out (chips, verdicts, marks, cards, banners, table
// cells) and the palette's own reach WCAG AA (4.5:1), computed here from the WCAG formula; no
// file of ui/ names a colour of its own (a colour written into a page is one theme's colour); the
// charts take the dark chart theme with the dark palette.
#include "common/GradeChipDelegate.h"
#include "common/ThemeColours.h"
#include "preferences/Appearance.h"
#include "runs/ScatterChartView.h"

#include <QApplication>
#include <QDirIterator>
#include <QRegularExpression>
#include <QTest>

using namespace goldset;
using goldset::ui::ThemeColours;

namespace {

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double relativeLuminance(const QColor& colour)
{
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
           0.0722 * channel(colour.blueF());
}

// A translucent colour as it looks over its background.
QColor over(const QColor& top, const QColor& background)
{
    const double a = top.alphaF();
    return QColor::fromRgbF(float(top.redF() * a + background.redF() * (1 - a)),
                            float(top.greenF() * a + background.greenF() * (1 - a)),
                            float(top.blueF() * a + background.blueF() * (1 - a)));
}

double contrastRatio(const QColor& text, const QColor& background)
{
    const double a = relativeLuminance(over(text, background));
    const double b = relativeLuminance(background);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

} // namespace

class TestThemeColours : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyTextPairReachesAA_data();
    void everyTextPairReachesAA();
    void darkThemeHasDarkHighlights();
    void noColourOutsideThemeColours();
    void chartsFollowTheTheme();
};

void TestThemeColours::everyTextPairReachesAA_data()
{
    QTest::addColumn<int>("theme");
    QTest::newRow("light") << int(ui::Theme::Light);
    QTest::newRow("dark") << int(ui::Theme::Dark);
}

void TestThemeColours::everyTextPairReachesAA()
{
    QFETCH(int, theme);
    ui::appearance::applyTheme(ui::Theme(theme));
    const ThemeColours colours(QApplication::palette());
    QCOMPARE(colours.dark(), ui::Theme(theme) == ui::Theme::Dark);
    const QList<ThemeColours::NamedPair> pairs = colours.textPairs();
    QVERIFY(pairs.size() >= 30);
    QStringList failures;
    for (const ThemeColours::NamedPair& named : pairs) {
        const double ratio = contrastRatio(named.pair.text, named.pair.background);
        if (ratio < 4.5)
            failures << QStringLiteral("%1: %2 on %3 = %4:1")
                            .arg(named.name, named.pair.text.name(QColor::HexArgb),
                                 named.pair.background.name(), QString::number(ratio, 'f', 2));
    }
    // The grade chips as the delegate paints them (the same colours, asked the delegate's way).
    for (double grade : {0.0, 1.0, 1.5, 2.0, 3.0}) {
        const double ratio = contrastRatio(ui::GradeChipDelegate::chipTextColour(grade),
                                           ui::GradeChipDelegate::chipColour(grade));
        if (ratio < 4.5)
            failures << QStringLiteral("grade chip %1 = %2:1").arg(grade).arg(ratio, 0, 'f', 2);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));
}

void TestThemeColours::darkThemeHasDarkHighlights()
{
    // The complaint: pale highlights under the dark theme's light text. Whatever the text
    // colour, a dark window gets dark highlight backgrounds and a light one light ones.
    ui::appearance::applyTheme(ui::Theme::Dark);
    const ThemeColours dark(QApplication::palette());
    ui::appearance::applyTheme(ui::Theme::Light);
    const ThemeColours light(QApplication::palette());
    auto backgrounds = [](const ThemeColours& c) {
        return QList<QColor>{c.match().background,
                             c.likelyEvidence().background,
                             c.selectedCard().background,
                             c.evidenceCard().background,
                             c.focusedChunk().background,
                             c.pass().background,
                             c.fail().background,
                             c.significant().background,
                             c.hint().background,
                             c.verdict(Verdict::Supported).background,
                             c.verdict(Verdict::Unsupported).background,
                             c.verdict(Verdict::Contradicted).background};
    };
    for (const QColor& colour : backgrounds(dark))
        QVERIFY2(relativeLuminance(colour) < 0.1, qPrintable(colour.name()));
    for (const QColor& colour : backgrounds(light))
        QVERIFY2(relativeLuminance(colour) > 0.5, qPrintable(colour.name()));
    // The selected card stands out from the cards around it.
    for (const ThemeColours* c : {&dark, &light})
        QVERIFY2(contrastRatio(c->selectedCard().background, c->palette().color(QPalette::Base)) > 1.4,
                 qPrintable(c->selectedCard().background.name()));
}

void TestThemeColours::noColourOutsideThemeColours()
{
    // A colour written into a page, a model or a delegate is the colour of one theme only.
    const QRegularExpression literal(
        QStringLiteral(R"((QColor\s*\(\s*(0x|\d)|#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|Qt::(white|black|gray|)"
                       R"(darkGray|lightGray|red|green|yellow|blue)\b|QColor\(Qt::))"));
    QDirIterator it(QStringLiteral(GOLDSET_SOURCE_DIR "/ui"),
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList offenders;
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        ++files;
        if (path.endsWith(QLatin1String("common/ThemeColours.cpp")) ||
            path.endsWith(QLatin1String("preferences/Appearance.cpp")))
            continue;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        int line = 0;
        while (!file.atEnd()) {
            const QString text = QString::fromUtf8(file.readLine());
            ++line;
            if (text.trimmed().startsWith(QLatin1String("//")))
                continue;
            if (const auto match = literal.match(text); match.hasMatch())
                offenders << QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(match.captured(0));
        }
    }
    QVERIFY(files > 100);
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
}

void TestThemeColours::chartsFollowTheTheme()
{
    // What the chart view shows in its middle (an empty chart: its background) and its title.
    const auto shownBackground = [](ui::ScatterChartView& view) {
        const QImage image = view.grab().toImage();
        return image.pixelColor(image.width() / 2, image.height() / 2);
    };
    ui::appearance::applyTheme(ui::Theme::Light);
    ui::ScatterChartView view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.chart()->theme(), QChart::ChartThemeLight);
    QVERIFY2(relativeLuminance(shownBackground(view)) > 0.5, qPrintable(shownBackground(view).name()));
    ui::appearance::applyTheme(ui::Theme::Dark);
    QTRY_COMPARE(view.chart()->theme(), QChart::ChartThemeDark);
    const QColor background = shownBackground(view);
    QVERIFY2(relativeLuminance(background) < 0.1, qPrintable(background.name()));
    // Its title and legend stay readable on it.
    QVERIFY(contrastRatio(view.chart()->titleBrush().color(), background) >= 4.5);
    QVERIFY(contrastRatio(view.chart()->legend()->labelColor(), background) >= 4.5);
    ui::appearance::applyTheme(ui::Theme::Light);
    QTRY_COMPARE(view.chart()->theme(), QChart::ChartThemeLight);
}

QTEST_MAIN(TestThemeColours)
#include "tst_theme_colours.moc"
