#pragma once

#include "domain/Entities.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableView;

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

class GoldChunkModel;

// Everything about the selected question: its text and ground truth, where it came from,
// and the chunks labelled for it with each annotator's grade and the gold grade; the text of
// the gold chunk selected below. All of it is shown as plain text.
class QuestionDetailView : public QWidget
{
    Q_OBJECT

public:
    explicit QuestionDetailView(QWidget* parent = nullptr);

    void setProject(storage::Project* project);
    void showQuestion(std::optional<RowId> questionId);
    // Re-reads the shown question (after an edit or new labels).
    void refresh();
    std::optional<RowId> questionId() const { return m_questionId; }

    GoldChunkModel* goldModel() const { return m_goldModel; }
    QTableView* goldView() const { return m_goldView; }
    QString questionText() const;
    QString groundTruthText() const;
    QString chunkText() const;

private:
    void showGoldChunk(const QModelIndex& current);
    static QLabel* textLabel(const QString& objectName, QWidget* parent);

    storage::Project* m_project = nullptr;
    std::optional<RowId> m_questionId;
    QLabel* m_heading = nullptr;
    QLabel* m_question = nullptr;
    QLabel* m_groundTruth = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_origin = nullptr;
    QLabel* m_generator = nullptr;
    QLabel* m_sourceChunk = nullptr;
    QLabel* m_goldSummary = nullptr;
    GoldChunkModel* m_goldModel = nullptr;
    QTableView* m_goldView = nullptr;
    QPlainTextEdit* m_chunkText = nullptr;
};

} // namespace goldset::ui
