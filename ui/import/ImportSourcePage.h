#pragma once

#include <QWizardPage>

class QComboBox;
class QLabel;
class QListWidget;

namespace goldset::ui {

class ImportWizard;

// Which files, and which format they are in.
class ImportSourcePage : public QWizardPage
{
    Q_OBJECT

public:
    ImportSourcePage(ImportWizard* wizard, const QStringList& paths);

    bool isComplete() const override;
    bool validatePage() override;

private:
    void addFiles();
    void addFolder();
    void removeSelected();
    void addPaths(const QStringList& paths);
    void guess();

    ImportWizard* m_wizard;
    QListWidget* m_files;
    QComboBox* m_format;
    QLabel* m_reason;
};

} // namespace goldset::ui
