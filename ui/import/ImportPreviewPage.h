#pragma once

#include <QWizardPage>

class QLabel;
class QListWidget;
class QTableWidget;
class QTabWidget;

namespace goldset::io {
struct ImportChanges;
struct ImportReport;
} // namespace goldset::io

namespace goldset::ui {

class ImportWizard;

// The first rows as they will be imported, and what will be merged or dropped.
class ImportPreviewPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ImportPreviewPage(ImportWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;

private:
    static QString describeChanges(const io::ImportChanges& changes, const io::ImportReport& report);

    ImportWizard* m_wizard;
    QLabel* m_summary;
    QTabWidget* m_tabs;
    QTableWidget* m_questions;
    QTableWidget* m_chunks;
    QListWidget* m_warnings;
    bool m_ok = false;
};

} // namespace goldset::ui
