#pragma once

#include <QList>
#include <QObject>

class QTableView;

namespace goldset::ui {

// Keeps a table's key (text) column readable in a narrow window or a long language: when the
// other columns leave it less than `minimumWidth`, the droppable columns are hidden one by one
// in the order given, and shown again, in reverse order, when the table is wide enough.
// Hidden columns are what can be seen elsewhere (the question's detail pane, a filter).
class KeyColumnGuard : public QObject
{
    Q_OBJECT

public:
    KeyColumnGuard(QTableView* view, int keyColumn, int minimumWidth, QList<int> droppable);

    // Re-checks the columns (after the widths of the other columns changed).
    void update();
    QList<int> hiddenColumns() const;
    int keyColumn() const { return m_keyColumn; }
    int minimumWidth() const { return m_minimumWidth; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int roomForKey() const; // the viewport's width less every other visible column's

    QTableView* m_view;
    int m_keyColumn;
    int m_minimumWidth;
    QList<int> m_droppable;
    QList<int> m_widths; // a dropped column's width, to know when it fits again
    int m_dropped = 0;   // the first m_dropped columns of m_droppable are hidden
};

} // namespace goldset::ui
