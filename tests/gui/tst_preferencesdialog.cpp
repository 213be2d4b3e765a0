// Preferences: values persisted in QSettings (a temporary location), the API key never written
// in clear when there is no keychain service (the environment variable is used instead), the
// annotator reaching the open project, and "Test connection" against the loopback chat server
// (success) and a closed port (the exact error).
#include "ChatServer.h"
#include "preferences/ApiKeyStore.h"
#include "preferences/Appearance.h"
#include "preferences/AppearancePreferencesPage.h"
#include "preferences/LlmPreferencesPage.h"
#include "preferences/Preferences.h"
#include "preferences/PreferencesDialog.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace goldset;
using goldset::test::ChatServer;
using goldset::test::ScriptedResponse;

namespace {
const QByteArray kEnvironmentKey = "sk-from-the-environment-1234";
}

class TestPreferencesDialog : public QObject
{
    Q_OBJECT

public:
    // Before QApplication: no session bus, so no Secret Service or KWallet can answer (as on CI).
    static void initMain()
    {
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("DISPLAY"); // nor can a bus be autolaunched through X11
        qputenv("GOLDSET_API_KEY", kEnvironmentKey);
    }

private Q_SLOTS:
    void init();
    void cleanup();
    void valuesPersistInSettings();
    void noKeychainFallsBackToTheEnvironment();
    void noKeychainKeepsATypedKeyForTheSession();
    void testConnectionSucceeds();
    void testConnectionReportsHttpStatus();
    void testConnectionRetriesABusyServer();
    void testConnectionSaysWhenTheServerStaysBusy();
    void testConnectionReportsClosedPort();
    void annotatorReachesTheOpenProject();
    void themeAndFontApplyLive();
    void languageChangeOffersARestart();

private:
    // Everything in the settings directory, as text.
    QByteArray settingsFiles() const;
    void waitForKeyLookup(ui::LlmPreferencesPage* page);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestPreferencesDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       m_dir->filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_preferencesdialog"));
    QSettings().clear();
}

void TestPreferencesDialog::cleanup()
{
    ui::appearance::apply({});
    m_dir.reset();
}

QByteArray TestPreferencesDialog::settingsFiles() const
{
    QSettings().sync();
    QByteArray all;
    QDirIterator it(m_dir->filePath(QStringLiteral("settings")), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly))
            all += file.readAll();
    }
    return all;
}

void TestPreferencesDialog::waitForKeyLookup(ui::LlmPreferencesPage* page)
{
    if (!page->keyChecked()) {
        QSignalSpy looked(page, &ui::LlmPreferencesPage::keyLookedUp);
        QVERIFY(looked.wait(60000));
    }
}

void TestPreferencesDialog::valuesPersistInSettings()
{
    {
        ui::PreferencesDialog dialog;
        waitForKeyLookup(dialog.llmPage());
        dialog.llmPage()->baseUrlField()->setText(QStringLiteral("http://llm.example:8080/v1"));
        dialog.llmPage()->modelField()->setText(QStringLiteral("qwen2.5-7b"));
        dialog.llmPage()->concurrencyField()->setValue(5);
        dialog.llmPage()->timeoutField()->setValue(42);
        dialog.annotatorField()->setText(QStringLiteral("ana"));
        auto* appearance = dialog.appearancePage();
        appearance->languageField()->setCurrentIndex(
            appearance->languageField()->findData(QStringLiteral("de")));
        appearance->themeField()->setCurrentIndex(appearance->themeField()->findData(int(ui::Theme::Dark)));
        appearance->fontSizeField()->setValue(13);
        QSignalSpy applied(&dialog, &ui::PreferencesDialog::applied);
        dialog.buttons()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.first().first().toString(), QStringLiteral("ana"));
    }
    // Read back as plain QSettings values, the keys other parts of the app use.
    QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("llm/baseUrl")).toString(),
             QStringLiteral("http://llm.example:8080/v1"));
    QCOMPARE(settings.value(QStringLiteral("llm/model")).toString(), QStringLiteral("qwen2.5-7b"));
    QCOMPARE(settings.value(QStringLiteral("llm/concurrency")).toInt(), 5);
    QCOMPARE(settings.value(QStringLiteral("llm/timeout")).toInt(), 42);
    QCOMPARE(settings.value(QStringLiteral("annotator")).toString(), QStringLiteral("ana"));
    QCOMPARE(settings.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    QCOMPARE(settings.value(QStringLiteral("appearance/theme")).toString(), QStringLiteral("dark"));
    QCOMPARE(settings.value(QStringLiteral("appearance/fontSize")).toInt(), 13);

    // A new dialog shows what was saved.
    ui::PreferencesDialog again;
    QCOMPARE(again.llmPage()->baseUrlField()->text(), QStringLiteral("http://llm.example:8080/v1"));
    QCOMPARE(again.llmPage()->modelField()->text(), QStringLiteral("qwen2.5-7b"));
    QCOMPARE(again.llmPage()->concurrencyField()->value(), 5);
    QCOMPARE(again.llmPage()->timeoutField()->value(), 42);
    QCOMPARE(again.annotatorField()->text(), QStringLiteral("ana"));
    QCOMPARE(again.appearancePage()->languageField()->currentText(), QStringLiteral("Deutsch"));
    QCOMPARE(again.appearancePage()->themeField()->currentData().toInt(), int(ui::Theme::Dark));
    QCOMPARE(again.appearancePage()->fontSizeField()->value(), 13);

    // Jobs take the preferences, with the project's settings only where a preference is unset.
    const llm::ChatSettings chat = ui::preferences::chatSettings(nullptr);
    QCOMPARE(chat.baseUrl, QStringLiteral("http://llm.example:8080/v1"));
    QCOMPARE(chat.model, QStringLiteral("qwen2.5-7b"));
    QCOMPARE(chat.concurrency, 5);
    QCOMPARE(chat.timeoutMs, 42000);
    QVERIFY(chat.apiKey.isEmpty());
    waitForKeyLookup(again.llmPage());
}

