#include "preferences/Appearance.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace goldset::ui::appearance {
namespace {

struct PlatformLook
{
    QString styleName;
    QPalette palette;
    QFont font;
};

const PlatformLook& platformLook()
{
    static const PlatformLook look{QApplication::style() ? QApplication::style()->name() : QString(),
                                   QApplication::palette(), QApplication::font()};
    return look;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(225, 225, 225);
    const QColor disabled(128, 128, 128);
    const QColor highlight(58, 110, 165);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 43));
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90)); // 5:1 on Base
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Light, QColor(70, 70, 74));
    p.setColor(QPalette::Midlight, QColor(58, 58, 62));
    p.setColor(QPalette::Mid, QColor(38, 38, 40));
    p.setColor(QPalette::Dark, QColor(25, 25, 27));
    p.setColor(QPalette::Shadow, QColor(10, 10, 10));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(110, 170, 240));
    p.setColor(QPalette::LinkVisited, QColor(170, 140, 230));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(70, 70, 74));
    return p;
}

// Fusion's own light palette, with a selection and placeholder text that reach 4.5:1 (white on
// Fusion's #308cc6 is 3.7:1, its placeholder 4:1).
QPalette lightPalette()
{
    QPalette p = QApplication::style()->standardPalette();
    p.setColor(QPalette::Active, QPalette::Highlight, QColor(0x2a, 0x6f, 0xb0));
    p.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x2a, 0x6f, 0xb0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x6b, 0x6b));
    return p;
}

} // namespace

void applyTheme(Theme theme)
{
    const PlatformLook& look = platformLook();
    if (theme == Theme::System) {
        // At start-up nothing has changed yet: leave the platform's style as it came.
        if (QApplication::style() && QApplication::style()->name() != look.styleName) {
            if (QStyle* style = QStyleFactory::create(look.styleName))
                QApplication::setStyle(style);
        }
        if (QApplication::palette() != look.palette)
            QApplication::setPalette(look.palette);
        return;
    }
    // Fusion draws with the palette alone, so light and dark look the same on every platform.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
}

void applyFontSize(int pointSize)
{
    QFont font = platformLook().font;
    if (pointSize > 0)
        font.setPointSize(pointSize);
    QApplication::setFont(font);
}

void apply(const AppearancePreferences& preferences)
{
    applyTheme(preferences.theme);
    applyFontSize(preferences.fontPointSize);
}

} // namespace goldset::ui::appearance
