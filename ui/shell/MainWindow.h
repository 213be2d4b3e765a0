#pragma once

#include <QMainWindow>
#include <memory>

class QTabWidget;

namespace goldset::ui {

class SaveCopyRunner;
class ServerSignIn;
class Page;
class ProjectSession;
class ReadOnlyBanner;
class ShellMenus;

// The shell: the page tabs and the open project; ShellMenus holds the menus and actions, and
// pages do the work.
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
    void connectMenus();
    void newProject();
    void openProjectDialog();
    void saveCopyAs();
    void about();
    void showPreferences();
    void offerRestart(); // after a change of language
    void showShortcuts();
    void showPromptTemplates();
    void updateTitle();
    void restoreLayout();
    void saveLayout() const;
    void showError(const QString& title, const QString& message);
    static QString projectFilter();

    std::unique_ptr<ProjectSession> m_session;
    QTabWidget* m_tabs = nullptr;
    QList<Page*> m_pages;
    ReadOnlyBanner* m_readOnlyBanner = nullptr;
    ShellMenus* m_menus = nullptr;          // the actions, menus and toolbar
    SaveCopyRunner* m_saveCopy = nullptr;   // made on first use
    ServerSignIn* m_serverSignIn = nullptr; // Open Server Project, recent server projects
};

} // namespace goldset::ui
