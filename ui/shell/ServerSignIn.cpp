#include "shell/ServerSignIn.h"

#include "preferences/ServerPasswordStore.h"
#include "shell/ServerProjectDialog.h"
#include "storage/Project.h"
#include "storage/server/ServerPasswords.h"
#include "storage/server/ServerUrl.h"

#include <QWidget>
#include <memory>

namespace goldset::ui {

ServerSignIn::ServerSignIn(QWidget* dialogParent)
    : QObject(dialogParent), m_dialogParent(dialogParent), m_passwords(new ServerPasswordStore(this))
{
    connect(m_passwords, &ServerPasswordStore::writeFinished, this,
            [this](const QString&, bool ok, const QString& error) {
                if (!ok)
                    Q_EMIT statusMessage(tr("The password was not stored in the keychain (%1); it is kept "
                                            "until Goldset quits.")
                                             .arg(error),
                                         10000);
            });
}

void ServerSignIn::chooseProject()
{
    ServerProjectDialog dialog(m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.create()) {
        auto created = storage::Project::open(dialog.url(), storage::Project::OpenMode::CreateIfMissing);
        if (!created) {
            Q_EMIT failed(tr("Cannot create project"), created.error().toString());
            return;
        }
    }
    // The keychain's copy is written in the background; the session has the password already.
    if (!dialog.password().isEmpty() || !dialog.remember())
        m_passwords->save(dialog.account(), dialog.password(), dialog.remember());
    Q_EMIT projectChosen(dialog.url());
}

void ServerSignIn::openRecent(const QString& location)
{
    if (!storage::ServerUrl::isServerUrl(location)) {
        Q_EMIT projectChosen(location);
        return;
    }
    const auto url = storage::ServerUrl::parse(location);
    if (!url || !url->password.isEmpty() || !storage::ServerPasswords::get(url->account()).isEmpty()) {
        Q_EMIT projectChosen(location);
        return;
    }
    const QString account = url->account();
    auto answered = std::make_shared<QMetaObject::Connection>();
    *answered = connect(m_passwords, &ServerPasswordStore::readFinished, this,
                        [this, location, account, answered](const QString& who, const QString& password, bool,
                                                            const QString&) {
                            if (who != account)
                                return;
                            disconnect(*answered);
                            if (!password.isEmpty())
                                storage::ServerPasswords::set(who, password);
                            Q_EMIT projectChosen(location);
                        });
    m_passwords->read(account);
}

} // namespace goldset::ui
