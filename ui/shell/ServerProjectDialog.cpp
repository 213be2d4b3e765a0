#include "shell/ServerProjectDialog.h"

#include "preferences/ServerPasswordStore.h"
#include "storage/server/ServerPasswords.h"
#include "storage/server/ServerUrl.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace goldset::ui {
namespace {
const char* const kLastUrlKey = "server/lastUrl";
}

ServerProjectDialog::ServerProjectDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Open Server Project"));
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("A project on a shared PostgreSQL server. Your team lead gives you its address; "
                      "scripts/team-server.sh sets a server up."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_url = new QLineEdit(QSettings().value(QLatin1String(kLastUrlKey)).toString(), this);
    m_url->setPlaceholderText(QStringLiteral("postgresql://anna@db.example.org/goldset?project=support"));
    m_url->setMinimumWidth(m_url->fontMetrics().horizontalAdvance(m_url->placeholderText()) + 24);
    form->addRow(tr("&Address:"), m_url);
    m_password = new QLineEdit(this);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("kept in memory until Goldset quits; empty: ~/.pgpass or PGPASSWORD"));
    form->addRow(tr("&Password:"), m_password);
    m_remember = new QCheckBox(tr("&Remember password in the keychain"), this);
    m_remember->setToolTip(tr("Stored in the system's keychain for this user, server and database; "
                              "never in the settings or the project."));
    form->addRow(QString(), m_remember);
    m_create = new QCheckBox(tr("&Create the project there if it does not exist"), this);
    form->addRow(QString(), m_create);
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setAccessibleName(tr("Problem with the address"));
    layout->addWidget(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        auto parsed = storage::ServerUrl::parse(m_url->text().trimmed());
        if (!parsed)
            return;
        if (const QString given = password(); !given.isEmpty())
            storage::ServerPasswords::set(parsed->account(), given);
        QSettings().setValue(QLatin1String(kLastUrlKey), url());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_url, &QLineEdit::textChanged, this, &ServerProjectDialog::validate);
    m_store = new ServerPasswordStore(this);
    m_lookUp.setSingleShot(true);
    m_lookUp.setInterval(300);
    connect(&m_lookUp, &QTimer::timeout, this, &ServerProjectDialog::lookUpPassword);
    connect(m_url, &QLineEdit::textChanged, &m_lookUp, qOverload<>(&QTimer::start));
    connect(m_password, &QLineEdit::textEdited, this, [this] { m_filledIn = false; });
    connect(m_store, &ServerPasswordStore::readFinished, this,
            [this](const QString& account, const QString& found, bool fromKeychain, const QString&) {
                if (account != this->account() || found.isEmpty() ||
                    (!m_password->text().isEmpty() && !m_filledIn))
                    return;
                m_password->setText(found);
                m_filledIn = true;
                m_remember->setChecked(fromKeychain);
            });
    validate();
    lookUpPassword();
}

void ServerProjectDialog::lookUpPassword()
{
    if (const QString who = account(); !who.isEmpty())
        m_store->read(who);
}

QString ServerProjectDialog::account() const
{
    auto parsed = storage::ServerUrl::parse(m_url->text().trimmed());
    return parsed ? parsed->account() : QString();
}

QString ServerProjectDialog::password() const
{
    if (!m_password->text().isEmpty())
        return m_password->text();
    auto parsed = storage::ServerUrl::parse(m_url->text().trimmed());
    return parsed ? parsed->password : QString();
}

bool ServerProjectDialog::remember() const
{
    return m_remember->isChecked();
}

void ServerProjectDialog::validate()
{
    const QString text = m_url->text().trimmed();
    auto parsed = storage::ServerUrl::parse(text);
    m_problem->setText(text.isEmpty() || parsed ? QString() : parsed.error().message);
    auto* open = findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
    open->setEnabled(parsed.ok());
}

QString ServerProjectDialog::url() const
{
    auto parsed = storage::ServerUrl::parse(m_url->text().trimmed());
    return parsed ? parsed->displayText() : QString();
}

bool ServerProjectDialog::create() const
{
    return m_create->isChecked();
}

} // namespace goldset::ui
