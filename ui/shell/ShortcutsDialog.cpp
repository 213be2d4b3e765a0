#include "shell/ShortcutsDialog.h"

#include "shell/Page.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace goldset::ui {

namespace {

// Menus nest (File -> Recent Files); their actions count as the top menu's.
void collectMenu(const QMenu* menu, const QString& group, QList<ShortcutsDialog::Entry>& entries)
{
    for (QAction* action : menu->actions()) {
        if (action->menu()) {
            collectMenu(action->menu(), group, entries);
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        entries.append({group, ShortcutsDialog::actionName(action), action->shortcuts()});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menuBar, const QMenu* pageMenu, const QList<Page*>& pages,
                                 QWidget* parent)
    : QDialog(parent), m_model(new QStandardItemModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_filter(new QLineEdit(this)), m_view(new QTableView(this)), m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));

    m_model->setHorizontalHeaderLabels({tr("Where"), tr("Action"), tr("Keys")});
    for (const Entry& entry : collect(menuBar, pageMenu, pages)) {
        auto* keys = new QStandardItem(QKeySequence::listToString(entry.keys, QKeySequence::NativeText));
        QList<QStandardItem*> row = {new QStandardItem(entry.group), new QStandardItem(entry.action), keys};
        for (QStandardItem* item : row) {
            item->setEditable(false);
            item->setToolTip(item->text()); // a name cut short in a narrow dialog reads whole
        }
        m_model->appendRow(row);
    }

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1); // page, action and key alike
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setObjectName(QStringLiteral("shortcutsFilter"));
    m_filter->setPlaceholderText(tr("Filter by page, action or key (e.g. review, undo, ctrl)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter shortcuts"));
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);

    m_view->setObjectName(QStringLiteral("shortcutsTable"));
    m_view->setModel(m_proxy);
    m_view->setAccessibleName(tr("Keyboard shortcuts"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    m_count->setObjectName(QStringLiteral("shortcutsCount"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    setFocusProxy(m_filter);
    // Wide enough that the Action column keeps its names beside the longest page name and key
    // list (German: "Batches & Übereinstimmung", "Strg+Y; Alt+Umschalt+Rücktaste; ..."); at 620 px
    // the actions were cut to "Neues Pr…".
    resize(860, 640);
    applyFilter(QString());
}

QList<ShortcutsDialog::Entry> ShortcutsDialog::collect(const QMenuBar* menuBar, const QMenu* pageMenu,
                                                       const QList<Page*>& pages)
{
    QList<Entry> entries;
    for (const QAction* top : menuBar->actions())
        if (top->menu() && top->menu() != pageMenu)
            collectMenu(top->menu(), plainText(top->text()), entries);
    for (const Page* page : pages) {
        const QString group = plainText(page->title());
        for (const QAction* action : page->pageActions())
            if (!action->isSeparator() && !action->shortcuts().isEmpty() && !action->text().isEmpty())
                entries.append({group, actionName(action), action->shortcuts()});
    }
    return entries;
}

namespace {
// Chinese and Japanese translations put the accelerator after the text: "文件(&F)", which
// QAction::iconText() turns into "文件(F)".
QString withoutTrailingAccelerator(QString text)
{
    static const QRegularExpression trailingAccelerator(QStringLiteral("\\s*\\(&?[A-Za-z0-9]\\)$"));
    text.remove(trailingAccelerator);
    return text;
}
} // namespace

QString ShortcutsDialog::plainText(const QString& original)
{
    const QString text = withoutTrailingAccelerator(original);
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'&') {
            if (i + 1 < text.size() && text[i + 1] == u'&') {
                plain += u'&';
                ++i;
            }
            continue;
        }
        plain += text[i];
    }
    return plain.trimmed();
}

QString ShortcutsDialog::actionName(const QAction* action)
{
    // The icon text is the short name, already without accelerator marks and "...": Undo stays
    // "Undo" while the menu says what it would undo.
    return withoutTrailingAccelerator(action->iconText()).trimmed();
}

void ShortcutsDialog::setFilterText(const QString& text)
{
    m_filter->setText(text); // the field's textChanged applies it
}

void ShortcutsDialog::applyFilter(const QString& text)
{
    m_proxy->setFilterFixedString(text.trimmed());
    m_count->setText(m_proxy->rowCount() == m_model->rowCount()
                         ? tr("%1 shortcuts").arg(m_model->rowCount())
                         : tr("%1 of %2 shortcuts").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

int ShortcutsDialog::visibleRows() const
{
    return m_proxy->rowCount();
}

} // namespace goldset::ui
