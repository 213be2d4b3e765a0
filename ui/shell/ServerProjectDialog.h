#pragma once

#include <QDialog>
#include <QTimer>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace goldset::ui {

class ServerPasswordStore;

// File ▸ Open Server Project…: a project on a shared PostgreSQL server, by its URL
// (postgresql://user@host/database?project=NAME) and, when the server asks for one, a password.
// The password is kept in this process's memory for the session (storage::ServerPasswords), and
// in the OS keychain when "Remember password" is ticked (ServerPasswordStore, which also fills
// the field in for an account it knows); never in the URL, the recent projects or the settings.
// "Create it" makes a new project there.
class ServerProjectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ServerProjectDialog(QWidget* parent = nullptr);

    // The URL, without a password (one typed in the URL moves to the session's passwords).
    QString url() const;
    bool create() const;
    // Who signs in where (the keychain's key), the password given and whether to remember it.
    QString account() const;
    QString password() const;
    bool remember() const;

private:
    void validate();
    void lookUpPassword();

    QLineEdit* m_url = nullptr;
    QLineEdit* m_password = nullptr;
    QCheckBox* m_create = nullptr;
    QCheckBox* m_remember = nullptr;
    QLabel* m_problem = nullptr;
    ServerPasswordStore* m_store = nullptr;
    QTimer m_lookUp;         // the keychain is asked once typing pauses
    bool m_filledIn = false; // the password field holds what the keychain gave
};

} // namespace goldset::ui
