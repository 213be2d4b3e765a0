#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace goldset::ui {

class ServerPasswordStore;

// Signing in to a project on a server, for the main window: File > Open Server Project (the
// dialog, a new project made on the server, the password kept for the session or the keychain)
// and a recent server project (the keychain asked for a password the session lacks). Either
// ends in projectChosen with the location to open; a file path passes straight through.
class ServerSignIn : public QObject
{
    Q_OBJECT

public:
    explicit ServerSignIn(QWidget* dialogParent);

    void chooseProject();
    void openRecent(const QString& location);

Q_SIGNALS:
    void projectChosen(const QString& location);
    void failed(const QString& title, const QString& message);
    void statusMessage(const QString& message, int timeoutMs);

private:
    QWidget* m_dialogParent;
    ServerPasswordStore* m_passwords;
};

} // namespace goldset::ui
