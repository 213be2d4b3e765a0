// DatasetState without its page, on the demo project (58 questions: 45 accepted, 10 drafts,
// 3 rejected, as resources/demo/questions.jsonl says): the count shown with and without a filter,
// the row to go on with after a status key, and the status, edit, add and delete commands pushed
// onto the undo stack and undone. No translator is loaded: the count reads "58 question(s)".

#include "TestSupport.h"
#include "dataset/DatasetState.h"
#include "dataset/QuestionFilterProxy.h"
#include "dataset/QuestionTableModel.h"
#include "demo/DemoProject.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QUndoStack>
#include <atomic>

using namespace goldset;

namespace {

// Questions of each status in the demo's questions file.
QHash<QString, int> statusCounts()
{
    QHash<QString, int> counts;
    QFile file(QStringLiteral(GOLDSET_SOURCE_DIR "/resources/demo/questions.jsonl"));
    if (!file.open(QIODevice::ReadOnly))
        return counts;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            ++counts[QJsonDocument::fromJson(line).object().value(QStringLiteral("status")).toString()];
    }
    return counts;
}

} // namespace

class TestDatasetState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void countsFollowTheFilter();
    void statusKeyGoesOnToTheNextQuestion();
    void addEditAndDeleteWithUndo();
    void rowAfterReloadKeepsThePlace();
    void readsDoNotWaitForQtsGlobalPool();
    void aListThatCannotBeReadKeepsTheOneInView();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::DatasetState> m_state;
};

void TestDatasetState::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = test::openNewDemo(*m_dir);
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().toString()));
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_state = std::make_unique<ui::DatasetState>();
    m_state->setSession(m_session.get());
    QVERIFY(m_state->isReading()); // the list is read on a thread
    QCOMPARE(m_state->countText(), QStringLiteral("Reading the questions…"));
    QTRY_VERIFY(!m_state->isReading());
}

void TestDatasetState::cleanup()
{
    m_state.reset();
    m_session.reset();
    m_dir.reset();
}

void TestDatasetState::countsFollowTheFilter()
{
    const QHash<QString, int> counts = statusCounts();
    const int total = counts.value(QStringLiteral("accepted")) + counts.value(QStringLiteral("draft")) +
                      counts.value(QStringLiteral("rejected"));
    QCOMPARE(total, 58);
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));
    QCOMPARE(m_state->proxy()->rowCount(), total);
    m_state->setFilters(QuestionStatus::Draft, std::nullopt, QString(), false);
    QTRY_VERIFY(!m_state->isReading());
    QCOMPARE(m_state->countText(),
             QStringLiteral("%1 of 58 questions").arg(counts.value(QStringLiteral("draft"))));
    QCOMPARE(m_state->proxy()->rowCount(), counts.value(QStringLiteral("draft")));
    m_state->setFilters(std::nullopt, std::nullopt, QString(), false);
    QTRY_VERIFY(!m_state->isReading());
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));
    m_state->setSession(nullptr);
    QCOMPARE(m_state->countText(), QStringLiteral("No project open"));
}

