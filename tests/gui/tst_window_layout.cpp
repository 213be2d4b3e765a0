// The window as a user sees it at 1280x800 with the demo project open, in English, German,
// Japanese and Chinese: on every page and every tab of it, no table column is narrower than its
// header, no table is wider than its view (a column pushed off screen), a cell whose text does
// not fit says it in a tooltip, and no combo box, button or one-line label cuts its text; the same
// for the dialogs of the contact sheet (New Batch, the import wizard and its preview, Preferences,
// Keyboard Shortcuts).
#include "TestSupport.h"
#include "batches/NewBatchDialog.h"
#include "common/KeyColumnGuard.h"
#include "demo/DemoProject.h"
#include "import/ImportWizard.h"
#include "monitor/MonitorImport.h"
#include "monitoring/MonitoringPage.h"
#include "monitoring/MonitoringState.h"
#include "preferences/PreferencesDialog.h"
#include "review/ReviewPage.h"
#include "runs/RunsPage.h"
#include "shell/MainWindow.h"
#include "shell/Page.h"
#include "shell/ShortcutsDialog.h"
#include "storage/CorpusStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace goldset;

class TestWindowLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void nothingIsCutOff_data();
    void nothingIsCutOff();

private:
    static QString describe(const QWidget* widget);
    static void checkTable(const QTableView* view, QStringList& problems);
    static void checkControls(const QWidget* page, QStringList& problems);
    static QStringList checkVisible(const QWidget* page);
    // The dialogs of the contact sheet (scripts/screenshots.sh), as the screenshot tour opens them.
    static QStringList checkDialogs(ui::MainWindow& window, const QString& scratch);
    // Nuggets for every demo question and verdicts on some in every run (one stale), so that the
    // Dataset page's nugget list and the Review page's Nuggets tab have rows to check.
    static bool addNuggets(const QString& path);
    QTemporaryDir m_dir;
    QString m_path;
};

void TestWindowLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_window_layout"));
    QSettings().clear();
    m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
    QVERIFY(demo::writeDemoProject(m_path).ok());
    {
        // Production interactions for the Monitoring page, so that its chart and lists are filled.
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
        QVERIFY(project);
        QVERIFY(monitor::importInteractionLogs(
                    **project, {test::fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
                    monitor::LogFormat::Interactions)
                    .ok());
    }
    QVERIFY(addNuggets(m_path));
}

bool TestWindowLayout::addNuggets(const QString& path)
{
    auto opened = storage::Project::open(path);
    if (!opened)
        return false;
    storage::Project& p = **opened;
    const QList<Run> runs = p.runs().runs();
    const QList<Question> questions = p.questions().list();
    const RowId firstQuestion = questions.isEmpty() ? 0 : questions.first().id;
    if (firstQuestion != 0 && !p.questions().setStatus(firstQuestion, QuestionStatus::Draft))
        return false;
    for (const Question& q : questions) {
        const QStringList texts = {q.groundTruth.left(80),
                                   QStringLiteral("A second, longer fact of the ground truth that "
                                                  "needs more than one line to be read in full"),
                                   QStringLiteral("A third fact")};
        for (int i = 0; i < texts.size(); ++i) {
            Nugget n;
            n.questionId = q.id;
            n.text = texts[i].isEmpty() ? QStringLiteral("A fact") : texts[i];
            n.importance = i == 0 ? NuggetImportance::Vital : NuggetImportance::Okay;
            n.status = i == 2 ? NuggetStatus::Accepted : NuggetStatus::Draft;
            auto id = p.nuggets().insert(n);
            if (!id)
                return false;
            // Verdicts on the first question only, made a draft: the Review page's Nuggets tab shows
            // them, while the Runs page (accepted questions) has no nugget metric values.
            for (const Run& run : q.id == firstQuestion ? runs : QList<Run>()) {
                const QList<Retrieval> retrieved = p.runs().retrievals(run.id, q.id);
                NuggetVerdict v;
                v.runId = run.id;
                v.nuggetId = *id;
                v.questionId = q.id;
                v.judgeModel = QStringLiteral("demo-judge");
                v.nuggetText = i == 1 ? QStringLiteral("an older text") : n.text;
                v.value = i == 0 ? NuggetValue::Support : NuggetValue::PartialSupport;
                if (!p.nuggetVerdicts().setVerdict(v))
                    return false;
                v.kind = NuggetVerdictKind::Context;
                v.value = retrieved.isEmpty() ? NuggetValue::Absent : NuggetValue::Present;
                for (const Retrieval& r : retrieved.mid(0, 2))
                    if (const auto chunk = p.corpus().chunkById(r.chunkId))
                        v.evidence << chunk->externalId;
                if (!p.nuggetVerdicts().setVerdict(v))
                    return false;
            }
        }
    }
    return true;
}