void TestPreferencesDialog::noKeychainFallsBackToTheEnvironment()
{
    ui::PreferencesDialog dialog;
    ui::LlmPreferencesPage* page = dialog.llmPage();
    waitForKeyLookup(page);
    QVERIFY(!page->keychainAvailable());
    QVERIFY(page->keyField()->isEnabled()); // a key can be typed, for this session
    QVERIFY(page->keyField()->text().isEmpty());
    const QString status = page->keyStatusLabel()->text();
    QVERIFY2(status.contains(QLatin1String("until Goldset quits")), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("No keychain service is available")), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("GOLDSET_API_KEY")), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("is set and will be used")), qPrintable(status));
    page->baseUrlField()->setText(QStringLiteral("http://127.0.0.1:9/v1"));
    dialog.apply();
    const QByteArray stored = settingsFiles();
    QVERIFY(stored.contains("127.0.0.1:9"));    // the settings were written...
    QVERIFY(!stored.contains(kEnvironmentKey)); // ...the key was not
    QVERIFY(!stored.contains("apiKey") && !stored.contains("api_key"));
}

void TestPreferencesDialog::noKeychainKeepsATypedKeyForTheSession()
{
    const QString typed = QStringLiteral("sk-typed-for-this-session-5678");
    {
        ui::PreferencesDialog dialog;
        ui::LlmPreferencesPage* page = dialog.llmPage();
        waitForKeyLookup(page);
        QVERIFY(!page->keychainAvailable());
        QTest::keyClicks(page->keyField(), typed);
        dialog.apply();
    }
    // Nothing on disk holds it...
    const QByteArray stored = settingsFiles();
    QVERIFY(!stored.contains(typed.toUtf8()));
    // ...and the jobs, which read the key as below, get it rather than the environment's.
    ui::ApiKeyStore store;
    QSignalSpy read(&store, &ui::ApiKeyStore::readFinished);
    store.read();
    QVERIFY(read.wait(60000));
    const auto lookup = read.first().first().value<ui::ApiKeyStore::Lookup>();
    QCOMPARE(lookup.key, typed);
    QVERIFY(lookup.source == ui::ApiKeyStore::Source::Session);
    // The preferences show it again while the session lasts.
    {
        ui::PreferencesDialog dialog;
        waitForKeyLookup(dialog.llmPage());
        QCOMPARE(dialog.llmPage()->keyField()->text(), typed);
        // Emptied, the environment's key is used again.
        QTest::keyClick(dialog.llmPage()->keyField(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(dialog.llmPage()->keyField(), Qt::Key_Backspace);
        QVERIFY(dialog.llmPage()->keyField()->text().isEmpty());
        dialog.apply();
    }
    QSignalSpy again(&store, &ui::ApiKeyStore::readFinished);
    store.read();
    QVERIFY(again.wait(60000));
    QCOMPARE(again.first().first().value<ui::ApiKeyStore::Lookup>().key,
             QString::fromLatin1(kEnvironmentKey));
}

void TestPreferencesDialog::testConnectionRetriesABusyServer()
{
    ChatServer server;
    QVERIFY(server.listen());
    const QByteArray busy = R"({"error": {"message": "Rate limit reached for requests"}})";
    server.enqueue(ScriptedResponse{429, busy, {{"Retry-After", "1"}}, 0});
    server.enqueue(ScriptedResponse{429, busy, {}, 0});
    server.enqueue(ScriptedResponse::answer({{"claims", {"The sky is blue."}}}));
    ui::PreferencesDialog dialog;
    ui::LlmPreferencesPage* page = dialog.llmPage();
    waitForKeyLookup(page);
    page->baseUrlField()->setText(server.baseUrl());
    page->modelField()->setText(QStringLiteral("tiny-model"));
    QSignalSpy tested(page, &ui::LlmPreferencesPage::connectionTested);
    page->testButton()->click();
    QVERIFY(tested.wait(60000));
    QVERIFY2(tested.first().at(0).toBool(), qPrintable(page->testResultLabel()->text()));
    QCOMPARE(server.requestCount(), 3);
}

void TestPreferencesDialog::testConnectionSaysWhenTheServerStaysBusy()
{
    ChatServer server;
    QVERIFY(server.listen());
    const QByteArray busy = R"({"error": {"message": "Rate limit reached for requests"}})";
    for (int i = 0; i < 4; ++i)
        server.enqueue(ScriptedResponse{429, busy, {}, 0});
    ui::PreferencesDialog dialog;
    ui::LlmPreferencesPage* page = dialog.llmPage();
    waitForKeyLookup(page);
    page->baseUrlField()->setText(server.baseUrl());
    page->modelField()->setText(QStringLiteral("tiny-model"));
    QSignalSpy tested(page, &ui::LlmPreferencesPage::connectionTested);
    page->testButton()->click();
    QVERIFY(tested.wait(60000));
    QVERIFY(!tested.first().at(0).toBool());
    QCOMPARE(server.requestCount(), 4); // the first request and three retries
    const QString shown = page->testResultLabel()->text();
    QVERIFY2(shown.contains(QLatin1String("HTTP 429")) && shown.contains(QLatin1String("try again")),
             qPrintable(shown));
    QVERIFY2(!shown.contains(QLatin1String("Rate limit reached")), qPrintable(shown)); // not the raw body
}

void TestPreferencesDialog::testConnectionSucceeds()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse::answer({{"claims", {"The sky is blue."}}}));
    ui::PreferencesDialog dialog;
    ui::LlmPreferencesPage* page = dialog.llmPage();
    waitForKeyLookup(page);
    page->baseUrlField()->setText(server.baseUrl());
    page->modelField()->setText(QStringLiteral("tiny-model"));
    QSignalSpy tested(page, &ui::LlmPreferencesPage::connectionTested);
    QTest::mouseClick(page->testButton(), Qt::LeftButton);
    QVERIFY(!page->testButton()->isEnabled()); // one test at a time
    QVERIFY(tested.wait(60000));
    QVERIFY2(tested.first().at(0).toBool(), qPrintable(tested.first().at(1).toString()));
    QVERIFY(page->testResultLabel()->text().startsWith(QLatin1String("Connected: tiny-model answered in")));
    QVERIFY(page->testButton()->isEnabled());
    QCOMPARE(server.requestCount(), 1);
    const auto& request = server.requests().first();
    QCOMPARE(request.path, QByteArray("/v1/chat/completions"));
    QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer ") + kEnvironmentKey);
    QCOMPARE(request.schemaName(), QStringLiteral("claims"));
    QVERIFY(request.json.at("model") == nlohmann::json("tiny-model"));
}

