#include "batches/ProgressDelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOptionProgressBar>

namespace goldset::ui {

ProgressDelegate::ProgressDelegate(int doneRole, int totalRole, QObject* parent)
    : QStyledItemDelegate(parent), m_doneRole(doneRole), m_totalRole(totalRole)
{
}

void ProgressDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    const QVariant total = index.data(m_totalRole);
    if (!total.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The selection background first, so a selected row stays visibly selected.
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    item.text.clear();
    QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);

    QStyleOptionProgressBar bar;
    bar.rect = option.rect.adjusted(3, 3, -3, -3);
    bar.minimum = 0;
    bar.maximum = std::max(1, total.toInt());
    bar.progress = std::min(index.data(m_doneRole).toInt(), bar.maximum);
    bar.text = index.data(Qt::DisplayRole).toString();
    bar.textVisible = true;
    bar.textAlignment = Qt::AlignCenter;
    bar.state = option.state | QStyle::State_Horizontal;
    bar.palette = option.palette;
    QApplication::style()->drawControl(QStyle::CE_ProgressBar, &bar, painter, option.widget);
}

QSize ProgressDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), 140));
    return size;
}

} // namespace goldset::ui
