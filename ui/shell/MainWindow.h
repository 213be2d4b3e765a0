#pragma once

#include <QMainWindow>
#include <memory>

class QAction;
class QMenu;
class QTabWidget;
class QToolBar;

namespace goldset::ui {

class ImportExportActions;
class SaveCopyRunner;
class Page;
class ProjectSession;
class ReadOnlyBanner;
class RecentFiles;

// The shell: menus, the page tabs, the open project. Pages do the work.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a project file; on failure shows the reason and returns false (nothing changes).
    bool openProject(const QString& path);
    void closeProject();
    ProjectSession* session() const { return m_session.get(); }
    QList<Page*> pages() const { return m_pages; }
    Page* page(const QString& objectName) const;
    void showPage(Page* page);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createPages();
    void createActions();
    void createMenus();
    void newProject();
    void openProjectDialog();
    void saveCopyAs();
    void about();
    void showPreferences();
    void offerRestart(); // after a change of language
    void showShortcuts();
    void showPromptTemplates();
    void createToolBar();
    void updateTitle();
    void updateActions();
    void updatePageMenu();
    void restoreLayout();
    void saveLayout() const;
    void showError(const QString& title, const QString& message);
    static QString projectFilter();

    std::unique_ptr<ProjectSession> m_session;
    QTabWidget* m_tabs = nullptr;
    QList<Page*> m_pages;
    ReadOnlyBanner* m_readOnlyBanner = nullptr;
    RecentFiles* m_recentFiles = nullptr;
    ImportExportActions* m_importExport = nullptr;
    SaveCopyRunner* m_saveCopy = nullptr; // made on first use

    QMenu* m_pageMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveCopyAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_preferencesAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QAction* m_promptTemplatesAction = nullptr;
    QToolBar* m_mainToolBar = nullptr;
};

} // namespace goldset::ui
