#pragma once

#include "batch/BatchPlanner.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTextBrowser;

namespace goldset::storage {
class Project;
}

class QCheckBox;

namespace goldset::ui {

// "New Batch": what to take (all questions, questions of a status, or the claims of a run), how
// many, how to pick them (random, by document, failing first), the seed, the overlap and the
// annotators. Every change re-plans through BatchPlanner and previews how many items each
// annotator gets and how many each pair shares; OK is only possible for a valid plan. The dialog
// writes nothing: the page stores the plan as one undoable command.
class NewBatchDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewBatchDialog(storage::Project& project, QWidget* parent = nullptr);
    ~NewBatchDialog() override;

    batch::BatchRequest request() const;
    // The plan of the current choices, or why there is none.
    const Result<batch::BatchPlan>& plan() const { return m_plan; }
    QString previewText() const; // plain text of the preview, for tests

    // For tests: check an annotator by name.
    void setAnnotatorChecked(const QString& name, bool checked);

    void accept() override;

private:
    void updateChoices();
    void replan();

    storage::Project& m_project;
    Result<batch::BatchPlan> m_plan;
    QLineEdit* m_name;
    QComboBox* m_kind;
    QComboBox* m_selection;
    QComboBox* m_run;
    QSpinBox* m_size;
    QComboBox* m_strategy;
    QSpinBox* m_seed;
    QSpinBox* m_overlap;
    bool m_overlapChosen = false; // set by hand: no longer follows the annotators
    QListWidget* m_annotators;
    QCheckBox* m_blind = nullptr; // shown on a server, where the server enforces it
    QTextBrowser* m_preview;
    QDialogButtonBox* m_buttons;
};

} // namespace goldset::ui
