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
#include "shell/ShortcutsDialog.h"
#include "shell/WriteLockNotice.h"

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
    createActions();
    createToolBar();
    createMenus();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updatePageMenu);
    statusBar()->showMessage(tr("Open a project or create a new one (File menu)."));
    showWriteLockWaitsIn(statusBar());
    restoreLayout();
    updateTitle();
    updateActions();
    updatePageMenu();
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
        new BatchesPage(this), new RunsPage(this), new MonitoringPage(this),
    };
    const QStringList names = {QStringLiteral("datasetPage"), QStringLiteral("labellingPage"),
                               QStringLiteral("reviewPage"), QStringLiteral("batchesPage"),
                               QStringLiteral("runsPage"), QStringLiteral("monitoringPage")};
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

void MainWindow::createActions()
{
    m_newAction = new QAction(tr("&New Project..."), this);
    m_newAction->setShortcuts(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newProject);

    m_openAction = new QAction(tr("&Open Project..."), this);
    m_openAction->setShortcuts(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openProjectDialog);

    m_saveCopyAction = new QAction(tr("Save a &Copy As..."), this);
    m_saveCopyAction->setShortcuts(QKeySequence::SaveAs);
    connect(m_saveCopyAction, &QAction::triggered, this, &MainWindow::saveCopyAs);

    m_closeAction = new QAction(tr("&Close Project"), this);
    m_closeAction->setShortcuts(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeProject);

    m_quitAction = new QAction(tr("&Quit"), this);
    // Not every platform theme defines Quit (the offscreen one does not); Ctrl+Q is the convention.
    m_quitAction->setShortcuts(QKeySequence::keyBindings(QKeySequence::Quit).isEmpty()
                                   ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)}
                                   : QKeySequence::keyBindings(QKeySequence::Quit));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = new QAction(tr("&Undo"), this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcuts(QKeySequence::Undo);
    m_redoAction = new QAction(tr("&Redo"), this);
    m_redoAction->setShortcuts(QKeySequence::Redo);

    m_preferencesAction = new QAction(tr("&Preferences..."), this);
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    // The platform's key (none on some) and Ctrl+, everywhere.
    QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferenceKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        preferenceKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_preferencesAction->setShortcuts(preferenceKeys);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::showPreferences);

    m_importExport = new ImportExportActions(this);
    connect(m_importExport, &ImportExportActions::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 5000); });

    m_promptTemplatesAction = new QAction(tr("Prompt &Templates..."), this);
    m_promptTemplatesAction->setObjectName(QStringLiteral("promptTemplatesAction"));
    m_promptTemplatesAction->setToolTip(tr("The project's prompts of the judge and the generator"));
    connect(m_promptTemplatesAction, &QAction::triggered, this, &MainWindow::showPromptTemplates);

    m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts..."), this);
    m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);

    m_aboutAction = new QAction(tr("&About Goldset"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentFiles = new RecentFiles(this);
    connect(m_recentFiles, &RecentFiles::fileChosen, this, &MainWindow::openProject);
    file->addMenu(m_recentFiles);
    file->addSeparator();
    file->addAction(m_importExport->importAction());
    file->addAction(m_importExport->exportAction());
    file->addSeparator();
    file->addAction(m_saveCopyAction);
    file->addAction(m_closeAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_promptTemplatesAction);
    edit->addAction(m_preferencesAction);

    m_pageMenu = menuBar()->addMenu(tr("&Page"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (qsizetype i = 0; i < m_pages.size(); ++i) {
        Page* page = m_pages[i];
        QAction* show = view->addAction(page->title());
        show->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, page] { showPage(page); });
    }
    view->addSeparator();
    view->addAction(m_mainToolBar->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_shortcutsAction);
    help->addSeparator();
    help->addAction(m_aboutAction);
    // F1 (the platform's help key) opens the list, unless a page or menu already uses it.
    QList<QKeySequence> helpKeys = QKeySequence::keyBindings(QKeySequence::HelpContents);
    if (helpKeys.isEmpty())
        helpKeys.append(QKeySequence(Qt::Key_F1));
    for (const ShortcutsDialog::Entry& entry : ShortcutsDialog::collect(menuBar(), m_pageMenu, m_pages))
        for (const QKeySequence& key : entry.keys)
            helpKeys.removeAll(key);
    m_shortcutsAction->setShortcuts(helpKeys);
}

void MainWindow::createToolBar()
{
    // The common commands, movable; its objectName lets saveState() remember where it was put.
    m_mainToolBar = addToolBar(tr("Main Toolbar"));
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

void MainWindow::updatePageMenu()
{
    m_pageMenu->clear();
    auto* current = qobject_cast<Page*>(m_tabs->currentWidget());
    const QList<QAction*> actions = current ? current->pageActions() : QList<QAction*>{};
    m_pageMenu->setTitle(current ? current->title() : tr("&Page"));
    m_pageMenu->addActions(actions);
    m_pageMenu->menuAction()->setVisible(!actions.isEmpty());
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
    m_session->setCurrentAnnotator(preferences::annotatorName());
    // Undo and redo act on the project's one stack.
    QUndoStack* stack = m_session->undoStack();
    // What was undone or redone is said: it may be on another question or page than the one shown.
    connect(m_undoAction, &QAction::triggered, stack, [this, stack] {
        const QString text = stack->undoText();
        stack->undo();
        if (!text.isEmpty())
            statusBar()->showMessage(tr("Undone: %1").arg(text), 8000);
    });
    connect(m_redoAction, &QAction::triggered, stack, [this, stack] {
        const QString text = stack->redoText();
        stack->redo();
        if (!text.isEmpty())
            statusBar()->showMessage(tr("Redone: %1").arg(text), 8000);
    });
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, [this](const QString& text) {
        m_undoAction->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(stack, &QUndoStack::redoTextChanged, this, [this](const QString& text) {
        m_redoAction->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    for (Page* page : std::as_const(m_pages))
        page->setSession(m_session.get());
    m_importExport->setSession(m_session.get());
    connect(m_session.get(), &ProjectSession::writeFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Not saved: %1").arg(message), 10000);
    });
    m_recentFiles->add(path);
    filedialogs::setDefaultFolder(QFileInfo(path).absolutePath());
    updateTitle();
    updateActions();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::closeProject()
{
    if (!m_session)
        return;
    for (Page* page : std::as_const(m_pages))
        page->setSession(nullptr);
    m_importExport->setSession(nullptr);
    disconnect(m_undoAction, nullptr, m_session->undoStack(), nullptr);
    disconnect(m_redoAction, nullptr, m_session->undoStack(), nullptr);
    m_session.reset();
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    updateTitle();
    updateActions();
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
        dialog = new ShortcutsDialog(menuBar(), m_pageMenu, m_pages, this);
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
        setWindowTitle(tr("%1 — Goldset").arg(QFileInfo(m_session->path()).fileName()));
    } else {
        setWindowFilePath(QString());
        setWindowTitle(tr("Goldset"));
    }
}

void MainWindow::updateActions()
{
    const bool open = m_session != nullptr;
    m_saveCopyAction->setEnabled(open);
    m_closeAction->setEnabled(open);
    m_promptTemplatesAction->setEnabled(open);
    const bool writable = open && !m_session->isReadOnly();
    m_undoAction->setEnabled(writable && m_session->undoStack()->canUndo());
    m_redoAction->setEnabled(writable && m_session->undoStack()->canRedo());
    m_importExport->importAction()->setEnabled(writable);
    m_readOnlyBanner->showFor(m_session.get());
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
    m_importExport->importFiles(paths);
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
