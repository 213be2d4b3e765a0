#include "common/GradeChipDelegate.h"

#include "common/ThemeColours.h"

#include <QApplication>
#include <QPainter>
#include <cmath>

namespace goldset::ui {

namespace {
constexpr int kChipPadding = 6;
constexpr int kGap = 6;
} // namespace

QColor GradeChipDelegate::chipColour(double grade, const QPalette& palette)
{
    // A median between two grades takes the lower one's colour.
    return ThemeColours(palette).grade(static_cast<int>(std::floor(grade))).background;
}

QColor GradeChipDelegate::chipTextColour(double grade, const QPalette& palette)
{
    return ThemeColours(palette).grade(static_cast<int>(std::floor(grade))).text;
}

QString GradeChipDelegate::gradeText(double grade)
{
    // Whole grades as digits; medians of an even number of labels keep their half.
    return grade == std::floor(grade) ? QString::number(static_cast<int>(grade))
                                      : QString::number(grade, 'f', 1);
}

void GradeChipDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const
{
    const QVariant gradeValue = index.data(GradeRole);
    if (!gradeValue.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // Background and selection as the style draws them, without the text.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const double grade = gradeValue.toDouble();
    const QString digit = gradeText(grade);
    const QFontMetrics metrics(option.font);
    const int height = std::min(option.rect.height() - 4, metrics.height() + 4);
    const int width = std::max(height, metrics.horizontalAdvance(digit) + 2 * kChipPadding);
    const QRect chip(option.rect.left() + 4, option.rect.center().y() - height / 2 + 1, width, height);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPalette& palette = option.palette;
    painter->setPen(chipColour(grade, palette).darker(130));
    painter->setBrush(chipColour(grade, palette));
    painter->drawRoundedRect(chip, height / 2.0, height / 2.0);
    painter->setPen(chipTextColour(grade, palette));
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->drawText(chip, Qt::AlignCenter, digit);

    const QString note = index.data(NoteRole).toString();
    if (!note.isEmpty()) {
        const QRect noteRect = option.rect.adjusted(chip.right() - option.rect.left() + kGap, 0, -2, 0);
        painter->setFont(option.font);
        painter->setPen(option.palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                                   : QPalette::Text));
        painter->drawText(noteRect, Qt::AlignVCenter | Qt::AlignLeft,
                          metrics.elidedText(note, Qt::ElideRight, noteRect.width()));
    }
    painter->restore();
}

QSize GradeChipDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QVariant gradeValue = index.data(GradeRole);
    if (!gradeValue.isValid())
        return size;
    const QFontMetrics metrics(option.font);
    int width = metrics.horizontalAdvance(gradeText(gradeValue.toDouble())) + 2 * kChipPadding + 10;
    const QString note = index.data(NoteRole).toString();
    if (!note.isEmpty())
        width += kGap + metrics.horizontalAdvance(note);
    size.setWidth(std::max(size.width(), width));
    size.setHeight(std::max(size.height(), metrics.height() + 8));
    return size;
}

} // namespace goldset::ui
