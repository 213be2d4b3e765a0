#pragma once

#include <QWizardPage>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace goldset::ui {

class ImportWizard;

// The options the chosen format takes: run name, annotator, chunking, CSV column mapping.
class ImportOptionsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ImportOptionsPage(ImportWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

    // The formats whose grades go through a grade map (--grade-map): trec-qrels and beir.
    static bool takesGradeMap(const QString& format);

private:
    void fillCsvColumns();
    void fillSplits(const QString& beirFolder); // empty: not BEIR

    ImportWizard* m_wizard;
    QFormLayout* m_form;
    QLineEdit* m_runName;
    QLineEdit* m_annotator;
    QSpinBox* m_chunkSize;
    QSpinBox* m_overlap;
    QTableWidget* m_mapping;
    QComboBox* m_split; // beir: which qrels/<split>.tsv
    QLineEdit* m_gradeMap;
    QLabel* m_gradeMapProblem; // why the grade map is refused, as the CLI says it
};

} // namespace goldset::ui
