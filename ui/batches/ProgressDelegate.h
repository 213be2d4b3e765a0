#pragma once

#include <QStyledItemDelegate>

namespace goldset::ui {

// Paints "done / total" as a progress bar with the numbers on it (the text says it too, so
// colour is never the only cue). The model gives done and total in two roles.
class ProgressDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    ProgressDelegate(int doneRole, int totalRole, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    int m_doneRole;
    int m_totalRole;
};

} // namespace goldset::ui
