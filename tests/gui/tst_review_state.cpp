// ReviewState without its page, on the demo project (three runs of 45 questions each, claims
// judged by one judge, some reviewed by ana and ben): the run list and the run read first, read on a thread
// only once the page is in view and at once for another page; what is current after a load; the failing
// filter and blind mode; a verdict pushed onto the undo stack and undone. The expected counts are read from
// the demo's run files (resources/demo/runs), not from the state.

#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "review/ClaimTableModel.h"
#include "review/ReviewFilterProxy.h"
#include "review/ReviewState.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace goldset;

namespace {

// A demo run file by hand: questions, claims, the claims people reviewed and those where one of
// them disagreed with the judge, and the questions whose share of supported claims (a person's
// verdict over the judge's) is under `gate`.
struct RunFile
{
    int questions = 0;
    int claims = 0;
    int reviewed = 0;
    int overridden = 0;
    int failing = 0;
    QString firstVerdict; // of q01's first claim
    bool firstReviewed = false;
};

RunFile readRunFile(const QString& name, double gate)
{
    RunFile run;
    QFile file(QStringLiteral(GOLDSET_SOURCE_DIR "/resources/demo/runs/%1.jsonl").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return run;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        const QJsonArray claims = object.value(QStringLiteral("claims")).toArray();
        int supported = 0;
        for (const QJsonValue& value : claims) {
            const QJsonObject claim = value.toObject();
            const QString judge = claim.value(QStringLiteral("verdict")).toString();
            const QJsonArray reviews = claim.value(QStringLiteral("reviews")).toArray();
            QString verdict = judge;
            bool differs = false;
            for (const QJsonValue& review : reviews) {
                verdict = review.toObject().value(QStringLiteral("verdict")).toString();
                differs = differs || verdict != judge;
            }
            supported += verdict == QStringLiteral("supported") ? 1 : 0;
            run.reviewed += reviews.isEmpty() ? 0 : 1;
            run.overridden += differs ? 1 : 0;
        }
        if (run.questions == 0 && !claims.isEmpty()) {
            run.firstVerdict = claims.first().toObject().value(QStringLiteral("verdict")).toString();
            run.firstReviewed = claims.first().toObject().contains(QStringLiteral("reviews"));
        }
        ++run.questions;
        run.claims += int(claims.size());
        if (claims.isEmpty() || double(supported) / double(claims.size()) < gate)
            ++run.failing;
    }
    return run;
}

} // namespace

class TestReviewState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void latestRunIsReadOnceInView();
    void anotherPageReadsARunAtOnce();
    void failingFilterAndBlindMode();
    void verdictIsPushedAndUndone();
    void withoutProjectOrRuns();

private:
    RowId runIdOf(const QString& name);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::ReviewState> m_state;
};

void TestReviewState::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = test::openNewDemo(*m_dir);
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().toString()));
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_state = std::make_unique<ui::ReviewState>();
}

void TestReviewState::cleanup()
{
    m_state.reset();
    m_session.reset();
    m_dir.reset();
}

RowId TestReviewState::runIdOf(const QString& name)
{
    for (const Run& run : m_session->project().runs().runs())
        if (run.name == name)
            return run.id;
    return 0;
}

