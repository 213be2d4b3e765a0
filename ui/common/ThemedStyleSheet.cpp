#include "common/ThemedStyleSheet.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace goldset::ui {

void ThemedStyleSheet::apply(QWidget* widget, Sheet sheet)
{
    auto* themed = new ThemedStyleSheet(widget, std::move(sheet));
    widget->installEventFilter(themed);
    themed->update();
}

ThemedStyleSheet::ThemedStyleSheet(QWidget* widget, Sheet sheet)
    : QObject(widget), m_widget(widget), m_sheet(std::move(sheet))
{
}

bool ThemedStyleSheet::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_widget && !m_updating &&
        (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange))
        update();
    return QObject::eventFilter(watched, event);
}

void ThemedStyleSheet::update()
{
    m_updating = true;
    // The application's palette: the widget's own is what the style sheet made of it.
    m_widget->setStyleSheet(m_sheet(ThemeColours(QApplication::palette())));
    m_updating = false;
}

} // namespace goldset::ui
