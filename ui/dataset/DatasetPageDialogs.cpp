// The Dataset page's dialogs: editing, adding and deleting a question (DatasetState pushes the
// commands) and Generate Questions on the corpus selection.
#include "dataset/CorpusBrowser.h"
#include "dataset/CorpusTreeModel.h"
#include "dataset/DatasetPage.h"
#include "dataset/DatasetState.h"
#include "dataset/QuestionEditDialog.h"
#include "llmdialogs/GenerateQuestionsDialog.h"
#include "storage/CorpusStore.h"

#include <QItemSelectionModel>
#include <QMessageBox>
#include <QTableView>
#include <QTreeView>

namespace goldset::ui {

void DatasetPage::editCurrent()
{
    const auto question = currentQuestion();
    if (!session() || !question)
        return;
    auto* dialog = new QuestionEditDialog(question->externalId, question->text, question->groundTruth, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const RowId id = question->id;
    connect(dialog, &QDialog::accepted, this, [this, dialog, id] {
        if (m_state->editQuestion(id, dialog->questionText(), dialog->groundTruth()))
            m_table->setFocus();
    });
    dialog->open();
}

void DatasetPage::addQuestion()
{
    if (!session())
        return;
    const QString externalId = m_state->freeManualId();
    auto* dialog = new QuestionEditDialog(externalId, {}, {}, this);
    dialog->setWindowTitle(tr("New Question %1").arg(externalId));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, externalId] {
        if (!session() || dialog->questionText().isEmpty())
            return;
        // The new draft is made current when the list is in (showReloaded).
        m_state->addQuestion(externalId, dialog->questionText(), dialog->groundTruth());
        m_table->setFocus();
    });
    dialog->open();
}

void DatasetPage::deleteCurrent()
{
    const auto question = currentQuestion();
    if (!session() || !question)
        return;
    auto* box =
        new QMessageBox(QMessageBox::Question, tr("Delete Question"),
                        tr("Delete %1 and its relevance labels?\n\nUndo (Ctrl+Z) brings both back; the "
                           "results of runs for this question are deleted for good.")
                            .arg(question->externalId),
                        QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("deleteQuestionConfirmation"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    const RowId id = question->id;
    connect(box, &QMessageBox::finished, this, [this, box, id](int) {
        if (box->standardButton(box->clickedButton()) != QMessageBox::Yes || !session())
            return;
        selectRow(m_state->deleteQuestion(id));
        m_table->setFocus();
    });
    box->open();
}

void DatasetPage::generateQuestions()
{
    if (!session())
        return;
    QList<RowId> documentIds;
    QStringList chunkIds;
    for (const QModelIndex& index : m_corpus->treeView()->selectionModel()->selectedRows()) {
        const RowId chunkId = index.data(CorpusTreeModel::ChunkIdRole).toLongLong();
        if (chunkId == 0) {
            documentIds.append(index.data(CorpusTreeModel::DocumentIdRole).toLongLong());
        } else if (const auto chunk = session()->project().corpus().chunkById(chunkId)) {
            chunkIds.append(chunk->externalId);
        }
    }
    auto* dialog = new GenerateQuestionsDialog(session(), documentIds, chunkIds, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &GenerateQuestionsDialog::statusMessage, this, &Page::statusMessage);
    dialog->open();
}

} // namespace goldset::ui
