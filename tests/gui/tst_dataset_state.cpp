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
#include <QUndoStack>

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
    QCOMPARE(m_state->countText(),
             QStringLiteral("%1 of 58 questions").arg(counts.value(QStringLiteral("draft"))));
    QCOMPARE(m_state->proxy()->rowCount(), counts.value(QStringLiteral("draft")));
    m_state->setFilters(std::nullopt, std::nullopt, QString(), false);
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
    QCOMPARE(reloaded.size(), 1); // the list was read again, the rows stayed
    QVERIFY(m_session->project().questions().byId(first->id)->status == QuestionStatus::Rejected);
    QCOMPARE(m_state->model()->idAt(1), second->id);
    QCOMPARE(status.size(), 1);
    QCOMPARE(status.first().first().toString(), QStringLiteral("%1 is now rejected").arg(first->externalId));
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));

    // Filtered to accepted questions, the rejected one leaves the list: its row goes on.
    undo->undo();
    QVERIFY(m_session->project().questions().byId(first->id)->status == QuestionStatus::Accepted);
    m_state->setFilters(QuestionStatus::Accepted, std::nullopt, QString(), false);
    const RowId next = m_state->model()->idAt(1);
    QCOMPARE(m_state->setStatus(0, QuestionStatus::Draft), 0);
    QCOMPARE(m_state->model()->idAt(0), next);
    QCOMPARE(m_state->countText(),
             QStringLiteral("%1 of 58 questions").arg(statusCounts().value(QStringLiteral("accepted")) - 1));
    QCOMPARE(m_state->setStatus(-1, QuestionStatus::Draft), -1); // no question: nothing
}

void TestDatasetState::addEditAndDeleteWithUndo()
{
    QUndoStack* undo = m_session->undoStack();
    QCOMPARE(m_state->freeManualId(), QStringLiteral("manual-1"));
    QCOMPARE(m_state->addQuestion(QStringLiteral("manual-1"), QString(), QString()), -1); // no text
    QCOMPARE(undo->count(), 0);
    const int row = m_state->addQuestion(QStringLiteral("manual-1"), QStringLiteral("Can I rent a bike?"),
                                         QStringLiteral("No."));
    QVERIFY(row >= 0);
    QCOMPARE(undo->count(), 1);
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

    const int before = m_state->model()->rowOfId(added->id);
    QCOMPARE(m_state->deleteQuestion(added->id), std::min(before, 57));
    QCOMPARE(undo->count(), 3);
    QVERIFY(!m_session->project().questions().byId(added->id));
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));
    undo->undo();
    QCOMPARE(m_session->project().questions().byId(added->id)->text, QStringLiteral("Can I rent an e-bike?"));
    undo->undo();
    undo->undo();
    QVERIFY(!m_session->project().questions().byId(added->id));
    QCOMPARE(m_state->countText(), QStringLiteral("58 question(s)"));
}

void TestDatasetState::rowAfterReloadKeepsThePlace()
{
    const RowId fifth = m_state->model()->idAt(4);
    QCOMPARE(m_state->rowAfterReload(fifth, 0), 4);    // the same question, wherever it is
    QCOMPARE(m_state->rowAfterReload(0, 100), 57);     // gone: the same place, within the list
    QCOMPARE(m_state->rowAfterReload(0, -1), -1);      // nothing was current
    QCOMPARE(m_state->rowAfterAction(fifth, 0, 9), 4); // no next question: the acted one stays
}

QTEST_MAIN(TestDatasetState)
#include "tst_dataset_state.moc"
