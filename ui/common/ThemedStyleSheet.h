#pragma once

#include "common/ThemeColours.h"

#include <QObject>
#include <functional>

class QWidget;

namespace goldset::ui {

// A widget's style sheet made from the theme's colours, made again when the theme changes (a
// style sheet keeps the colours it was given, the palette does not reach it).
class ThemedStyleSheet : public QObject
{
public:
    using Sheet = std::function<QString(const ThemeColours&)>;
    static void apply(QWidget* widget, Sheet sheet);

    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    ThemedStyleSheet(QWidget* widget, Sheet sheet);
    void update();

    QWidget* m_widget;
    Sheet m_sheet;
    bool m_updating = false;
};

} // namespace goldset::ui
