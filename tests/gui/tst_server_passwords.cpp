// The server password of Open Server Project: where no keychain can hold it (GOLDSET_NO_KEYCHAIN,
// as on a machine without Secret Service or KWallet), a password given in the dialog, typed or
// in the URL, lives in the session's memory only: the settings files never hold it, and
// "Remember password" says that the keychain did not take it. The dialog fills in the session's
// password for an account it knows, without claiming the keychain had it.
#include "TestSupport.h"
#include "preferences/ServerPasswordStore.h"
#include "shell/ServerProjectDialog.h"
#include "storage/server/ServerPasswords.h"
#include "storage/server/ServerUrl.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>

using namespace goldset;

class TestServerPasswords : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;

    QByteArray settingsFiles() const
    {
        QSettings().sync();
        QByteArray all;
        QDirIterator files(m_dir->path(), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (file.open(QIODevice::ReadOnly))
                all += file.readAll();
        }
        return all;
    }

    static QLineEdit* field(QDialog& dialog, QLineEdit::EchoMode mode)
    {
        for (QLineEdit* edit : dialog.findChildren<QLineEdit*>())
            if (edit->echoMode() == mode)
                return edit;
        return nullptr;
    }

    static QCheckBox* rememberBox(QDialog& dialog)
    {
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text().contains(QLatin1String("Remember")))
                return box;
        return nullptr;
    }

    static void accept(QDialog& dialog)
    {
        dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open)->click();
    }

private Q_SLOTS:
    void initTestCase() { qputenv("GOLDSET_NO_KEYCHAIN", "1"); }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                           m_dir->filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_server_passwords"));
        QSettings().clear();
    }

    void cleanup() { m_dir.reset(); }

    void entriesAreKeyedByAccount()
    {
        const auto url = storage::ServerUrl::parse(
            QStringLiteral("postgresql://anna@db.example.org:5433/goldset?project=support"));
        QVERIFY(url.ok());
        QCOMPARE(url->account(), QStringLiteral("anna@db.example.org:5433/goldset"));
        QCOMPARE(ui::ServerPasswordStore::entryName(url->account()),
                 QStringLiteral("server:anna@db.example.org:5433/goldset"));
    }

    void rememberedWithoutKeychainStaysInMemory()
    {
        const QString password = QStringLiteral("Tr0ub4dor&3-typed");
        {
            ui::ServerProjectDialog dialog;
            QLineEdit* address = field(dialog, QLineEdit::Normal);
            QLineEdit* secret = field(dialog, QLineEdit::Password);
            QCheckBox* remember = rememberBox(dialog);
            QVERIFY(address && secret && remember);
            address->clear();
            QTest::keyClicks(address,
                             QStringLiteral("postgresql://anna@db.example.org/goldset?project=support"));
            QTest::keyClicks(secret, password);
            remember->setChecked(true);
            accept(dialog);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QVERIFY(dialog.remember());
            QCOMPARE(dialog.account(),
                     storage::ServerUrl::parse(
                         QStringLiteral("postgresql://anna@db.example.org/goldset?project=x"))
                         ->account());
            QCOMPARE(storage::ServerPasswords::get(dialog.account()), password);

            // What the window does next: the keychain is asked to keep it, and cannot.
            ui::ServerPasswordStore store;
            QSignalSpy written(&store, &ui::ServerPasswordStore::writeFinished);
            store.save(dialog.account(), dialog.password(), true);
            QTRY_COMPARE(written.size(), 1);
            QCOMPARE(written.at(0).at(1).toBool(), false);
            QVERIFY(written.at(0).at(2).toString().contains(QLatin1String("GOLDSET_NO_KEYCHAIN")));
            QCOMPARE(storage::ServerPasswords::get(dialog.account()), password);
        }
        const QByteArray settings = settingsFiles();
        QVERIFY2(settings.contains("db.example.org"), settings.constData()); // the address is remembered
        QVERIFY(!settings.contains(password.toUtf8()));

        // The next dialog for that address fills the password in from the session, unticked.
        ui::ServerProjectDialog again;
        QLineEdit* secret = field(again, QLineEdit::Password);
        QTRY_COMPARE(secret->text(), password);
        QVERIFY(!again.remember());
        storage::ServerPasswords::set(again.account(), {});
    }

    void aPasswordInTheUrlLeavesIt()
    {
        ui::ServerProjectDialog dialog;
        QLineEdit* address = field(dialog, QLineEdit::Normal);
        address->clear();
        QTest::keyClicks(
            address, QStringLiteral("postgresql://ben:in-the-url-9@db.example.org/goldset?project=support"));
        accept(dialog);
        QCOMPARE(dialog.url(), QStringLiteral("postgresql://ben@db.example.org/goldset?project=support"));
        QCOMPARE(
            storage::ServerPasswords::get(
                storage::ServerUrl::parse(QStringLiteral("postgresql://ben@db.example.org/goldset?project=x"))
                    ->account()),
            QStringLiteral("in-the-url-9"));
        ui::ServerPasswordStore store;
        QSignalSpy written(&store, &ui::ServerPasswordStore::writeFinished);
        store.save(dialog.account(), dialog.password(), false); // not remembered: no failure
        QTRY_COMPARE(written.size(), 1);
        QVERIFY(written.at(0).at(1).toBool());
        QVERIFY(!settingsFiles().contains("in-the-url-9"));
        storage::ServerPasswords::set(dialog.account(), {});
    }
};

QTEST_MAIN(TestServerPasswords)
#include "tst_server_passwords.moc"