void TestPreferencesDialog::testConnectionReportsHttpStatus()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse{401, R"({"error": {"message": "Incorrect API key provided"}})", {}, 0});
    ui::PreferencesDialog dialog;
    ui::LlmPreferencesPage* page = dialog.llmPage();
    waitForKeyLookup(page);
    page->baseUrlField()->setText(server.baseUrl());
    page->modelField()->setText(QStringLiteral("tiny-model"));
    QSignalSpy tested(page, &ui::LlmPreferencesPage::connectionTested);
    page->testButton()->click();
    QVERIFY(tested.wait(60000));
    QVERIFY(!tested.first().at(0).toBool());
    const QString shown = page->testResultLabel()->text();
    QVERIFY2(shown.startsWith(QLatin1String("Failed: HTTP 401")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("Incorrect API key provided")), qPrintable(shown));
    QCOMPARE(server.requestCount(), 1); // no retries: the user sees the server's own answer
}

void TestPreferencesDialog::testConnectionReportsClosedPort()
{
    // A port that was just free: nothing listens there.
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        port = probe.serverPort();
    }
    ui::PreferencesDialog dialog;
    ui::LlmPreferencesPage* page = dialog.llmPage();
    waitForKeyLookup(page);
    page->baseUrlField()->setText(QStringLiteral("http://127.0.0.1:%1/v1").arg(port));
    page->modelField()->setText(QStringLiteral("tiny-model"));
    QSignalSpy tested(page, &ui::LlmPreferencesPage::connectionTested);
    page->testButton()->click();
    QVERIFY(tested.wait(60000));
    QVERIFY(!tested.first().at(0).toBool());
    const QString shown = page->testResultLabel()->text();
    QVERIFY2(shown.startsWith(QLatin1String("Failed: network error")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("refused"), Qt::CaseInsensitive), qPrintable(shown));

    // A URL that is not http(s) is refused before anything is sent.
    page->baseUrlField()->setText(QStringLiteral("ftp://example.org"));
    QSignalSpy again(page, &ui::LlmPreferencesPage::connectionTested);
    page->testButton()->click();
    QVERIFY(again.wait(60000));
    QVERIFY(page->testResultLabel()->text().contains(QLatin1String("http(s) URL")));
}