QString TestWindowLayout::describe(const QWidget* widget)
{
    QString name = widget->objectName();
    if (name.isEmpty())
        name = widget->accessibleName();
    for (const QWidget* up = widget->parentWidget(); name.isEmpty() && up; up = up->parentWidget())
        if (!up->objectName().isEmpty())
            name = QStringLiteral("in ") + up->objectName();
    return QStringLiteral("%1 (%2)").arg(name, QString::fromLatin1(widget->metaObject()->className()));
}

void TestWindowLayout::checkTable(const QTableView* view, QStringList& problems)
{
    const QHeaderView* header = view->horizontalHeader();
    const QAbstractItemModel* model = view->model();
    if (!model || header->isHidden())
        return;
    const QFontMetrics headerFont(header->font());
    const int margin = 2 * view->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int shownColumns = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        ++shownColumns;
        const QString title = model->headerData(column, Qt::Horizontal).toString();
        const int width = header->sectionSize(column);
        if (headerFont.horizontalAdvance(title) + margin > width)
            problems << QStringLiteral("%1: column \"%2\" is %3 px, narrower than its header")
                            .arg(describe(view), title)
                            .arg(width);
    }
    // A table that names its key column keeps it readable.
    if (const auto* guard = view->findChild<ui::KeyColumnGuard*>();
        guard && !view->isColumnHidden(guard->keyColumn()) &&
        header->sectionSize(guard->keyColumn()) < guard->minimumWidth())
        problems << QStringLiteral("%1: key column %2 is %3 px, less than %4")
                        .arg(describe(view))
                        .arg(guard->keyColumn())
                        .arg(header->sectionSize(guard->keyColumn()))
                        .arg(guard->minimumWidth());
    if (shownColumns > 1 && header->length() > view->viewport()->width() + 1)
        problems << QStringLiteral("%1: columns %2 px wide in a view of %3 px")
                        .arg(describe(view))
                        .arg(header->length())
                        .arg(view->viewport()->width());
    // Cells: a text that does not fit has a tooltip with it.
    const QFontMetrics cellFont(view->font());
    const int rows = std::min(model->rowCount(view->rootIndex()), 40);
    for (int row = 0; row < rows; ++row) {
        if (view->isRowHidden(row))
            continue;
        for (int column = 0; column < header->count(); ++column) {
            if (header->isSectionHidden(column))
                continue;
            const QModelIndex index = model->index(row, column, view->rootIndex());
            const QString text = index.data().toString();
            if (text.isEmpty())
                continue;
            int room = header->sectionSize(column) - 6; // Qt's item margins
            if (!index.data(Qt::DecorationRole).isNull())
                room -= view->iconSize().isValid() ? view->iconSize().width() + 4 : 20;
            bool fits = cellFont.horizontalAdvance(text) <= room;
            if (!fits && view->wordWrap())
                fits = cellFont.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text).height() <=
                       view->rowHeight(row) - 2;
            if (!fits && index.data(Qt::ToolTipRole).toString().isEmpty())
                problems << QStringLiteral("%1: \"%2\" (row %3, column %4) is cut off without a tooltip")
                                .arg(describe(view), text.left(40))
                                .arg(row)
                                .arg(column);
        }
    }
}

void TestWindowLayout::checkControls(const QWidget* page, QStringList& problems)
{
    for (const QComboBox* box : page->findChildren<QComboBox*>()) {
        if (!box->isVisible() || box->isEditable())
            continue;
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = false;
        const QRect field =
            box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
        for (int i = 0; i < box->count(); ++i) {
            // The ink, as QComboBox sizes itself (a full-width bracket's advance ends in blank space).
            int need = box->fontMetrics().boundingRect(box->itemText(i)).width();
            if (!box->itemIcon(i).isNull())
                need += box->iconSize().width() + 4;
            if (need > field.width())
                problems << QStringLiteral("%1: item \"%2\" needs %3 px, has %4")
                                .arg(describe(box), box->itemText(i))
                                .arg(need)
                                .arg(field.width());
        }
    }
    for (const QAbstractButton* button : page->findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || button->text().isEmpty() || button->inherits("QTabBar") ||
            button->parentWidget()->inherits("QTabBar"))
            continue;
        if (button->width() < button->sizeHint().width())
            problems << QStringLiteral("%1: \"%2\" is %3 px, needs %4")
                            .arg(describe(button), button->text())
                            .arg(button->width())
                            .arg(button->sizeHint().width());
    }
    for (const QLabel* label : page->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull())
            continue;
        if (label->width() < label->sizeHint().width())
            problems << QStringLiteral("%1: \"%2\" is %3 px, needs %4")
                            .arg(describe(label), label->text().left(60))
                            .arg(label->width())
                            .arg(label->sizeHint().width());
        if (label->text().contains(QChar(0x2026)) && label->toolTip().isEmpty())
            problems << QStringLiteral("%1: \"%2\" is elided without a tooltip")
                            .arg(describe(label), label->text().left(60));
    }
}

