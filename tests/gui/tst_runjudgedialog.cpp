// Run Judge from the Review page on the demo project, against the loopback chat server: the
// verdicts land in the project file and the page shows them; a cancel leaves every answer and
// claim either judged or untouched, "only unjudged" resumes, "all claims" re-judges without
// losing claims or human reviews; the offline lexical judge needs no server.
#include "ChatServer.h"
#include "TestSupport.h"
#include "common/JobLauncher.h"
#include "common/JobProgressDialog.h"
#include "jobs/JudgeJob.h"
#include "judge/LexicalJudge.h"
#include "llmdialogs/RunJudgeDialog.h"
#include "review/ReviewPage.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using goldset::jobs::JobSummary;
using goldset::test::ChatServer;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;
using json = nlohmann::json;

namespace {

const QString kModel = QStringLiteral("judge-under-test");
const QString kRun = QStringLiteral("hybrid-v2");

// Two claims per answer; the first is supported, the second is not.
ScriptedResponse judgeAnswer(const RecordedRequest& request)
{
    if (request.schemaName() == QLatin1String("claims"))
        return ScriptedResponse::answer({{"claims", {"First claim.", "Second claim."}}});
    json verdicts = json::array();
    for (const auto& [number, claim] : request.numbered(QStringLiteral("claim")))
        verdicts.push_back(claim == QLatin1String("First claim.") ? json{{"claim", number},
                                                                         {"verdict", "supported"},
                                                                         {"reason", "said by the passages"},
                                                                         {"evidence", json::array()}}
                                                                  : json{{"claim", number},
                                                                         {"verdict", "unsupported"},
                                                                         {"reason", "no passage says it"},
                                                                         {"evidence", json::array()}});
    return ScriptedResponse::answer({{"verdicts", verdicts}});
}

} // namespace

class TestRunJudgeDialog : public QObject
{
    Q_OBJECT

public:
    // No keychain (no session bus, none to autolaunch) and no key in the environment.
    static void initMain()
    {
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("DISPLAY");
        qunsetenv("GOLDSET_API_KEY");
    }

private Q_SLOTS:
    void init();
    void cleanup();
    void judgesTheRunAndTheReviewPageShowsIt();
    void cancelResumeAndRejudgeAll();
    void lexicalJudgeNeedsNoServer();

private:
    ui::RunJudgeDialog* openDialog();
    JobSummary judge(ui::RunJudgeDialog* dialog);
    // Judged claims of this model per question, read from the file.
    QHash<RowId, QList<Claim>> claimsInFile();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    RowId m_runId = 0;
    int m_answers = 0; // answers of the run with text, counted from the file
    std::unique_ptr<ChatServer> m_server;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::ReviewPage> m_page;
};

void TestRunJudgeDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       m_dir->filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    m_path = m_dir->filePath(QStringLiteral("demo.goldset"));
    const auto demo = test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), m_path});
    QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
    m_server = std::make_unique<ChatServer>();
    QVERIFY(m_server->listen());
    QSettings settings;
    settings.setValue(QStringLiteral("llm/baseUrl"), m_server->baseUrl());
    settings.setValue(QStringLiteral("llm/model"), kModel);
    settings.setValue(QStringLiteral("llm/concurrency"), 3);

    auto opened = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
    QVERIFY(opened.ok());
    storage::Project& p = **opened;
    // This test is about the claims pipeline: without nuggets the judge asks claims and verdicts
    // only (the nugget requests are tested in tst_nuggets and tst_nugget_review).
    QVERIFY(QSqlQuery(p.connection()).exec(QStringLiteral("DELETE FROM nugget")));
    QVERIFY(p.settings().setValue(QStringLiteral("llm/retries"), QStringLiteral("0")).ok());
    const auto run = p.runs().runByName(kRun);
    QVERIFY(run);
    m_runId = run->id;
    m_answers = 0;
    for (RowId questionId : p.runs().questionIds(m_runId)) {
        const auto answer = p.runs().answer(m_runId, questionId);
        if (answer && !answer->trimmed().isEmpty())
            ++m_answers;
    }
    QVERIFY(m_answers >= 10);
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_session->setCurrentAnnotator(QStringLiteral("ana"));
    m_page = std::make_unique<ui::ReviewPage>();
    m_page->setSession(m_session.get());
    QVERIFY(m_page->showRun(QStringLiteral("bm25-baseline")));
    m_page->show();
}

