#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QMenuBar;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace goldset::ui {

class Page;

// Help -> Keyboard Shortcuts: every action of the menu bar and of every page that has a key,
// read from the actions themselves when the window opens, so the list cannot fall behind
// the code. A filter field narrows it by page, action or key.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    struct Entry
    {
        QString group;  // the menu ("File") or the page ("Review") the action belongs to
        QString action; // its text without accelerator marks
        QList<QKeySequence> keys;
    };

    // `pageMenu` is the shell's menu that mirrors the current page's actions: those are listed
    // once, under their page.
    ShortcutsDialog(const QMenuBar* menuBar, const QMenu* pageMenu, const QList<Page*>& pages,
                    QWidget* parent = nullptr);

    // Every action with a shortcut: the menus' first (but `pageMenu`), then each page's.
    static QList<Entry> collect(const QMenuBar* menuBar, const QMenu* pageMenu, const QList<Page*>& pages);
    // The text of an action or menu title as a person reads it: "&&" is "&", a lone "&" marks
    // the accelerator and is dropped.
    static QString plainText(const QString& text);
    // How the list names an action: its icon text (short, no "..."), as plain text.
    static QString actionName(const QAction* action);

    void setFilterText(const QString& text);
    int visibleRows() const;
    QSortFilterProxyModel* proxy() const { return m_proxy; }

private:
    void applyFilter(const QString& text);

    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_view;
    QLabel* m_count;
};

} // namespace goldset::ui
