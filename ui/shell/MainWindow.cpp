#include "shell/MainWindow.h"

#include "batches/BatchesPage.h"
#include "common/FileDialogs.h"
#include "core/ProjectFileRegistry.h"
#include "dataset/DatasetPage.h"
#include "import/ImportExportActions.h"
#include "io/SafeFile.h"
#include "labelling/LabellingPage.h"
#include "monitoring/MonitoringPage.h"
#include "preferences/Preferences.h"
#include "preferences/PreferencesDialog.h"
#include "prompts/PromptTemplatesDialog.h"
#include "review/ReviewPage.h"
#include "runs/RunsPage.h"
#include "shell/LayoutMemory.h"
#include "shell/ProjectSession.h"
#include "shell/ReadOnlyBanner.h"
#include "shell/RecentFiles.h"
#include "shell/SaveCopyRunner.h"
#include "shell/ServerSignIn.h"
#include "shell/ShellMenus.h"
#include "shell/ShortcutsDialog.h"
#include "shell/WriteLockNotice.h"
#include "storage/server/ServerRoles.h"
#include "storage/server/ServerUrl.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace goldset::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/goldset.svg")));
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    m_readOnlyBanner = new ReadOnlyBanner(central);
    centralLayout->addWidget(m_readOnlyBanner);
    m_tabs = new QTabWidget(central);
    m_tabs->setDocumentMode(true);
    m_tabs->setObjectName(QStringLiteral("pageTabs"));
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    setAcceptDrops(true);
    createPages();
    m_serverSignIn = new ServerSignIn(this);
    connect(m_serverSignIn, &ServerSignIn::projectChosen, this, &MainWindow::openProject);
    connect(m_serverSignIn, &ServerSignIn::failed, this, &MainWindow::showError);
    connect(m_serverSignIn, &ServerSignIn::statusMessage, this,
            [this](const QString& message, int timeoutMs) { statusBar()->showMessage(message, timeoutMs); });
    m_menus = new ShellMenus(this, m_pages);
    connectMenus();
    statusBar()->showMessage(tr("Open a project or create a new one (File menu)."));
    showWriteLockWaitsIn(statusBar());
    restoreLayout();
    updateTitle();
    m_readOnlyBanner->showFor(nullptr);
    m_menus->showPageActions(qobject_cast<Page*>(m_tabs->currentWidget()));
}

void MainWindow::connectMenus()
{
    connect(m_menus->newAction(), &QAction::triggered, this, &MainWindow::newProject);
    connect(m_menus->openAction(), &QAction::triggered, this, &MainWindow::openProjectDialog);
    connect(m_menus->openServerAction(), &QAction::triggered, m_serverSignIn, &ServerSignIn::chooseProject);
    connect(m_menus->saveCopyAction(), &QAction::triggered, this, &MainWindow::saveCopyAs);
    connect(m_menus->closeAction(), &QAction::triggered, this, &MainWindow::closeProject);
    connect(m_menus->preferencesAction(), &QAction::triggered, this, &MainWindow::showPreferences);
    connect(m_menus->promptTemplatesAction(), &QAction::triggered, this, &MainWindow::showPromptTemplates);
    connect(m_menus->shortcutsAction(), &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_menus->aboutAction(), &QAction::triggered, this, &MainWindow::about);
    connect(m_menus->recentFiles(), &RecentFiles::fileChosen, m_serverSignIn, &ServerSignIn::openRecent);
    connect(m_menus, &ShellMenus::pageChosen, this, &MainWindow::showPage);
    connect(m_menus, &ShellMenus::statusMessage, this,
            [this](const QString& message, int timeoutMs) { statusBar()->showMessage(message, timeoutMs); });
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { m_menus->showPageActions(qobject_cast<Page*>(m_tabs->currentWidget())); });
}

MainWindow::~MainWindow()
{
    stopShowingWriteLockWaits();
    for (Page* page : std::as_const(m_pages))
        page->setSession(nullptr);
}