void TestRunJudgeDialog::cleanup()
{
    m_page.reset();
    m_session.reset();
    m_server.reset();
    m_dir.reset();
}

ui::RunJudgeDialog* TestRunJudgeDialog::openDialog()
{
    QAction* action = nullptr;
    for (QAction* candidate : m_page->pageActions())
        if (candidate->objectName() == QLatin1String("runJudgeAction"))
            action = candidate;
    if (!action || !action->isEnabled())
        return nullptr;
    action->trigger();
    auto* dialog = m_page->findChild<ui::RunJudgeDialog*>();
    if (dialog)
        dialog->runField()->setCurrentIndex(dialog->runField()->findText(kRun));
    return dialog;
}

JobSummary TestRunJudgeDialog::judge(ui::RunJudgeDialog* dialog)
{
    QSignalSpy judged(dialog, &ui::RunJudgeDialog::judged);
    dialog->judgeButton()->click();
    if (!judged.wait(300000))
        return JobSummary{QStringLiteral("timed out")};
    return *dialog->lastSummary();
}

QHash<RowId, QList<Claim>> TestRunJudgeDialog::claimsInFile()
{
    QHash<RowId, QList<Claim>> result;
    auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
    for (RowId questionId : (*project)->runs().questionIds(m_runId))
        for (const Claim& claim : (*project)->runs().claims(m_runId, questionId))
            if (claim.judgeModel == kModel)
                result[questionId].append(claim);
    return result;
}

void TestRunJudgeDialog::judgesTheRunAndTheReviewPageShowsIt()
{
    m_server->setHandler(judgeAnswer);
    ui::RunJudgeDialog* dialog = openDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->runField()->count(), 3); // the demo's three runs
    QCOMPARE(dialog->runField()->currentText(), kRun);
    QVERIFY(dialog->llmJudge()->isChecked());
    QVERIFY(dialog->onlyUnjudged()->isChecked());
    // Before anything is sent, the dialog says what will be: two requests per answer.
    QVERIFY2(dialog->planLabel()->text().startsWith(
                 QStringLiteral("Will send %1 requests (%2 for claims, %2 for verdicts)")
                     .arg(2 * m_answers)
                     .arg(m_answers)),
             qPrintable(dialog->planLabel()->text()));
    QCOMPARE(m_server->requestCount(), 0);
    const JobSummary summary = judge(dialog);
    QVERIFY2(summary.complete(), qPrintable(summary.fatalError + summary.errorSamples.join(u'\n')));
    QCOMPARE(summary.total, 2 * m_answers); // per answer: its claims, their verdicts
    QCOMPARE(m_server->requestsFor(QStringLiteral("claims")).size(), m_answers);
    QCOMPARE(m_server->requestsFor(QStringLiteral("verdicts")).size(), m_answers);

    // The file: two claims per answer, the first supported, the second not; faithfulness 1/2.
    const auto claims = claimsInFile();
    QCOMPARE(int(claims.size()), m_answers);
    for (const QList<Claim>& perAnswer : claims) {
        QCOMPARE(perAnswer.size(), 2);
        QCOMPARE(perAnswer.at(0).text, QStringLiteral("First claim."));
        QVERIFY((perAnswer.at(0).verdict) == (Verdict::Supported));
        QCOMPARE(perAnswer.at(0).reason, QStringLiteral("said by the passages"));
        QVERIFY((perAnswer.at(1).verdict) == (Verdict::Unsupported));
        QCOMPARE(perAnswer.at(1).promptHash.size(), 16);
    }
    QCOMPARE(summary.counters.value(QStringLiteral("faithfulness")), 0.5);
    const QString result = dialog->resultLabel()->text();
    QVERIFY2(result.contains(QStringLiteral("claims: %1, supported: %2; mean faithfulness 0.500")
                                 .arg(2 * m_answers)
                                 .arg(m_answers)),
             qPrintable(result));

    // The Review page moved to the judged run and shows the new verdicts.
    const review::RunReview& shown = m_page->runReview();
    QCOMPARE(shown.runId(), m_runId);
    int shownClaims = 0;
    int shownSupported = 0;
    for (const review::ClaimState& state : shown.claims())
        if (state.claim.judgeModel == kModel) {
            ++shownClaims;
            shownSupported += state.claim.verdict == Verdict::Supported ? 1 : 0;
        }
    QCOMPARE(shownClaims, 2 * m_answers);
    QCOMPARE(shownSupported, m_answers);
}