void TestReviewState::latestRunIsReadOnceInView()
{
    QSignalSpy loaded(m_state.get(), &ui::ReviewState::loaded);
    m_state->setSession(m_session.get());
    QCOMPARE(m_state->runs().size(), 3);
    QCOMPARE(m_state->runs().at(0).name, QStringLiteral("bm25-baseline"));
    QCOMPARE(m_state->runs().at(2).name, QStringLiteral("hybrid-v3-rerank"));
    // The latest run is chosen; out of sight it is not read yet.
    QCOMPARE(m_state->runIndex(), 2);
    QCOMPARE(m_state->runName(), QStringLiteral("hybrid-v3-rerank"));
    QCOMPARE(m_state->review().runId(), RowId(0));
    QVERIFY(!m_state->isLoading());
    QVERIFY(loaded.isEmpty());

    m_state->setInView(true);
    QVERIFY(m_state->isLoading());
    QCOMPARE(m_state->summary(), QStringLiteral("Reading run hybrid-v3-rerank..."));
    QVERIFY(loaded.wait(30000));
    QVERIFY(!m_state->isLoading());
    const RunFile file = readRunFile(QStringLiteral("hybrid-v3-rerank"), 0.85);
    QCOMPARE(file.questions, 45);
    QCOMPARE(m_state->review().runId(), runIdOf(QStringLiteral("hybrid-v3-rerank")));
    QCOMPARE(m_state->review().questions().size(), file.questions);
    QCOMPARE(m_state->review().claims().size(), file.claims);
    QCOMPARE(m_state->filter()->rowCount(), file.questions);
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(loaded.first().first().toInt(), 0); // nothing was shown before: the first question
    QCOMPARE(m_state->summary(), QStringLiteral("45 questions, %1 claims, %2 reviewed; %3 judge verdicts "
                                                "overridden by people.")
                                     .arg(file.claims)
                                     .arg(file.reviewed)
                                     .arg(file.overridden));
    QCOMPARE(m_state->judgeChoices(), QStringList{QStringLiteral("gpt-4o-mini-2024-07-18")});
    QCOMPARE(m_state->judgeShown(), 0);
    QCOMPARE(m_state->judgeLabel(QStringLiteral("gpt-4o-mini-2024-07-18")),
             QStringLiteral("gpt-4o-mini-2024-07-18 (primary)"));
    QVERIFY(!m_state->trustHtml().isEmpty());

    // The question shown stays shown when the run is read again (a change of the settings).
    const RowId second = m_state->review().questions().at(1).questionId;
    m_state->setQuestionRow(1);
    m_session->notifyChanged(ui::ProjectSession::Change::Settings);
    QCOMPARE(loaded.size(), 2);
    QCOMPARE(loaded.last().first().toInt(), m_state->filterRowOf(second));
    QCOMPARE(loaded.last().first().toInt(), 1);
}

void TestReviewState::anotherPageReadsARunAtOnce()
{
    m_state->setSession(m_session.get());
    QVERIFY(!m_state->showRun(QStringLiteral("no-such-run")));
    QVERIFY(m_state->showRun(QStringLiteral("bm25-baseline")));
    QVERIFY(!m_state->isLoading()); // read here, not on a thread
    QCOMPARE(m_state->runIndex(), 0);
    QCOMPARE(m_state->review().runId(), runIdOf(QStringLiteral("bm25-baseline")));
    const RunFile file = readRunFile(QStringLiteral("bm25-baseline"), 0.85);
    QCOMPARE(m_state->review().questions().size(), file.questions);
    QCOMPARE(m_state->review().claims().size(), file.claims);
    // Choosing a run while out of sight only marks it to be read when seen.
    m_state->chooseRun(1);
    QCOMPARE(m_state->review().runId(), RowId(0));
    QVERIFY(!m_state->isLoading());
    m_state->finishLoading();
    QCOMPARE(m_state->review().runId(), runIdOf(QStringLiteral("hybrid-v2")));
    QCOMPARE(m_state->review().claims().size(), readRunFile(QStringLiteral("hybrid-v2"), 0.85).claims);
}

void TestReviewState::failingFilterAndBlindMode()
{
    m_state->setSession(m_session.get());
    m_state->finishLoading();
    // The demo's gate is faithfulness >= 0.85 (resources/demo/settings.json).
    const RunFile file = readRunFile(QStringLiteral("hybrid-v3-rerank"), 0.85);
    QVERIFY(file.failing > 0 && file.failing < file.questions);
    m_state->setFailingOnly(true);
    QVERIFY(m_state->failingBelow());
    QCOMPARE(*m_state->failingBelow(), 0.85);
    QCOMPARE(m_state->filter()->rowCount(), file.failing);
    // Blind review may not filter by what it hides.
    m_state->setBlind(true);
    QVERIFY(m_state->isBlind());
    QVERIFY(!m_state->failingBelow());
    QCOMPARE(m_state->filter()->rowCount(), file.questions);
}

