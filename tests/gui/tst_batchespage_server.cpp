// The Batches page on a project on a server (the throwaway cluster ctest starts, tests/support/
// pg_cluster.sh): the lead adds an annotator through Add Annotator..., typed with the keyboard;
// the server then has her sign-in (a LOGIN role in goldset_annotator with a password), the
// project has her, and undo takes her out of the project while the role stays. A second
// sign-in of the same name is refused with the server's reason, and nothing is added.
#include "batches/AnnotatorTableModel.h"
#include "batches/BatchesPage.h"
#include "batches/BatchesState.h"
#include "demo/DemoProject.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/Project.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrlQuery>

using namespace goldset;

class TestBatchesPageServer : public QObject
{
    Q_OBJECT

private:
    QString m_socketDir, m_lead, m_schema;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::BatchesPage> m_page;

    QSqlDatabase admin()
    {
        const QString name = QStringLiteral("admin");
        if (QSqlDatabase::contains(name))
            return QSqlDatabase::database(name);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(m_socketDir);
        db.setDatabaseName(QStringLiteral("goldset"));
        db.setUserName(QStringLiteral("goldset"));
        db.open();
        return db;
    }
    int loginRoles(const QString& name)
    {
        QSqlQuery q(admin());
        q.prepare(QStringLiteral(
            "SELECT count(*) FROM pg_authid WHERE rolname = ? AND rolcanlogin AND"
            " rolpassword IS NOT NULL AND pg_has_role(rolname, 'goldset_annotator', 'MEMBER')"));
        q.addBindValue(name);
        return q.exec() && q.next() ? q.value(0).toInt() : -1;
    }
    // Fills the server's Add Annotator dialog once it is up, and presses Enter.
    void typeIntoDialog(const QString& name, const QString& password, const QString& again)
    {
        QTimer::singleShot(0, this, [=] {
            QWidget* dialog = QApplication::activeModalWidget();
            QVERIFY(dialog);
            QCOMPARE(dialog->objectName(), QStringLiteral("serverAnnotatorDialog"));
            auto* nameEdit = dialog->findChild<QLineEdit*>(QStringLiteral("annotatorName"));
            auto* passwordEdit = dialog->findChild<QLineEdit*>(QStringLiteral("annotatorPassword"));
            auto* againEdit = dialog->findChild<QLineEdit*>(QStringLiteral("annotatorPasswordAgain"));
            QVERIFY(nameEdit && passwordEdit && againEdit);
            QTest::keyClicks(nameEdit, name);
            QTest::keyClicks(passwordEdit, password);
            QPushButton* create = nullptr;
            for (QPushButton* button : dialog->findChildren<QPushButton*>())
                if (button->text().contains(QLatin1String("Sign-in")))
                    create = button;
            QVERIFY(create);
            QVERIFY(!create->isEnabled()); // the password is not repeated yet
            QTest::keyClicks(againEdit, again);
            QVERIFY(create->isEnabled());
            QTest::keyClick(againEdit, Qt::Key_Return);
        });
    }
    QAction* addAnnotatorAction() const
    {
        for (QAction* action : m_page->findChildren<QAction*>())
            if (action->text() == QStringLiteral("&Add Annotator..."))
                return action;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString server = qEnvironmentVariable("GOLDSET_TEST_SERVER");
        if (server.isEmpty())
            QSKIP("GOLDSET_TEST_SERVER is not set: run through ctest, which starts the cluster");
        m_socketDir = QUrlQuery(QUrl(server).query()).queryItemValue(QStringLiteral("host"));
        const QString suffix = QString::number(QRandomGenerator::global()->generate() % 1000000);
        m_lead = QStringLiteral("lead_") + suffix;
        m_schema = QStringLiteral("page_") + suffix;
        QVERIFY2(admin().isOpen(), qPrintable(admin().lastError().text()));
        QSqlQuery q(admin());
        QVERIFY(q.exec(QStringLiteral("CREATE ROLE %1 LOGIN CREATEROLE").arg(m_lead)));
        QVERIFY(q.exec(QStringLiteral("GRANT CREATE ON DATABASE goldset TO %1").arg(m_lead)));
        const QString url = QStringLiteral("postgresql:///goldset?host=%1&user=%2&project=%3")
                                .arg(m_socketDir, m_lead, m_schema);
        QVERIFY(demo::writeDemoProject(url).ok());
        auto opened = storage::Project::open(url);
        QVERIFY(opened.ok());
        m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
        m_page = std::make_unique<ui::BatchesPage>();
        m_page->setSession(m_session.get());
        m_page->resize(1280, 800);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QVERIFY(m_page->state()->onServer());
    }

    void theLeadAddsAnAnnotatorWithHerSignIn()
    {
        const QString name = QStringLiteral("dora_") + m_lead.mid(5);
        QAction* add = addAnnotatorAction();
        QVERIFY(add && add->isEnabled());
        QUndoStack* stack = m_session->undoStack();
        const int commands = stack->count();
        typeIntoDialog(name, QStringLiteral("s3cret'pw"), QStringLiteral("s3cret'pw"));
        add->trigger();
        QCOMPARE(loginRoles(name), 1);
        QVERIFY(m_session->project().annotators().byName(name).has_value());
        QCOMPARE(stack->count(), commands + 1);
        bool listed = false;
        for (const Annotator& annotator : m_page->state()->annotators()->annotators())
            listed = listed || annotator.name == name;
        QVERIFY(listed);

        // Undo takes her out of the project; the sign-in is the server's and stays.
        stack->undo();
        QVERIFY(!m_session->project().annotators().byName(name).has_value());
        QCOMPARE(loginRoles(name), 1);
        stack->redo();
        QVERIFY(m_session->project().annotators().byName(name).has_value());

        // The same name again: the server has that role; told, and nothing added.
        QSignalSpy status(m_page.get(), &ui::BatchesPage::statusMessage);
        typeIntoDialog(name, QStringLiteral("x"), QStringLiteral("x"));
        add->trigger();
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.first().first().toString().contains(QLatin1String("already")),
                 qPrintable(status.first().first().toString()));
        QCOMPARE(stack->count(), commands + 1);
    }

    void cleanupTestCase()
    {
        m_page.reset();
        m_session.reset();
    }
};

QTEST_MAIN(TestBatchesPageServer)
#include "tst_batchespage_server.moc"