void TestRunJudgeDialog::cancelResumeAndRejudgeAll()
{
    m_server->setHandler([](const RecordedRequest& request) { return judgeAnswer(request).delayed(100); });
    ui::RunJudgeDialog* dialog = openDialog();
    QVERIFY(dialog);
    QSignalSpy judged(dialog, &ui::RunJudgeDialog::judged);
    dialog->judgeButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->launcher()->job() != nullptr, 60000);
    ui::JobProgressDialog* progress = dialog->launcher()->progressDialog();
    QVERIFY(progress && progress->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(progress->progressBar()->value() >= 4, 120000);
    progress->cancelButton()->click();
    QVERIFY(judged.wait(120000));
    const JobSummary first = *dialog->lastSummary();
    QVERIFY(first.cancelled);
    QVERIFY(first.done < 2 * m_answers);
    QVERIFY(dialog->resultLabel()->text().contains(QLatin1String("cancelled: run again to resume")));

    // Consistent: an answer has both its claims or none; a claim has a verdict iff its item is done.
    {
        const auto claims = claimsInFile();
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
        const QSet<QString> done =
            storage::JobStore((*project)->connection()).doneKeys(jobs::JudgeJob::jobName(kRun, kModel));
        int answersDone = 0;
        for (RowId questionId : (*project)->runs().questionIds(m_runId)) {
            const QString key =
                QStringLiteral("answer:") + (*project)->questions().byId(questionId)->externalId;
            answersDone += done.contains(key) ? 1 : 0;
            QCOMPARE(claims.value(questionId).size(), done.contains(key) ? 2 : 0);
            for (const Claim& claim : claims.value(questionId))
                QCOMPARE(claim.verdict != Verdict::Unknown,
                         done.contains(QStringLiteral("claim:%1").arg(claim.id)));
        }
        QVERIFY(answersDone >= 1);
        // Every done item is an answer's claims or its verdicts, and each verdict also marks
        // its claim ("claim:<id>") done, as the judge before batched verdicts did.
        int claimKeys = 0;
        for (const QString& key : done)
            claimKeys += key.startsWith(QLatin1String("claim:")) ? 1 : 0;
        QCOMPARE(int(done.size()) - claimKeys, first.done);
    }

    // Resume: only what is not done, then everything is judged once.
    m_server->setHandler(judgeAnswer);
    const JobSummary resumed = judge(dialog);
    QVERIFY2(resumed.complete(), qPrintable(resumed.errorSamples.join(u'\n')));
    QCOMPARE(resumed.processed, 2 * m_answers - first.done);
    auto claims = claimsInFile();
    QCOMPARE(int(claims.size()), m_answers);
    QList<RowId> ids;
    for (const QList<Claim>& perAnswer : std::as_const(claims)) {
        QCOMPARE(perAnswer.size(), 2);
        QVERIFY((perAnswer.at(0).verdict) == (Verdict::Supported));
        QVERIFY((perAnswer.at(1).verdict) == (Verdict::Unsupported));
        ids << perAnswer.at(0).id << perAnswer.at(1).id;
    }
    std::sort(ids.begin(), ids.end());

    // A human review of one claim, then "all claims again" with a judge that now disagrees.
    const RowId reviewed = ids.first();
    {
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
        const RowId ana = *(*project)->annotators().ensure(QStringLiteral("ana"));
        QVERIFY((*project)
                    ->runs()
                    .setReview(reviewed, ana, Verdict::Supported, QStringLiteral("checked"), false)
                    .ok());
    }
    m_server->setHandler([](const RecordedRequest& request) {
        if (request.schemaName() == QLatin1String("verdicts")) {
            json verdicts = json::array();
            for (const auto& item : request.numbered(QStringLiteral("claim")))
                verdicts.push_back({{"claim", item.first},
                                    {"verdict", "contradicted"},
                                    {"reason", "second thoughts"},
                                    {"evidence", json::array()}});
            return ScriptedResponse::answer({{"verdicts", verdicts}});
        }
        return judgeAnswer(request);
    });
    const int requestsBefore = m_server->requestCount();
    dialog->allClaims()->setChecked(true);
    const JobSummary again = judge(dialog);
    QVERIFY2(again.complete(), qPrintable(again.errorSamples.join(u'\n')));
    QCOMPARE(m_server->requestCount() - requestsBefore, m_answers); // verdicts only, one per answer
    claims = claimsInFile();
    QList<RowId> idsAfter;
    for (const QList<Claim>& perAnswer : std::as_const(claims))
        for (const Claim& claim : perAnswer) {
            idsAfter << claim.id;
            QVERIFY((claim.verdict) == (Verdict::Contradicted));
        }
    std::sort(idsAfter.begin(), idsAfter.end());
    QCOMPARE(idsAfter, ids);
    auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
    const QList<ClaimReview> reviews = (*project)->runs().reviews(reviewed);
    QCOMPARE(reviews.size(), 1);
    QCOMPARE(reviews.first().note, QStringLiteral("checked"));
}

