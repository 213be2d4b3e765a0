#pragma once

#include <QGuiApplication>
#include <QStyledItemDelegate>

namespace goldset::ui {

// Paints a relevance grade (0..3, or a median such as 1.5) as a rounded chip that shows the
// number AND a colour, never colour alone, followed by an optional note ("spread 1").
// Models hand the grade in GradeRole and the note in NoteRole; cells without a grade are
// painted as usual, so the delegate can sit on a whole table.
class GradeChipDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    enum Role
    {
        GradeRole = Qt::UserRole + 100,
        NoteRole
    };

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // The chip colour of a grade: grey 0, yellow 1, orange 2, green 3 (a median between two
    // grades takes the lower one's colour), and a text colour readable on it.
    static QColor chipColour(double grade, const QPalette& palette = QGuiApplication::palette());
    static QColor chipTextColour(double grade, const QPalette& palette = QGuiApplication::palette());
    static QString gradeText(double grade);
};

} // namespace goldset::ui