void MainWindow::createPages()
{
    m_pages = {
        new DatasetPage(this), new LabellingPage(this), new ReviewPage(this),
        new BatchesPage(this), new RunsPage(this),      new MonitoringPage(this),
    };
    const QStringList names = {QStringLiteral("datasetPage"), QStringLiteral("labellingPage"),
                               QStringLiteral("reviewPage"),  QStringLiteral("batchesPage"),
                               QStringLiteral("runsPage"),    QStringLiteral("monitoringPage")};
    for (qsizetype i = 0; i < m_pages.size(); ++i) {
        Page* page = m_pages[i];
        if (page->objectName().isEmpty())
            page->setObjectName(names.value(i));
        m_tabs->addTab(page, page->title());
        connect(page, &Page::statusMessage, this,
                [this](const QString& message) { statusBar()->showMessage(message, 5000); });
        connect(page, &Page::questionRequested, this,
                [this](const QString& pageName, RowId questionId, const QString& runName) {
                    Page* target = this->page(pageName);
                    if (target && target->openQuestion(questionId, runName))
                        showPage(target);
                    else
                        statusBar()->showMessage(tr("Cannot show that question there."), 5000);
                });
    }
}

Page* MainWindow::page(const QString& objectName) const
{
    for (Page* page : m_pages)
        if (page->objectName() == objectName)
            return page;
    return nullptr;
}

void MainWindow::showPage(Page* page)
{
    m_tabs->setCurrentWidget(page);
}

bool MainWindow::openProject(const QString& path)
{
    auto opened = storage::Project::open(path, storage::Project::OpenMode::OpenExisting);
    if (!opened) {
        showError(tr("Cannot open project"), opened.error().toString());
        return false;
    }
    closeProject();
    m_session = std::make_unique<ProjectSession>(std::move(*opened));
    // On a server one grades as the signed-in role: row-level security knows people by it.
    const auto role = m_session->project().database().isServer()
                          ? storage::ServerRoles::signedInRole(m_session->project().connection()).optional()
                          : std::nullopt;
    m_session->setCurrentAnnotator(role.value_or(preferences::annotatorName()));
    for (Page* page : std::as_const(m_pages))
        page->setSession(m_session.get());
    m_menus->setSession(m_session.get());
    connect(m_session.get(), &ProjectSession::writeFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Not saved: %1").arg(message), 10000);
    });
    m_menus->recentFiles()->add(path);
    if (!storage::ServerUrl::isServerUrl(path))
        filedialogs::setDefaultFolder(QFileInfo(path).absolutePath());
    updateTitle();
    m_readOnlyBanner->showFor(m_session.get());
    statusBar()->showMessage(tr("Opened %1").arg(storage::ServerUrl::shortName(path)), 5000);
    return true;
}

void MainWindow::closeProject()
{
    if (!m_session)
        return;
    for (Page* page : std::as_const(m_pages))
        page->setSession(nullptr);
    m_menus->setSession(nullptr);
    m_session.reset();
    updateTitle();
    m_readOnlyBanner->showFor(nullptr);
}

void MainWindow::newProject()
{
    QString path = filedialogs::saveFileName(this, tr("New Project"), QString(), projectFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".goldset");
    if (QFileInfo::exists(path)) {
        // The dialog asked to confirm the overwrite; a project is never truncated behind the user's back,
        // and one that is open (here or in this window) is never replaced.
        if (core::ProjectFileRegistry::contains(path)) {
            showError(tr("Cannot create project"), tr("%1 is open; close it first.").arg(path));
            return;
        }
        if (Status leftover = io::refuseLeftoverLog(path); !leftover) {
            showError(tr("Cannot create project"), leftover.error().toString());
            return;
        }
        if (!QFile::remove(path)) {
            showError(tr("Cannot create project"), tr("%1 cannot be replaced.").arg(path));
            return;
        }
    }
    auto created = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!created) {
        showError(tr("Cannot create project"), created.error().toString());
        return;
    }
    created->reset();
    openProject(path);
}

void MainWindow::openProjectDialog()
{
    const QString path = filedialogs::openFileName(this, tr("Open Project"), QString(), projectFilter());
    if (!path.isEmpty())
        openProject(path);
}