void TestDatasetState::statusKeyGoesOnToTheNextQuestion()
{
    QUndoStack* undo = m_session->undoStack();
    const std::optional<Question> first = m_state->model()->questionAt(0);
    const std::optional<Question> second = m_state->model()->questionAt(1);
    QVERIFY(first && second);
    QVERIFY(first->status == QuestionStatus::Accepted); // q01 of the file
    QSignalSpy reloaded(m_state.get(), &ui::DatasetState::reloaded);
    QSignalSpy status(m_state.get(), &ui::DatasetState::statusMessage);

    // The same status again: nothing pushed, on to the next question all the same.
    QCOMPARE(m_state->setStatus(0, QuestionStatus::Accepted), 1);
    QCOMPARE(undo->count(), 0);
    QVERIFY(status.isEmpty());

    QCOMPARE(m_state->setStatus(0, QuestionStatus::Rejected), 1);
    QCOMPARE(undo->count(), 1);
    // The row shows its new status at once; the list is read again meanwhile, the rows stay.
    QCOMPARE(m_state->model()->index(0, ui::QuestionTableModel::StatusColumn).data().toString(),
             QStringLiteral("rejected"));
    QVERIFY(m_state->isReading());
    QTRY_COMPARE(reloaded.size(), 1);
    QVERIFY(m_session->project().questions().byId(first->id)->status == QuestionStatus::Rejected);
    QCOMPARE(m_state->model()->idAt(1), second->id);
    QCOMPARE(status.size(), 1);
    QCOMPARE(status.first().first().toString(), QStringLiteral("%1 is now rejected").arg(first->externalId));
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));

    // Filtered to accepted questions, the rejected one leaves the list: its row goes on.
    undo->undo();
    QVERIFY(m_session->project().questions().byId(first->id)->status == QuestionStatus::Accepted);
    m_state->setFilters(QuestionStatus::Accepted, std::nullopt, QString(), false);
    QTRY_VERIFY(!m_state->isReading());
    QCOMPARE(m_state->rowAfterReload(0, -1), 0); // a new filter: the top
    const RowId next = m_state->model()->idAt(1);
    // The next question in the list in view, which is still current when it moved up a row.
    QCOMPARE(m_state->setStatus(0, QuestionStatus::Draft), 1);
    QTRY_VERIFY(!m_state->isReading());
    QCOMPARE(m_state->model()->idAt(0), next);
    QCOMPARE(m_state->rowAfterReload(next, 1), 0);
    QCOMPARE(m_state->countText(),
             QStringLiteral("%1 of 58 questions").arg(statusCounts().value(QStringLiteral("accepted")) - 1));
    QCOMPARE(m_state->setStatus(-1, QuestionStatus::Draft), -1); // no question: nothing
}

void TestDatasetState::addEditAndDeleteWithUndo()
{
    QUndoStack* undo = m_session->undoStack();
    QCOMPARE(m_state->freeManualId(), QStringLiteral("manual-1"));
    QCOMPARE(m_state->addQuestion(QStringLiteral("manual-1"), QString(), QString()), RowId(0)); // no text
    QCOMPARE(undo->count(), 0);
    QCOMPARE(m_state->rowAfterReload(0, -1), 0); // (the first list of the project: the top)
    const RowId id = m_state->addQuestion(QStringLiteral("manual-1"), QStringLiteral("Can I rent a bike?"),
                                          QStringLiteral("No."));
    QVERIFY(id != 0);
    QCOMPARE(undo->count(), 1);
    QTRY_VERIFY(!m_state->isReading());
    // Once the list is in, the new draft is made current wherever it sorts.
    const int row = m_state->rowAfterReload(m_state->model()->idAt(3), 3);
    QCOMPARE(m_state->model()->idAt(row), id);
    const std::optional<Question> added = m_state->model()->questionAt(row);
    QVERIFY(added);
    QCOMPARE(added->externalId, QStringLiteral("manual-1"));
    QVERIFY(added->status == QuestionStatus::Draft);
    QVERIFY(added->origin == QuestionOrigin::Manual);
    QCOMPARE(m_state->countText(), QStringLiteral("59 question(s)"));
    QCOMPARE(m_state->freeManualId(), QStringLiteral("manual-2"));

    QVERIFY(!m_state->editQuestion(added->id, added->text, added->groundTruth)); // unchanged: no command
    QVERIFY(m_state->editQuestion(added->id, QStringLiteral("Can I rent an e-bike?"), QStringLiteral("No.")));
    QCOMPARE(undo->count(), 2);
    QCOMPARE(m_session->project().questions().byId(added->id)->text, QStringLiteral("Can I rent an e-bike?"));

    QTRY_VERIFY(!m_state->isReading());
    const int before = m_state->model()->rowOfId(added->id);
    QVERIFY(before + 1 < m_state->model()->rowCount());
    const RowId following = m_state->model()->idAt(before + 1);
    // Meanwhile the question after it; once the list is in, that one is where it was.
    const int meanwhile = m_state->deleteQuestion(added->id);
    QCOMPARE(m_state->model()->idAt(meanwhile), following);
    QCOMPARE(undo->count(), 3);
    QVERIFY(!m_session->project().questions().byId(added->id));
    QTRY_VERIFY(!m_state->isReading());
    QCOMPARE(m_state->rowAfterReload(following, meanwhile), before);
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));
    undo->undo();
    QCOMPARE(m_session->project().questions().byId(added->id)->text, QStringLiteral("Can I rent an e-bike?"));
    undo->undo();
    // The edit's undo after the delete's: no conflict with the restored question (it came back
    // at the version it was deleted at).
    QCOMPARE(m_session->project().questions().byId(added->id)->text, QStringLiteral("Can I rent a bike?"));
    undo->undo();
    QVERIFY(!m_session->project().questions().byId(added->id));
    QTRY_VERIFY(!m_state->isReading());
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));
}