void TestRunJudgeDialog::lexicalJudgeNeedsNoServer()
{
    ui::RunJudgeDialog* dialog = openDialog();
    QVERIFY(dialog);
    dialog->lexicalJudge()->setChecked(true);
    QVERIFY(!dialog->allClaims()->isEnabled()); // the scope is an LLM judge's
    const JobSummary summary = judge(dialog);
    QVERIFY2(summary.fatalError.isEmpty(), qPrintable(summary.fatalError));
    QVERIFY(!summary.cancelled);
    QCOMPARE(m_server->requestCount(), 0);
    QCOMPARE(summary.counters.value(QStringLiteral("answers")), double(m_answers));
    // The lexical claims in the file are what the summary counts: one per checkable sentence.
    auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
    int claims = 0;
    int supported = 0;
    for (RowId questionId : (*project)->runs().questionIds(m_runId))
        for (const Claim& claim : (*project)->runs().claims(m_runId, questionId))
            if (claim.judgeModel == judge::lexicalJudgeModel()) {
                ++claims;
                supported += claim.verdict == Verdict::Supported ? 1 : 0;
                QVERIFY(claim.verdict != Verdict::Contradicted);
            }
    QVERIFY(claims >= m_answers);
    QCOMPARE(summary.counters.value(QStringLiteral("claims")), double(claims));
    QCOMPARE(summary.counters.value(QStringLiteral("supported")), double(supported));
    QVERIFY(dialog->resultLabel()->text().contains(QLatin1String("mean faithfulness (lexical)")));
    QCOMPARE(m_page->runReview().runId(), m_runId);
}

QTEST_MAIN(TestRunJudgeDialog)
#include "tst_runjudgedialog.moc"
