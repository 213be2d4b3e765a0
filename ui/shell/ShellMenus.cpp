#include "shell/ShellMenus.h"

#include "import/ImportExportActions.h"
#include "shell/Page.h"
#include "shell/ProjectSession.h"
#include "shell/RecentFiles.h"
#include "shell/ShortcutsDialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoStack>

namespace goldset::ui {

ShellMenus::ShellMenus(QMainWindow* window, const QList<Page*>& pages)
    : QObject(window), m_window(window), m_pages(pages)
{
    createActions();
    createToolBar();
    createMenus();
    updateActions();
}

void ShellMenus::createActions()
{
    m_newAction = new QAction(tr("&New Project..."), m_window);
    m_newAction->setShortcuts(QKeySequence::New);

    m_openAction = new QAction(tr("&Open Project..."), m_window);
    m_openAction->setShortcuts(QKeySequence::Open);

    m_openServerAction = new QAction(tr("Open &Server Project..."), m_window);
    m_openServerAction->setObjectName(QStringLiteral("openServerAction"));
    m_openServerAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));

    m_saveCopyAction = new QAction(tr("Save a &Copy As..."), m_window);
    m_saveCopyAction->setShortcuts(QKeySequence::SaveAs);

    m_closeAction = new QAction(tr("&Close Project"), m_window);
    m_closeAction->setShortcuts(QKeySequence::Close);

    m_quitAction = new QAction(tr("&Quit"), m_window);
    // Not every platform theme defines Quit (the offscreen one does not); Ctrl+Q is the convention.
    m_quitAction->setShortcuts(QKeySequence::keyBindings(QKeySequence::Quit).isEmpty()
                                   ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)}
                                   : QKeySequence::keyBindings(QKeySequence::Quit));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, m_window, &QWidget::close);

    m_undoAction = new QAction(tr("&Undo"), m_window);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcuts(QKeySequence::Undo);
    m_redoAction = new QAction(tr("&Redo"), m_window);
    m_redoAction->setShortcuts(QKeySequence::Redo);

    m_preferencesAction = new QAction(tr("&Preferences..."), m_window);
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    // The platform's key (none on some) and Ctrl+, everywhere.
    QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferenceKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        preferenceKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_preferencesAction->setShortcuts(preferenceKeys);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);

    m_importExport = new ImportExportActions(m_window);
    connect(m_importExport, &ImportExportActions::statusMessage, this,
            [this](const QString& message) { Q_EMIT statusMessage(message, 5000); });

    m_promptTemplatesAction = new QAction(tr("Prompt &Templates..."), m_window);
    m_promptTemplatesAction->setObjectName(QStringLiteral("promptTemplatesAction"));
    m_promptTemplatesAction->setToolTip(tr("The project's prompts of the judge and the generator"));

    m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts..."), m_window);
    m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));

    m_aboutAction = new QAction(tr("&About Goldset"), m_window);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void ShellMenus::createMenus()
{
    QMenu* file = m_window->menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    file->addAction(m_openServerAction);
    m_recentFiles = new RecentFiles(m_window);
    file->addMenu(m_recentFiles);
    file->addSeparator();
    file->addAction(m_importExport->importAction());
    file->addAction(m_importExport->exportAction());
    file->addSeparator();
    file->addAction(m_saveCopyAction);
    file->addAction(m_closeAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = m_window->menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_promptTemplatesAction);
    edit->addAction(m_preferencesAction);

    m_pageMenu = m_window->menuBar()->addMenu(tr("&Page"));

    QMenu* view = m_window->menuBar()->addMenu(tr("&View"));
    for (qsizetype i = 0; i < m_pages.size(); ++i) {
        Page* page = m_pages[i];
        QAction* show = view->addAction(page->title());
        show->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, page] { Q_EMIT pageChosen(page); });
    }
    view->addSeparator();
    view->addAction(m_mainToolBar->toggleViewAction());

    QMenu* help = m_window->menuBar()->addMenu(tr("&Help"));
    help->addAction(m_shortcutsAction);
    help->addSeparator();
    help->addAction(m_aboutAction);
    // F1 (the platform's help key) opens the list, unless a page or menu already uses it.
    QList<QKeySequence> helpKeys = QKeySequence::keyBindings(QKeySequence::HelpContents);
    if (helpKeys.isEmpty())
        helpKeys.append(QKeySequence(Qt::Key_F1));
    for (const ShortcutsDialog::Entry& entry :
         ShortcutsDialog::collect(m_window->menuBar(), m_pageMenu, m_pages))
        for (const QKeySequence& key : entry.keys)
            helpKeys.removeAll(key);
    m_shortcutsAction->setShortcuts(helpKeys);
}

