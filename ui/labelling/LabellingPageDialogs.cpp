// The Labelling page's dialogs: who is grading, a new annotator, the guidelines editor and the gold qrels
// export. Kept apart from the page's keyboard-driven labelling flow in LabellingPage.cpp.
#include "commands/GuidelinesEditCommand.h"
#include "common/FileDialogs.h"
#include "import/BackgroundExport.h"
#include "labelling/CandidateModel.h"
#include "labelling/LabellingPage.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {

void LabellingPage::newAnnotatorDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("New Annotator"));
    auto* form = new QFormLayout(&dialog);
    auto* name = new QLineEdit(&dialog);
    auto* lead = new QCheckBox(tr("Lead (adjudicates, edits guidelines)"), &dialog);
    form->addRow(tr("Name:"), name);
    form->addRow(QString(), lead);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted || name->text().trimmed().isEmpty()) {
        showAnnotators(); // the box showed "New annotator..."
        return;
    }
    m_state->createAnnotator(name->text(), lead->isChecked());
}

void LabellingPage::askForAnnotator(int pendingGrade)
{
    if (!m_state->session() || findChild<QInputDialog*>(QStringLiteral("annotatorPicker")))
        return;
    const QStringList names = m_state->annotatorNames();
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("annotatorPicker"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Who Is Grading?"));
    dialog->setLabelText(
        tr("Grades are recorded under the annotator's name. Pick yours, or type a new one:"));
    dialog->setComboBoxItems(names);
    dialog->setComboBoxEditable(true);
    dialog->setTextValue(QString());
    const RowId question = m_state->questionId();
    const RowId chunk =
        m_state->candidates()->index(currentCandidateRow()).data(CandidateModel::ChunkIdRole).toLongLong();
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this, pendingGrade, question, chunk](const QString& name) {
                if (name.trimmed().isEmpty())
                    return;
                chooseAnnotator(name.trimmed());
                const int row = currentCandidateRow();
                if (m_state->questionId() == question && row >= 0 &&
                    m_state->candidates()->index(row).data(CandidateModel::ChunkIdRole).toLongLong() == chunk)
                    gradeCurrent(pendingGrade);
            });
    dialog->open();
}

void LabellingPage::editGuidelines()
{
    ProjectSession* session = m_state->session();
    if (!session || !m_state->isLead())
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Labelling Guidelines (Markdown)"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* editor = new QPlainTextEdit(&dialog);
    editor->setPlainText(m_state->guidelines());
    layout->addWidget(editor);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(640, 480);
    if (dialog.exec() == QDialog::Accepted && editor->toPlainText() != m_state->guidelines())
        session->undoStack()->push(new GuidelinesEditCommand(*session, editor->toPlainText()));
}

void LabellingPage::exportGoldQrels()
{
    if (!m_state->session())
        return;
    const QString path =
        filedialogs::saveFileName(this, tr("Export Gold Qrels"), QStringLiteral("gold.qrels"),
                                  tr("TREC qrels (*.qrels *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    if (!m_goldExport) {
        m_goldExport = new BackgroundExport(this);
        connect(m_goldExport, &BackgroundExport::statusMessage, this, &LabellingPage::statusMessage);
    }
    m_goldExport->start(m_state->session()->project().path(), QStringLiteral("trec-qrels"), path);
}

} // namespace goldset::ui