void TestDatasetState::rowAfterReloadKeepsThePlace()
{
    const RowId fifth = m_state->model()->idAt(4);
    QCOMPARE(m_state->rowAfterReload(0, 9), 0);     // a new project: the top, once
    QCOMPARE(m_state->rowAfterReload(fifth, 0), 4); // the same question, wherever it is
    QCOMPARE(m_state->rowAfterReload(0, 100), 57);  // gone: the same place, within the list
    QCOMPARE(m_state->rowAfterReload(0, 9), 9);
    QCOMPARE(m_state->rowAfterReload(0, -1), 0);       // nothing was current: the top
    QCOMPARE(m_state->rowAfterAction(fifth, 0, 9), 4); // no next question: the acted one stays
}

// Qt's raster engine fills large areas on its global thread pool and waits for it: a read queued
// there froze the window while it painted (bench_scale). The lists are read on ui::workPool():
// with every thread of the global pool busy, a list still arrives.
void TestDatasetState::readsDoNotWaitForQtsGlobalPool()
{
    std::atomic<bool> release{false};
    QThreadPool* global = QThreadPool::globalInstance();
    for (int i = 0; i < global->maxThreadCount(); ++i)
        global->start([&release] {
            while (!release.load())
                QThread::msleep(5);
        });
    m_state->setFilters(QuestionStatus::Draft, std::nullopt, QString(), false);
    const bool listed = QTest::qWaitFor([this] { return !m_state->isReading(); }, 20000);
    release = true;
    global->waitForDone();
    QVERIFY(listed);
    QCOMPARE(m_state->proxy()->rowCount(), statusCounts().value(QStringLiteral("draft")));
}

// The project cannot be opened for a new list (its file moved away under the open session): the
// page says so and the list in view stays.
void TestDatasetState::aListThatCannotBeReadKeepsTheOneInView()
{
    const QString path = m_session->path();
    const RowId first = m_state->model()->idAt(0);
    QSignalSpy status(m_state.get(), &ui::DatasetState::statusMessage);
    QVERIFY(QFile::rename(path, path + QStringLiteral(".away")));
    m_state->setFilters(QuestionStatus::Draft, std::nullopt, QString(), false);
    QTRY_VERIFY(!m_state->isReading());
    QVERIFY(QFile::rename(path + QStringLiteral(".away"), path));
    QCOMPARE(status.size(), 1);
    QVERIFY2(
        status.first().first().toString().startsWith(QStringLiteral("The questions could not be read: ")),
        qPrintable(status.first().first().toString()));
    QCOMPARE(m_state->proxy()->rowCount(), 58);
    QCOMPARE(m_state->model()->idAt(0), first);
}

QTEST_MAIN(TestDatasetState)
#include "tst_dataset_state.moc"
