// Claims edited on the Review page by keyboard (F2, Shift+F2, M, Insert, Delete), each an undo
// step that brings back the claims with their verdicts and reviews; the page's counts follow.
// The Prompt Templates dialog refuses a template with an unknown placeholder and saves one
// without, as an undo step.
#include "llm/PromptTemplates.h"
#include "prompts/PromptTemplatesDialog.h"
#include "review/ClaimEditor.h"
#include "review/ClaimTableModel.h"
#include "review/ClaimTextDialog.h"
#include "review/ReviewPage.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace goldset;

class TestClaimEditing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void suggestedSplitAndJoin();
    void keysEditSplitMergeAddDeleteWithUndo();
    void promptTemplatesDialogChecksAndSaves();

private:
    // q1's claims of judge-a as stored (read through a second connection), one line each.
    QStringList storedClaims();
    ui::ClaimTextDialog* openDialog(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    bool focusClaims();
    QTableView* claimView() { return m_page->findChild<QTableView*>(QStringLiteral("reviewClaims")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::ReviewPage> m_page;
    QList<RowId> m_claims;
    RowId m_run = 0;
    RowId m_q1 = 0;
};

void TestClaimEditing::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = storage::Project::open(m_dir->filePath(QStringLiteral("c.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::Project& p = **opened;
    const RowId doc = *p.corpus().upsertDocument(Document{.externalId = QStringLiteral("warranty")});
    const RowId chunk =
        *p.corpus().upsertChunk(Chunk{.documentId = doc,
                                      .externalId = QStringLiteral("warranty#0"),
                                      .ordinal = 0,
                                      .text = QStringLiteral("Frames carry a 10-year warranty.")});
    m_q1 = *p.questions().upsert(Question{.externalId = QStringLiteral("q1"),
                                          .text = QStringLiteral("How long is the frame warranty?")});
    m_run = *p.runs().createRun(Run{.name = QStringLiteral("hybrid")});
    QVERIFY(p.runs().addRetrieval(Retrieval{m_run, m_q1, 1, chunk, 1.0}).ok());
    QVERIFY(p.runs()
                .setAnswer(
                    m_run, m_q1,
                    QStringLiteral("Frames carry a 10-year warranty. Shipping is free. Paint is extra."), 100)
                .ok());
    const QStringList texts = {QStringLiteral("Frames carry a 10-year warranty."),
                               QStringLiteral("Shipping is free."), QStringLiteral("Paint is extra.")};
    const QList<Verdict> verdicts = {Verdict::Supported, Verdict::Supported, Verdict::Unsupported};
    for (int i = 0; i < texts.size(); ++i)
        m_claims << *p.runs().addClaim(Claim{.runId = m_run,
                                             .questionId = m_q1,
                                             .ordinal = i,
                                             .text = texts[i],
                                             .verdict = verdicts[i],
                                             .reason = QStringLiteral("r%1").arg(i),
                                             .judgeModel = QStringLiteral("judge-a"),
                                             .promptHash = QStringLiteral("h%1").arg(i)});
    const RowId ben = *p.annotators().ensure(QStringLiteral("ben"));
    QVERIFY(p.runs().setReview(m_claims[1], ben, Verdict::Unsupported, QStringLiteral("no"), false).ok());

    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_session->setCurrentAnnotator(QStringLiteral("ana"));
    m_page = std::make_unique<ui::ReviewPage>();
    m_page->setSession(m_session.get());
    m_page->resize(1200, 800);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QTRY_VERIFY(!m_page->isLoading());
}

void TestClaimEditing::cleanup()
{
    m_page.reset();
    m_session.reset();
    m_dir.reset();
    m_claims.clear();
}

QStringList TestClaimEditing::storedClaims()
{
    auto reader = storage::Project::open(m_dir->filePath(QStringLiteral("c.goldset")));
    if (!reader)
        return {QStringLiteral("error")};
    QStringList lines;
    for (const Claim& c : (*reader)->runs().claims(m_run, m_q1)) {
        QStringList reviews;
        for (const ClaimReview& r : (*reader)->runs().reviews(c.id))
            reviews << r.annotatorName + QLatin1Char('=') + toString(r.verdict);
        lines << QStringLiteral("%1|%2|%3|%4")
                     .arg(c.text, toString(c.verdict), c.promptHash, reviews.join(u','));
    }
    return lines;
}

bool TestClaimEditing::focusClaims()
{
    // The page gives the claims the focus back when a dialog closes; the window manager would
    // make its window the active one again, which the offscreen platform leaves to the test.
    QApplication::setActiveWindow(m_page.get());
    return QTest::qWaitFor([this] { return claimView()->hasFocus(); });
}

ui::ClaimTextDialog* TestClaimEditing::openDialog(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    if (!focusClaims())
        return nullptr;
    QTest::keyClick(claimView(), key, modifiers);
    auto* dialog = m_page->findChild<ui::ClaimTextDialog*>();
    if (!dialog)
        return nullptr;
    if (!QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    return dialog;
}

void TestClaimEditing::suggestedSplitAndJoin()
{
    const QString two = QStringLiteral("Frames carry a 10-year warranty. Shipping is free to Europe.");
    QCOMPARE(two.mid(ui::ClaimEditor::suggestedSplit(two)), QStringLiteral("Shipping is free to Europe."));
    const QString comma = QStringLiteral("The frame is steel, and the fork is carbon.");
    QCOMPARE(comma.mid(ui::ClaimEditor::suggestedSplit(comma)), QStringLiteral("and the fork is carbon."));
    const QString cjk = QStringLiteral("车架保修十年。运费全免。");
    QCOMPARE(cjk.mid(ui::ClaimEditor::suggestedSplit(cjk)), QStringLiteral("运费全免。"));
    QCOMPARE(ui::ClaimEditor::joined(QStringLiteral("A is true. "), QStringLiteral(" B is too.")),
             QStringLiteral("A is true; B is too."));
}

void TestClaimEditing::keysEditSplitMergeAddDeleteWithUndo()
{
    const QStringList original = storedClaims();
    QCOMPARE(original, (QStringList{QStringLiteral("Frames carry a 10-year warranty.|supported|h0|"),
                                    QStringLiteral("Shipping is free.|supported|h1|ben=unsupported"),
                                    QStringLiteral("Paint is extra.|unsupported|h2|")}));
    const review::QuestionState* q = &m_page->runReview().questions().at(0);
    QCOMPARE(q->supported, 1); // ben overrides the judge on "Shipping is free."
    QCOMPARE(q->decided, 3);
    QTableView* view = claimView();
    view->setFocus();
    QCOMPARE(view->currentIndex().row(), 0);

    // F2: the first claim gets a new text; its verdict is cleared, the others stay.
    ui::ClaimTextDialog* dialog = openDialog(Qt::Key_F2);
    QVERIFY(dialog);
    dialog->editor()->selectAll();
    QTest::keyClicks(dialog->editor(),
                     QStringLiteral("Frames carry a 10-year warranty. Forks carry 2 years."));
    QTest::keyClick(dialog->editor(), Qt::Key_Return);
    QTRY_VERIFY(!m_page->findChild<ui::ClaimTextDialog*>());
    QCOMPARE(storedClaims(),
             (QStringList{QStringLiteral("Frames carry a 10-year warranty. Forks carry 2 years.|unknown||"),
                          original[1], original[2]}));
    q = &m_page->runReview().questions().at(0);
    QCOMPARE(q->supported, 0); // the edited claim has no verdict: not counted
    QCOMPARE(q->decided, 2);
    QCOMPARE(view->model()->rowCount(), 3);
    QCOMPARE(view->currentIndex().row(), 0);
    QCOMPARE(view->currentIndex().data().toString(),
             QStringLiteral("Frames carry a 10-year warranty. Forks carry 2 years."));

    // Shift+F2: split at the suggested place (after the first sentence), Return splits.
    dialog = openDialog(Qt::Key_F2, Qt::ShiftModifier);
    QVERIFY(dialog);
    QCOMPARE(dialog->editor()->textCursor().position(), 33);
    QTest::keyClick(dialog->editor(), Qt::Key_Return);
    QTRY_VERIFY(!m_page->findChild<ui::ClaimTextDialog*>());
    QCOMPARE(storedClaims(),
             (QStringList{QStringLiteral("Frames carry a 10-year warranty.|unknown||"),
                          QStringLiteral("Forks carry 2 years.|unknown||"), original[1], original[2]}));

    // M on the second claim: it and "Shipping is free." become one; ben's review goes with it.
    QVERIFY(focusClaims());
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentIndex().row(), 1);
    QTest::keyClick(view, Qt::Key_M);
    QCOMPARE(storedClaims(),
             (QStringList{QStringLiteral("Frames carry a 10-year warranty.|unknown||"),
                          QStringLiteral("Forks carry 2 years; Shipping is free.|unknown||"), original[2]}));

    // Insert: a new claim after the current one.
    dialog = openDialog(Qt::Key_Insert);
    QVERIFY(dialog);
    QTest::keyClicks(dialog->editor(), QStringLiteral("Brakes carry 2 years."));
    QTest::keyClick(dialog->editor(), Qt::Key_Return);
    QTRY_VERIFY(!m_page->findChild<ui::ClaimTextDialog*>());
    QCOMPARE(storedClaims().size(), 4);
    QCOMPARE(storedClaims().at(2), QStringLiteral("Brakes carry 2 years.|unknown||"));
    QCOMPARE(view->currentIndex().data().toString(), QStringLiteral("Brakes carry 2 years."));

    // Delete: the new claim goes again.
    QVERIFY(focusClaims());
    QTest::keyClick(view, Qt::Key_Delete);
    const QStringList edited = storedClaims();
    QCOMPARE(edited,
             (QStringList{QStringLiteral("Frames carry a 10-year warranty.|unknown||"),
                          QStringLiteral("Forks carry 2 years; Shipping is free.|unknown||"), original[2]}));
    QCOMPARE(m_session->undoStack()->count(), 5);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Delete Claim of q1"));

    // Undo all five: the claims, their verdicts, prompt hashes and ben's review as they were.
    for (int i = 0; i < 5; ++i)
        m_session->undoStack()->undo();
    QCOMPARE(storedClaims(), original);
    QCOMPARE(m_page->runReview().questions().at(0).supported, 1);
    QCOMPARE(m_page->runReview().questions().at(0).decided, 3);
    QCOMPARE(view->model()->rowCount(), 3);
    // The rows are the old ones, under their ids.
    QCOMPARE(view->model()->index(1, 0).data(ui::ClaimTableModel::ClaimIdRole).toLongLong(), m_claims[1]);
    // Redo all five: the edited claims again.
    for (int i = 0; i < 5; ++i)
        m_session->undoStack()->redo();
    QCOMPARE(storedClaims(), edited);
    QCOMPARE(view->model()->rowCount(), 3);

    // Refused: merging the last claim; no undo step.
    view->setCurrentIndex(view->model()->index(2, ui::ClaimTableModel::ClaimColumn));
    QVERIFY(focusClaims());
    QTest::keyClick(view, Qt::Key_M);
    QCOMPARE(m_session->undoStack()->count(), 5);
}

void TestClaimEditing::promptTemplatesDialogChecksAndSaves()
{
    ui::PromptTemplatesDialog dialog(m_session.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.showTemplate(llm::PromptKind::Verdicts);
    auto* text = dialog.findChild<QPlainTextEdit*>(QStringLiteral("promptTemplateText"));
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("promptProblem"));
    auto* placeholders = dialog.findChild<QLabel*>(QStringLiteral("promptPlaceholders"));
    QCOMPARE(text->toPlainText(), llm::defaultPromptTemplate(llm::PromptKind::Verdicts));
    QVERIFY(placeholders->text().contains(QStringLiteral("{{claims}}")));
    QVERIFY(placeholders->text().contains(QStringLiteral("{{examples}}")));

    // An unknown placeholder typed at the start: refused, named, nothing stored.
    text->setFocus();
    text->moveCursor(QTextCursor::Start);
    QTest::keyClicks(text, QStringLiteral("Be strict about {{claimz}}."));
    QTest::keyClick(text, Qt::Key_Return);
    QTest::keySequence(text, QKeySequence::Save);
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("{{claimz}}")), qPrintable(problem->text()));
    QVERIFY2(problem->text().contains(QStringLiteral("Line 1, column 17")), qPrintable(problem->text()));
    const QString key = llm::promptSettingKey(llm::PromptKind::Verdicts);
    QCOMPARE(m_session->project().settings().value(key), QString());
    QCOMPARE(m_session->undoStack()->count(), 0);

    // Fixed: saved in the project, as an undo step; the judge reads this text from now on.
    QTextCursor firstLine(text->document());
    firstLine.movePosition(QTextCursor::NextBlock, QTextCursor::KeepAnchor);
    firstLine.removeSelectedText();
    text->moveCursor(QTextCursor::Start);
    QTest::keyClicks(text, QStringLiteral("Be strict."));
    QTest::keyClick(text, Qt::Key_Return);
    QTest::keySequence(text, QKeySequence::Save);
    QVERIFY(!problem->isVisible());
    const QString saved =
        QStringLiteral("Be strict.\n") + llm::defaultPromptTemplate(llm::PromptKind::Verdicts);
    QCOMPARE(m_session->project().settings().value(key), saved);
    QCOMPARE(llm::promptTemplate(m_session->project().settings(), llm::PromptKind::Verdicts), saved);
    QCOMPARE(m_session->undoStack()->count(), 1);
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("promptStatus"));
    QVERIFY2(status->text().contains(llm::promptHash(saved)), qPrintable(status->text()));

    // Undo: the default again, shown in the dialog.
    m_session->undoStack()->undo();
    QCOMPARE(m_session->project().settings().value(key), QString());
    QCOMPARE(text->toPlainText(), llm::defaultPromptTemplate(llm::PromptKind::Verdicts));
    m_session->undoStack()->redo();
    QCOMPARE(text->toPlainText(), saved);
    // Reset to Default: one more undo step.
    dialog.resetToDefault();
    QCOMPARE(m_session->project().settings().value(key), QString());
    QCOMPARE(m_session->undoStack()->count(), 2);
}

QTEST_MAIN(TestClaimEditing)
#include "tst_claim_editing.moc"