void MainWindow::saveCopyAs()
{
    if (!m_session)
        return;
    QString path = filedialogs::saveFileName(this, tr("Save a Copy As"), QString(), projectFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".goldset");
    if (core::ProjectFileRegistry::contains(path)) {
        showError(tr("Cannot save a copy"), tr("%1 is open; close it first.").arg(path));
        return;
    }
    if (Status leftover = io::refuseLeftoverLog(path); !leftover) {
        showError(tr("Cannot save a copy"), leftover.error().toString());
        return;
    }
    if (QFileInfo::exists(path) && !QFile::remove(path)) {
        showError(tr("Cannot save a copy"), tr("%1 cannot be replaced.").arg(path));
        return;
    }
    if (!m_saveCopy) {
        m_saveCopy = new SaveCopyRunner(this);
        connect(m_saveCopy, &SaveCopyRunner::statusMessage, this,
                [this](const QString& message) { statusBar()->showMessage(message, 5000); });
        connect(m_saveCopy, &SaveCopyRunner::failed, this,
                [this](const QString& message) { showError(tr("Cannot save a copy"), message); });
    }
    m_saveCopy->start(m_session->project().path(), path);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Goldset"),
                       tr("<h3>Goldset %1</h3><p>A workbench for the evaluation data of RAG systems: "
                          "gold questions, graded relevance, judge verdicts, agreement and metrics.</p>"
                          "<p>Built with Qt %2.</p>")
                           .arg(QStringLiteral(GOLDSET_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::showPromptTemplates()
{
    if (!m_session)
        return;
    auto* dialog = findChild<PromptTemplatesDialog*>();
    if (!dialog) {
        dialog = new PromptTemplatesDialog(m_session.get(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::showPreferences()
{
    auto* dialog = new PreferencesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PreferencesDialog::applied, this, [this](const QString& annotator) {
        if (m_session)
            m_session->setCurrentAnnotator(annotator);
        statusBar()->showMessage(tr("Preferences saved"), 5000);
    });
    connect(dialog, &PreferencesDialog::languageChanged, this, &MainWindow::offerRestart,
            Qt::QueuedConnection);
    dialog->open();
}

void MainWindow::offerRestart()
{
    // Every change is already in the project file: a restart loses nothing.
    QMessageBox box(QMessageBox::Question, tr("Language"),
                    tr("The new language is shown after Goldset starts again. Restart now? The open "
                       "project opens again; nothing is lost, every change is already saved."),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("restartQuestion"));
    QPushButton* now = box.addButton(tr("&Restart Now"), QMessageBox::AcceptRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(now);
    box.exec();
    if (box.clickedButton() != now)
        return;
    QStringList arguments;
    if (m_session)
        arguments << m_session->project().path();
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments)) {
        QMessageBox::warning(this, tr("Language"),
                             tr("Goldset could not be started again; start it by hand."));
        return;
    }
    close();
}

void MainWindow::showShortcuts()
{
    // One window at a time; read from the actions when it opens, so it lists what the window has.
    auto* dialog = findChild<ShortcutsDialog*>();
    if (!dialog) {
        dialog = new ShortcutsDialog(menuBar(), m_menus->pageMenu(), m_pages, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::updateTitle()
{
    if (m_session) {
        setWindowFilePath(m_session->path());
        setWindowTitle(tr("%1 — Goldset").arg(storage::ServerUrl::shortName(m_session->path())));
    } else {
        setWindowFilePath(QString());
        setWindowTitle(tr("Goldset"));
    }
}

QString MainWindow::projectFilter()
{
    // Built when asked, not at static initialisation, so it follows the language in use.
    return tr("Goldset projects (*.goldset);;All files (*)");
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    layout::restore(this, settings);
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("mainWindow/page"), 0).toInt());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    settings.setValue(QStringLiteral("mainWindow/page"), m_tabs->currentIndex());
    layout::save(this, settings);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveLayout();
    closeProject();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // A dropped project opens; anything else goes to the import wizard with its format guessed.
    if (paths.size() == 1 && paths.first().endsWith(QLatin1String(".goldset"))) {
        openProject(paths.first());
        return;
    }
    if (!m_session) {
        statusBar()->showMessage(tr("Open or create a project first, then drop files on it to import them."),
                                 8000);
        return;
    }
    if (m_session->isReadOnly()) {
        statusBar()->showMessage(storage::Database::readOnlyMessage(m_session->path()), 8000);
        return;
    }
    m_menus->importExport()->importFiles(paths);
}

void MainWindow::showError(const QString& title, const QString& message)
{
    if (QApplication::platformName() == QLatin1String("offscreen")) {
        // Tests run without anyone to click a dialog away.
        statusBar()->showMessage(message);
        qWarning("%s: %s", qPrintable(title), qPrintable(message));
        return;
    }
    QMessageBox::critical(this, title, message);
}

} // namespace goldset::ui
