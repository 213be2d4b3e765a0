// The undo commands of edits that can conflict (a question's text, an adjudication) against a
// second writer on the same file (another connection, as another process or person has): the
// second write is refused and reported, the command leaves the undo stack, and the other's
// value stays for the views to read again.
#include "commands/EditQuestionCommand.h"
#include "commands/SetAdjudicationCommand.h"
#include "demo/DemoProject.h"
#include "shell/ProjectSession.h"
#include "storage/AdjudicationStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace goldset;

class TestEditConflicts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(m_path).ok());
    }

    void aQuestionEditedElsewhereIsNotOverwritten()
    {
        auto opened = storage::Project::open(m_path);
        auto other = storage::Project::open(m_path);
        QVERIFY(opened.ok() && other.ok());
        ui::ProjectSession session(std::move(*opened));
        QSignalSpy failed(&session, &ui::ProjectSession::writeFailed);
        QSignalSpy changed(&session, &ui::ProjectSession::changed);
        QUndoStack* stack = session.undoStack();
        const Question opening = session.project().questions().list({}, 0, 1).front();

        // My edit, then someone else's, then my undo: refused, reported, dropped from the stack.
        stack->push(
            new ui::EditQuestionCommand(&session, opening, QStringLiteral("mine"), opening.groundTruth));
        QCOMPARE(stack->count(), 1);
        const Question afterMine = *(*other)->questions().byId(opening.id);
        QCOMPARE(afterMine.text, QStringLiteral("mine"));
        QVERIFY((*other)->questions().setText(opening.id, afterMine.rowVersion, QStringLiteral("theirs"),
                                              afterMine.groundTruth));
        changed.clear();
        stack->undo();
        QCOMPARE(failed.count(), 1);
        QVERIFY(
            failed.first().first().toString().contains(storage::QuestionStore::changedElsewhereMessage()));
        QCOMPARE(stack->count(), 0);
        QVERIFY(!changed.isEmpty()); // the views read the question again
        QCOMPARE(session.project().questions().byId(opening.id)->text, QStringLiteral("theirs"));

        // An edit of the version read before theirs: refused at once, never on the stack.
        stack->push(
            new ui::EditQuestionCommand(&session, afterMine, QStringLiteral("stale"), opening.groundTruth));
        QCOMPARE(failed.count(), 2);
        QCOMPARE(stack->count(), 0);
        QCOMPARE(session.project().questions().byId(opening.id)->text, QStringLiteral("theirs"));
        // Read again, it goes through and undoes to theirs.
        const Question fresh = *session.project().questions().byId(opening.id);
        stack->push(new ui::EditQuestionCommand(&session, fresh, QStringLiteral("again"), fresh.groundTruth));
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QCOMPARE(session.project().questions().byId(opening.id)->text, QStringLiteral("theirs"));
        QCOMPARE(failed.count(), 2);
    }

    void anAdjudicationDecidedElsewhereIsNotOverwritten()
    {
        auto opened = storage::Project::open(m_path);
        auto other = storage::Project::open(m_path);
        QVERIFY(opened.ok() && other.ok());
        ui::ProjectSession session(std::move(*opened));
        QUndoStack* stack = session.undoStack();
        const QString task = QStringLiteral("relevance"), key = QStringLiteral("q-x\tchunk-x");
        QStringList errors;
        const auto onError = [&errors](const QString& message) { errors << message; };
        // Both leads open the undecided item; the other decides first.
        auto* mine = new ui::SetAdjudicationCommand(
            session, task, key, QStringLiteral("item"),
            ui::SetAdjudicationCommand::Value{QStringLiteral("3"), {}, {}}, onError);
        QVERIFY((*other)->adjudications().setChecked(task, key, QStringLiteral("1"), QString(), {}, 0));
        stack->push(mine);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.front().contains(storage::AdjudicationStore::changedElsewhereMessage()));
        QCOMPARE(stack->count(), 0);
        QCOMPARE(session.project().adjudications().get(task, key)->value, QStringLiteral("1"));
    }
};

QTEST_MAIN(TestEditConflicts)
#include "tst_edit_conflicts.moc"
