#include "common/KeyColumnGuard.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

namespace goldset::ui {

KeyColumnGuard::KeyColumnGuard(QTableView* view, int keyColumn, int minimumWidth, QList<int> droppable)
    : QObject(view), m_view(view), m_keyColumn(keyColumn), m_minimumWidth(minimumWidth),
      m_droppable(std::move(droppable)), m_widths(m_droppable.size(), 0)
{
    view->viewport()->installEventFilter(this);
}

int KeyColumnGuard::roomForKey() const
{
    const QHeaderView* header = m_view->horizontalHeader();
    int others = 0;
    for (int column = 0; column < header->count(); ++column)
        if (column != m_keyColumn && !header->isSectionHidden(column))
            others += header->sectionSize(column);
    return m_view->viewport()->width() - others;
}

void KeyColumnGuard::update()
{
    QHeaderView* header = m_view->horizontalHeader();
    while (m_dropped < m_droppable.size() && roomForKey() < m_minimumWidth) {
        const int column = m_droppable[m_dropped];
        m_widths[m_dropped] = header->sectionSize(column);
        header->setSectionHidden(column, true);
        ++m_dropped;
    }
    while (m_dropped > 0 && roomForKey() - m_widths[m_dropped - 1] >= m_minimumWidth) {
        --m_dropped;
        header->setSectionHidden(m_droppable[m_dropped], false);
    }
}

QList<int> KeyColumnGuard::hiddenColumns() const
{
    return m_droppable.mid(0, m_dropped);
}

bool KeyColumnGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && watched == m_view->viewport())
        update();
    return QObject::eventFilter(watched, event);
}

} // namespace goldset::ui