QStringList TestWindowLayout::checkVisible(const QWidget* page)
{
    QStringList problems;
    for (const QTableView* view : page->findChildren<QTableView*>())
        if (view->isVisible() && view->viewport()->width() > 0)
            checkTable(view, problems);
    checkControls(page, problems);
    return problems;
}

QStringList TestWindowLayout::checkDialogs(ui::MainWindow& window, const QString& scratch)
{
    QStringList problems;
    const auto look = [&problems](QWidget* dialog) {
        dialog->show();
        QTest::qWait(200);
        problems << checkVisible(dialog);
        if (auto* tabs = dialog->findChild<QTabWidget*>())
            for (int i = 1; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QTest::qWait(100);
                problems << checkVisible(dialog);
            }
        dialog->hide();
    };
    {
        ui::NewBatchDialog dialog(window.session()->project(), &window);
        dialog.setAnnotatorChecked(QStringLiteral("ana"), true);
        dialog.setAnnotatorChecked(QStringLiteral("ben"), true);
        look(&dialog);
    }
    {
        ui::ImportWizard wizard(window.session(), {}, &window);
        look(&wizard);
    }
    {
        // The preview of a file that updates one demo question and adds two.
        QFile file(scratch);
        if (!file.open(QIODevice::WriteOnly))
            return {QStringLiteral("cannot write ") + scratch};
        file.write(R"({"qid": "q01", "query": "How long may an unused bike be returned?"})"
                   "\n"
                   R"({"qid": "new-1", "query": "Is there a night service?"})"
                   "\n");
        file.close();
        ui::ImportWizard wizard(window.session(), {scratch}, &window);
        wizard.show();
        wizard.next();
        wizard.next();
        look(&wizard);
    }
    {
        ui::PreferencesDialog preferences(&window);
        look(&preferences);
    }
    if (auto* action = window.findChild<QAction*>(QStringLiteral("shortcutsAction"))) {
        action->trigger();
        if (auto* shortcuts = window.findChild<ui::ShortcutsDialog*>()) {
            look(shortcuts);
            shortcuts->close();
        } else {
            problems << QStringLiteral("Keyboard Shortcuts did not open");
        }
    } else {
        problems << QStringLiteral("no Help > Keyboard Shortcuts action");
    }
    return problems;
}

void TestWindowLayout::nothingIsCutOff_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString();
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("ja") << QStringLiteral("ja");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestWindowLayout::nothingIsCutOff()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/goldset_%1.qm").arg(language)));
        QApplication::installTranslator(&translator);
    }
    QStringList problems;
    {
        ui::MainWindow window;
        QVERIFY(window.openProject(m_path));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (ui::Page* page : window.pages()) {
            window.showPage(page);
            QTest::qWait(400); // background loads (runs, review) fill the tables
            // The Runs page's tables are widest with the intervals and p-values: wait for them.
            if (auto* runs = qobject_cast<ui::RunsPage*>(page)) {
                QTRY_VERIFY_WITH_TIMEOUT(runs->comparison() && runs->comparison()->hasStatistics() &&
                                             !runs->computation()->isBusy(),
                                         120000);
                // ...and list the questions behind a pair, as a double-click does, to fill the list.
                for (QTableView* view : page->findChildren<QTableView*>())
                    if (view->accessibleName() == ui::RunsPage::tr("Significance of the differences") &&
                        view->model()->rowCount() > 0)
                        Q_EMIT view->activated(view->model()->index(0, 1));
                QTest::qWait(100);
            }
            // The Review page reads its run on a thread: its judge boxes fill (and widen) after it.
            if (auto* review = qobject_cast<ui::ReviewPage*>(page)) {
                QTRY_VERIFY_WITH_TIMEOUT(!review->isLoading(), 120000);
                QTest::qWait(100);
            }
            // The Monitoring page's list is widest with a day's interactions in it: drill down.
            if (auto* monitoring = qobject_cast<ui::MonitoringPage*>(page)) {
                QVERIFY(!monitoring->state()->points().isEmpty());
                monitoring->state()->drillDown(0);
                QTest::qWait(100);
            }
            QList<QTabWidget*> tabs = page->findChildren<QTabWidget*>();
            problems << checkVisible(page);
            for (QTabWidget* tab : tabs) {
                for (int i = 0; i < tab->count(); ++i) {
                    if (!tab->isVisible() || i == tab->currentIndex() || !tab->isTabEnabled(i))
                        continue;
                    const int was = tab->currentIndex();
                    tab->setCurrentIndex(i);
                    QTest::qWait(200);
                    problems << checkVisible(page);
                    tab->setCurrentIndex(was);
                }
            }
        }
        problems << checkDialogs(window, m_dir.filePath(QStringLiteral("questions.jsonl")));
    }
    QApplication::removeTranslator(&translator);
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
