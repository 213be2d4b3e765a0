#include "ScreenshotTour.h"

#include "batches/BatchesPage.h"
#include "batches/BatchesState.h"
#include "batches/NewBatchDialog.h"
#include "dataset/CorpusBrowser.h"
#include "dataset/DatasetPage.h"
#include "dataset/DatasetState.h"
#include "dataset/SearchHitModel.h"
#include "import/ImportWizard.h"
#include "labelling/CandidateModel.h"
#include "labelling/LabellingPage.h"
#include "preferences/PreferencesDialog.h"
#include "review/ReviewPage.h"
#include "runs/RunsPage.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "shell/ShortcutsDialog.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QImage>
#include <QListView>
#include <QPixmap>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>

namespace goldset::tools {

namespace {
constexpr int kStepTimeoutMs = 120000; // the sanitizer build is slow; a release build needs seconds
}

ScreenshotTour::ScreenshotTour(ui::MainWindow& window, const QDir& outputDir)
    : m_window(window), m_outputDir(outputDir)
{
}

bool ScreenshotTour::run()
{
    if (!m_window.session()) {
        m_errors << QStringLiteral("no project is open");
        return false;
    }
    // The Runs page computes when it is first shown; let it finish so its status message does
    // not sit in the first pictures.
    auto* runs = qobject_cast<ui::RunsPage*>(m_window.page(QStringLiteral("runsPage")));
    m_window.showPage(runs); // it evaluates the runs when it is first shown
    waitFor([runs] { return runs->comparison() && !runs->computation()->isBusy(); },
            QStringLiteral("the Runs page's first computation"));
    settle();
    m_window.statusBar()->clearMessage();
    datasetPage();
    labellingPage();
    reviewPage();
    batchesPage();
    runsPage();
    dialogs();
    return m_errors.isEmpty();
}

void ScreenshotTour::datasetPage()
{
    auto* page = qobject_cast<ui::DatasetPage*>(m_window.page(QStringLiteral("datasetPage")));
    m_window.showPage(page);
    page->tabs()->setCurrentIndex(0);
    waitFor([page] { return !page->state()->isReading(); }, QStringLiteral("the Dataset page's questions"));
    page->selectRow(0); // q01: two annotators' grades on its gold chunks
    settle();
    save(&m_window, QStringLiteral("dataset-questions"));

    page->tabs()->setCurrentIndex(1);
    ui::CorpusBrowser* corpus = page->corpusBrowser();
    corpus->search(QStringLiteral("frame warranty"));
    if (waitFor([corpus] { return corpus->hitModel()->rowCount() > 0; },
                QStringLiteral("corpus search hits")))
        corpus->hitView()->setCurrentIndex(corpus->hitModel()->index(0, 0));
    settle();
    save(&m_window, QStringLiteral("dataset-corpus"));
    page->tabs()->setCurrentIndex(0);
}

void ScreenshotTour::labellingPage()
{
    auto* page = qobject_cast<ui::LabellingPage*>(m_window.page(QStringLiteral("labellingPage")));
    m_window.showPage(page);
    if (!page->openQuestion(questionId(QStringLiteral("q01")), QString()))
        m_errors << QStringLiteral("Labelling cannot show q01");
    waitFor([page] { return page->candidateModel()->rowCount() > 0; },
            QStringLiteral("labelling candidates"));
    page->candidateView()->setCurrentIndex(page->candidateModel()->index(0, 0));
    settle();
    save(&m_window, QStringLiteral("labelling"));
}

void ScreenshotTour::reviewPage()
{
    auto* page = qobject_cast<ui::ReviewPage*>(m_window.page(QStringLiteral("reviewPage")));
    m_window.showPage(page);
    // q11: the judge missed a paraphrase and ana overruled it.
    if (!page->openQuestion(questionId(QStringLiteral("q11")), QStringLiteral("hybrid-v3-rerank")))
        m_errors << QStringLiteral("Review cannot show q11 of hybrid-v3-rerank");
    settle();
    auto* tabs = page->findChild<QTabWidget*>(QStringLiteral("reviewTabs"));
    if (tabs)
        tabs->setCurrentIndex(0);
    save(&m_window, QStringLiteral("review-claims"));
    if (tabs) {
        // Judge trust is the last tab (Citations and Nuggets came in between).
        tabs->setCurrentIndex(tabs->count() - 1);
        settle();
        save(&m_window, QStringLiteral("review-judge-trust"));
        tabs->setCurrentIndex(0);
    }
}

void ScreenshotTour::batchesPage()
{
    auto* page = qobject_cast<ui::BatchesPage*>(m_window.page(QStringLiteral("batchesPage")));
    m_window.showPage(page);
    settle();
    // A batch as the guide makes one: ana and ben, the dialog's other defaults.
    {
        ui::NewBatchDialog dialog(m_window.session()->project(), &m_window);
        dialog.setAnnotatorChecked(QStringLiteral("ana"), true);
        dialog.setAnnotatorChecked(QStringLiteral("ben"), true);
        dialog.show();
        settle();
        save(&dialog, QStringLiteral("batches-new-batch"));
        if (!page->createBatch(dialog))
            m_errors << QStringLiteral("the New Batch dialog's plan was not stored");
        dialog.hide();
    }
    settle();
    page->selectBatch(QStringLiteral("batch 1"));
    waitFor([page] { return !page->state()->isMeasuring(); }, QStringLiteral("the Batches page's agreement"));
    settle(600);
    auto* tabs = page->findChild<QTabWidget*>(QStringLiteral("agreementTabs"));
    if (tabs)
        tabs->setCurrentIndex(0);
    settle();
    save(&m_window, QStringLiteral("batches-agreement"));
    if (tabs) {
        tabs->setCurrentIndex(1);
        settle();
        save(&m_window, QStringLiteral("batches-disagreements"));
        tabs->setCurrentIndex(0);
    }
}

void ScreenshotTour::runsPage()
{
    auto* page = qobject_cast<ui::RunsPage*>(m_window.page(QStringLiteral("runsPage")));
    m_window.showPage(page);
    const auto ready = [page] { return page->comparison() && !page->computation()->isBusy(); };
    if (!waitFor(ready, QStringLiteral("the Runs page's comparison")))
        return;
    page->setMetric(QStringLiteral("ndcg_cut_10"));
    // Double-clicking a pair lists the questions where the two runs differ: do that for the
    // first pair of the current metric.
    for (auto* view : page->findChildren<QTableView*>()) {
        if (view->accessibleName() == ui::RunsPage::tr("Significance of the differences") &&
            view->model()->rowCount() > 0) {
            const QModelIndex first = view->model()->index(0, 0);
            view->setCurrentIndex(first);
            Q_EMIT view->activated(first);
        }
    }
    const QStringList names = {QStringLiteral("runs-comparison"), QStringLiteral("runs-history"),
                               QStringLiteral("runs-distribution"), QStringLiteral("runs-scatter"),
                               QStringLiteral("runs-thresholds")};
    for (int tab = 0; tab < names.size(); ++tab) {
        page->showTab(tab);
        settle(500); // charts animate nothing, but lay out on the first show
        save(&m_window, names[tab]);
    }
    page->showTab(0);
}

void ScreenshotTour::dialogs()
{
    {
        ui::ImportWizard wizard(m_window.session(), {}, &m_window);
        wizard.show();
        settle();
        save(&wizard, QStringLiteral("import-wizard"));
        wizard.hide();
    }
    {
        // The preview of a file that updates one demo question (q01) and adds two: the counts
        // say what happens to this project, not what the file holds.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("questions.jsonl"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(R"({"qid": "q01", "query": "How long may an unused bike be returned?"})"
                       "\n"
                       R"({"qid": "new-1", "query": "Is there a night service?"})"
                       "\n"
                       R"({"qid": "new-2", "query": "Who repairs a broken display?"})"
                       "\n");
            file.close();
        }
        ui::ImportWizard wizard(m_window.session(), {path}, &m_window);
        wizard.show();
        wizard.next();
        wizard.next();
        settle();
        save(&wizard, QStringLiteral("import-preview"));
        wizard.hide();
    }
    {
        ui::PreferencesDialog preferences(&m_window);
        preferences.show();
        settle(600);
        save(&preferences, QStringLiteral("preferences"));
        preferences.hide();
    }
    auto* action = m_window.findChild<QAction*>(QStringLiteral("shortcutsAction"));
    if (!action) {
        m_errors << QStringLiteral("no Help > Keyboard Shortcuts action");
        return;
    }
    action->trigger();
    auto* shortcuts = m_window.findChild<ui::ShortcutsDialog*>();
    if (!shortcuts) {
        m_errors << QStringLiteral("Keyboard Shortcuts did not open");
        return;
    }
    settle();
    save(shortcuts, QStringLiteral("keyboard-shortcuts"));
    shortcuts->close();
}

RowId ScreenshotTour::questionId(const QString& externalId) const
{
    const auto question = m_window.session()->project().questions().byExternalId(externalId);
    return question ? question->id : 0;
}

void ScreenshotTour::save(QWidget* widget, const QString& name)
{
    const QString path = m_outputDir.filePath(name + QStringLiteral(".png"));
    // Opaque RGB at the strongest compression: the pictures live in the repository.
    const QImage image = widget->grab().toImage().convertToFormat(QImage::Format_RGB888);
    if (image.save(path, "PNG", 0))
        m_written << path;
    else
        m_errors << QStringLiteral("cannot write %1").arg(path);
}

bool ScreenshotTour::waitFor(const std::function<bool()>& done, const QString& what)
{
    const QDeadlineTimer deadline(kStepTimeoutMs);
    while (!done()) {
        if (deadline.hasExpired()) {
            m_errors << QStringLiteral("gave up waiting for %1").arg(what);
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10);
    }
    return true;
}

void ScreenshotTour::settle(int milliseconds)
{
    // Lets queued layouts, timers (delayed reloads, progress dialogs) and repaints run.
    const QDeadlineTimer deadline(milliseconds);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
}

} // namespace goldset::tools
