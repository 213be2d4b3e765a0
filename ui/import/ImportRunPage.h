#pragma once

#include <QWizardPage>

class QLabel;
class QProgressBar;
class QPushButton;

namespace goldset::ui {

class BackgroundImport;
class ImportWizard;

// The import itself, in the background, with progress and cancel.
class ImportRunPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ImportRunPage(ImportWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;
    bool isRunning() const;
    void cancel();

private:
    void onFinished(bool ok, const QString& summary, const QStringList& warnings);

    ImportWizard* m_wizard;
    BackgroundImport* m_import;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPushButton* m_cancel;
    bool m_done = false;
};

} // namespace goldset::ui
