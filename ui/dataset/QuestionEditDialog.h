#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace goldset::ui {

// Edits a question's text and its ground-truth answer (E on the Dataset page).
class QuestionEditDialog : public QDialog
{
    Q_OBJECT

public:
    QuestionEditDialog(const QString& externalId, const QString& text, const QString& groundTruth,
                       QWidget* parent = nullptr);

    QString questionText() const;
    QString groundTruth() const;
    void setQuestionText(const QString& text);
    void setGroundTruth(const QString& text);

private:
    QPlainTextEdit* m_text = nullptr;
    QPlainTextEdit* m_groundTruth = nullptr;
};

} // namespace goldset::ui