void ShellMenus::createToolBar()
{
    // The common commands, movable; its objectName lets saveState() remember where it was put.
    m_mainToolBar = m_window->addToolBar(tr("Main Toolbar"));
    m_mainToolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_mainToolBar->setMovable(true);
    m_mainToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // Undo and Redo name the command in the menu; on the toolbar the short word is enough.
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    m_mainToolBar->addAction(m_newAction);
    m_mainToolBar->addAction(m_openAction);
    m_mainToolBar->addAction(m_importExport->importAction());
    m_mainToolBar->addSeparator();
    m_mainToolBar->addAction(m_undoAction);
    m_mainToolBar->addAction(m_redoAction);
    m_mainToolBar->addSeparator();
    m_mainToolBar->addAction(m_preferencesAction);
}

void ShellMenus::showPageActions(Page* current)
{
    m_pageMenu->clear();
    const QList<QAction*> actions = current ? current->pageActions() : QList<QAction*>{};
    m_pageMenu->setTitle(current ? current->title() : tr("&Page"));
    m_pageMenu->addActions(actions);
    m_pageMenu->menuAction()->setVisible(!actions.isEmpty());
}

void ShellMenus::setSession(ProjectSession* session)
{
    if (m_session) {
        QUndoStack* old = m_session->undoStack();
        disconnect(m_undoAction, nullptr, old, nullptr);
        disconnect(m_redoAction, nullptr, old, nullptr);
        disconnect(old, nullptr, this, nullptr);
        disconnect(old, nullptr, m_undoAction, nullptr);
        disconnect(old, nullptr, m_redoAction, nullptr);
        m_undoAction->setText(tr("&Undo"));
        m_redoAction->setText(tr("&Redo"));
    }
    m_session = session;
    m_importExport->setSession(session);
    if (session) {
        // Undo and redo act on the project's one stack.
        QUndoStack* stack = session->undoStack();
        // What was undone or redone is said: it may be on another question or page than the one shown.
        connect(m_undoAction, &QAction::triggered, stack, [this, stack] {
            const QString text = stack->undoText();
            stack->undo();
            if (!text.isEmpty())
                Q_EMIT statusMessage(tr("Undone: %1").arg(text), 8000);
        });
        connect(m_redoAction, &QAction::triggered, stack, [this, stack] {
            const QString text = stack->redoText();
            stack->redo();
            if (!text.isEmpty())
                Q_EMIT statusMessage(tr("Redone: %1").arg(text), 8000);
        });
        connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
        connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
        connect(stack, &QUndoStack::undoTextChanged, this, [this](const QString& text) {
            m_undoAction->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
        });
        connect(stack, &QUndoStack::redoTextChanged, this, [this](const QString& text) {
            m_redoAction->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
        });
    }
    updateActions();
}

void ShellMenus::updateActions()
{
    const bool open = m_session != nullptr;
    m_saveCopyAction->setEnabled(open);
    m_closeAction->setEnabled(open);
    m_promptTemplatesAction->setEnabled(open);
    const bool writable = open && !m_session->isReadOnly();
    m_undoAction->setEnabled(writable && m_session->undoStack()->canUndo());
    m_redoAction->setEnabled(writable && m_session->undoStack()->canRedo());
    m_importExport->importAction()->setEnabled(writable);
}

} // namespace goldset::ui
