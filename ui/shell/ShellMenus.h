#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace goldset::ui {

class ImportExportActions;
class Page;
class ProjectSession;
class RecentFiles;

// The main window's commands: its actions with their keys, the menu bar (File, Edit, the current
// page's menu, View, Help) and the main toolbar, and Undo / Redo on the open project's stack.
// MainWindow says what the actions do; this says where they are and when they are enabled.
class ShellMenus : public QObject
{
    Q_OBJECT

public:
    ShellMenus(QMainWindow* window, const QList<Page*>& pages);

    QAction* newAction() const { return m_newAction; }
    QAction* openAction() const { return m_openAction; }
    QAction* openServerAction() const { return m_openServerAction; }
    QAction* saveCopyAction() const { return m_saveCopyAction; }
    QAction* closeAction() const { return m_closeAction; }
    QAction* preferencesAction() const { return m_preferencesAction; }
    QAction* promptTemplatesAction() const { return m_promptTemplatesAction; }
    QAction* shortcutsAction() const { return m_shortcutsAction; }
    QAction* aboutAction() const { return m_aboutAction; }
    ImportExportActions* importExport() const { return m_importExport; }
    RecentFiles* recentFiles() const { return m_recentFiles; }
    QMenu* pageMenu() const { return m_pageMenu; }

    // Undo and Redo act on this project's stack (none: disabled); the project's commands are
    // enabled while it is open and writable.
    void setSession(ProjectSession* session);
    // The page menu holds the current page's actions, under its title.
    void showPageActions(Page* page);

Q_SIGNALS:
    void pageChosen(goldset::ui::Page* page); // from the View menu
    void statusMessage(const QString& message, int timeoutMs);

private:
    void createActions();
    void createToolBar();
    void createMenus();
    void updateActions();

    QMainWindow* m_window;
    QList<Page*> m_pages;
    QPointer<ProjectSession> m_session;
    ImportExportActions* m_importExport = nullptr;
    RecentFiles* m_recentFiles = nullptr;
    QMenu* m_pageMenu = nullptr;
    QToolBar* m_mainToolBar = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_openServerAction = nullptr;
    QAction* m_saveCopyAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_preferencesAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QAction* m_promptTemplatesAction = nullptr;
};

} // namespace goldset::ui
