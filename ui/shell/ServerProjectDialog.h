#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace goldset::ui {

// File ▸ Open Server Project…: a project on a shared PostgreSQL server, by its URL
// (postgresql://user@host/database?project=NAME) and, when the server asks for one, a password.
// The password is kept in this process's memory for the session only (storage::ServerPasswords),
// never in the URL, the recent projects or the settings. "Create it" makes a new project there.
class ServerProjectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ServerProjectDialog(QWidget* parent = nullptr);

    // The URL, without a password (one typed in the URL moves to the session's passwords).
    QString url() const;
    bool create() const;

private:
    void validate();

    QLineEdit* m_url = nullptr;
    QLineEdit* m_password = nullptr;
    QCheckBox* m_create = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace goldset::ui