void TestPreferencesDialog::annotatorReachesTheOpenProject()
{
    const QString path = m_dir->filePath(QStringLiteral("p.goldset"));
    QVERIFY(storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing).ok());
    QSettings().setValue(QStringLiteral("annotator"), QStringLiteral("ben"));
    ui::MainWindow window;
    QVERIFY(window.openProject(path));
    QCOMPARE(window.session()->currentAnnotator(), QStringLiteral("ben"));
    auto* action = window.findChild<QAction*>(QStringLiteral("preferencesAction"));
    QVERIFY(action);
    QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    action->trigger();
    auto* dialog = window.findChild<ui::PreferencesDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->annotatorField()->text(), QStringLiteral("ben"));
    QSignalSpy changed(window.session(), &ui::ProjectSession::currentAnnotatorChanged);
    dialog->annotatorField()->setText(QStringLiteral("chen"));
    waitForKeyLookup(dialog->llmPage());
    dialog->buttons()->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(window.session()->currentAnnotator(), QStringLiteral("chen"));
    QCOMPARE(QSettings().value(QStringLiteral("annotator")).toString(), QStringLiteral("chen"));
}

void TestPreferencesDialog::themeAndFontApplyLive()
{
    const QString platformStyle = QApplication::style()->name();
    const int platformPointSize = QApplication::font().pointSize();
    ui::appearance::applyTheme(ui::Theme::Dark);
    QCOMPARE(QApplication::style()->name(), QStringLiteral("fusion"));
    // Dark: light text on a dark window.
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 200);
    ui::appearance::applyTheme(ui::Theme::Light);
    QCOMPARE(QApplication::style()->name(), QStringLiteral("fusion"));
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 200);
    ui::appearance::applyFontSize(platformPointSize + 5);
    QCOMPARE(QApplication::font().pointSize(), platformPointSize + 5);
    ui::appearance::apply({});
    QCOMPARE(QApplication::style()->name(), platformStyle);
    QCOMPARE(QApplication::font().pointSize(), platformPointSize);
}

void TestPreferencesDialog::languageChangeOffersARestart()
{
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>(QStringLiteral("preferencesAction"))->trigger();
    ui::PreferencesDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<ui::PreferencesDialog*>()) != nullptr);
    auto* language = dialog->findChild<QComboBox*>(QStringLiteral("uiLanguage"));
    QVERIFY(language);
    // Applying without a change of language asks nothing.
    QString asked;
    dialog->apply();
    QTest::qWait(100);
    QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("restartQuestion")));
    // Another language: the window offers to restart; "Later" keeps it open.
    language->setCurrentIndex(language->findData(QStringLiteral("de")));
    QTimer::singleShot(0, &window, [&window, &asked] {
        std::function<void()> answer = [&window, &asked, &answer] {
            auto* box = window.findChild<QMessageBox*>(QStringLiteral("restartQuestion"));
            if (!box || !box->isVisible()) {
                QTimer::singleShot(20, &window, answer);
                return;
            }
            asked = box->text();
            for (QAbstractButton* button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::RejectRole)
                    button->click();
        };
        answer();
    });
    dialog->apply();
    QTRY_VERIFY(!asked.isEmpty());
    QVERIFY2(asked.contains(QLatin1String("Restart now?")), qPrintable(asked));
    QVERIFY(window.isVisible());
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("de"));
}

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