void TestReviewState::verdictIsPushedAndUndone()
{
    m_state->setSession(m_session.get());
    QVERIFY(m_state->showRun(QStringLiteral("hybrid-v3-rerank")));
    m_state->setQuestionRow(0);
    QCOMPARE(m_state->review().questions().at(0).externalId, QStringLiteral("q01"));
    const RowId claimId = m_state->claims()->index(0, 0).data(ui::ClaimTableModel::ClaimIdRole).toLongLong();
    const int claimIndex = m_state->review().claimIndex(claimId);
    QVERIFY(claimIndex >= 0);

    // Nobody chosen: nothing is pushed, and the state says why.
    QSignalSpy status(m_state.get(), &ui::ReviewState::statusMessage);
    QVERIFY(!m_state->setVerdict(claimIndex, Verdict::Unsupported, false));
    QCOMPARE(m_session->undoStack()->count(), 0);
    QCOMPARE(status.size(), 1);

    m_session->setCurrentAnnotator(QStringLiteral("ana"));
    const RunFile file = readRunFile(QStringLiteral("hybrid-v3-rerank"), 0.85);
    // Unreviewed and judged supported: "unsupported" is one more review and one more override.
    QCOMPARE(file.firstVerdict, QStringLiteral("supported"));
    QVERIFY(!file.firstReviewed);
    QVERIFY(m_state->setVerdict(claimIndex, Verdict::Unsupported, false));
    QCOMPARE(m_session->undoStack()->count(), 1);
    const QList<ClaimReview> reviews = m_session->project().runs().reviews(claimId);
    QCOMPARE(reviews.size(), 1);
    QCOMPARE(reviews.first().annotatorName, QStringLiteral("ana"));
    QVERIFY(reviews.first().verdict == Verdict::Unsupported);
    QCOMPARE(m_state->summary(), QStringLiteral("45 questions, %1 claims, %2 reviewed; %3 judge verdicts "
                                                "overridden by people.")
                                     .arg(file.claims)
                                     .arg(file.reviewed + 1)
                                     .arg(file.overridden + 1));
    const std::optional<QString> note = m_state->noteOf(claimIndex);
    QVERIFY(note && note->isEmpty());
    QVERIFY(m_state->setNote(claimIndex, QStringLiteral("the passage says 14 days")));
    QCOMPARE(m_session->undoStack()->count(), 2);
    QCOMPARE(m_session->project().runs().reviews(claimId).first().note,
             QStringLiteral("the passage says 14 days"));

    m_session->undoStack()->undo();
    m_session->undoStack()->undo();
    QVERIFY(m_session->project().runs().reviews(claimId).isEmpty());
    QVERIFY(m_state->summary().contains(
        QStringLiteral(" %1 reviewed; %2 judge verdicts").arg(file.reviewed).arg(file.overridden)));
}

void TestReviewState::withoutProjectOrRuns()
{
    m_state->setSession(nullptr);
    QVERIFY(m_state->runs().isEmpty());
    QCOMPARE(m_state->summary(), QStringLiteral("Open a project to review its runs."));
    const QString path = m_dir->filePath(QStringLiteral("empty.goldset"));
    auto created = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(created.ok());
    ui::ProjectSession empty(std::move(*created));
    m_state->setSession(&empty);
    QCOMPARE(m_state->runIndex(), -1);
    QCOMPARE(m_state->summary(), QStringLiteral("This project has no runs yet: import one (File → Import)."));
    m_state->setSession(nullptr);
}

QTEST_MAIN(TestReviewState)
#include "tst_review_state.moc"
