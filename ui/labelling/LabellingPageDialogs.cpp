// The Labelling page's dialogs: who is grading, a new annotator, the guidelines editor and the gold qrels
// export. Kept apart from the page's keyboard-driven labelling flow in LabellingPage.cpp.
#include "commands/GuidelinesEditCommand.h"
#include "common/FileDialogs.h"
#include "import/BackgroundExport.h"
#include "labelling/CandidateModel.h"
#include "labelling/LabellingPage.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

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
        reloadAnnotators();
        return;
    }
    auto created = m_session->project().annotators().ensure(
        name->text().trimmed(), lead->isChecked() ? AnnotatorRole::Lead : AnnotatorRole::Annotator);
    if (!created) {
        reportError(created.error().toString());
        return;
    }
    chooseAnnotator(name->text().trimmed());
}

void LabellingPage::askForAnnotator(int pendingGrade)
{
    if (!m_session || findChild<QInputDialog*>(QStringLiteral("annotatorPicker")))
        return;
    QStringList names;
    for (const Annotator& annotator : m_session->project().annotators().all())
        if (annotator.kind == AnnotatorKind::Person)
            names << annotator.name;
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("annotatorPicker"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Who Is Grading?"));
    dialog->setLabelText(
        tr("Grades are recorded under the annotator's name. Pick yours, or type a new one:"));
    dialog->setComboBoxItems(names);
    dialog->setComboBoxEditable(true);
    dialog->setTextValue(QString());
    const RowId question = m_questionId;
    const RowId chunk =
        m_candidates->index(currentCandidateRow()).data(CandidateModel::ChunkIdRole).toLongLong();
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this, pendingGrade, question, chunk](const QString& name) {
                if (name.trimmed().isEmpty())
                    return;
                chooseAnnotator(name.trimmed());
                const int row = currentCandidateRow();
                if (m_questionId == question && row >= 0 &&
                    m_candidates->index(row).data(CandidateModel::ChunkIdRole).toLongLong() == chunk)
                    gradeCurrent(pendingGrade);
            });
    dialog->open();
}

void LabellingPage::editGuidelines()
{
    if (!m_session || !m_isLead)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Labelling Guidelines (Markdown)"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* editor = new QPlainTextEdit(&dialog);
    editor->setPlainText(m_session->project().settings().value(GuidelinesEditCommand::settingsKey()));
    layout->addWidget(editor);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(640, 480);
    if (dialog.exec() == QDialog::Accepted &&
        editor->toPlainText() != m_session->project().settings().value(GuidelinesEditCommand::settingsKey()))
        m_session->undoStack()->push(new GuidelinesEditCommand(*m_session, editor->toPlainText()));
}

void LabellingPage::exportGoldQrels()
{
    if (!m_session)
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
    m_goldExport->start(m_session->project().path(), QStringLiteral("trec-qrels"), path);
}

} // namespace goldset::ui
