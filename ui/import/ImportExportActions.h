#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QWidget;

namespace goldset::ui {

class BackgroundExport;
class ProjectSession;

// File -> Import... and Export..., also reached by dropping files on the main window.
class ImportExportActions : public QObject
{
    Q_OBJECT

public:
    explicit ImportExportActions(QWidget* window);

    QAction* importAction() const { return m_import; }
    QAction* exportAction() const { return m_export; }
    void setSession(ProjectSession* session);

    // Starts the wizard on these files with the format guessed.
    void importFiles(const QStringList& paths);
    void exportProject();
    BackgroundExport* backgroundExport() const { return m_background; }

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    QWidget* m_window;
    ProjectSession* m_session = nullptr;
    QAction* m_import;
    QAction* m_export;
    BackgroundExport* m_background;
};

} // namespace goldset::ui
