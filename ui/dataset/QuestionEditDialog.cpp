#include "dataset/QuestionEditDialog.h"

#include "common/FieldLabel.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace goldset::ui {

QuestionEditDialog::QuestionEditDialog(const QString& externalId, const QString& text,
                                       const QString& groundTruth, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("questionEditDialog"));
    setWindowTitle(tr("Edit %1").arg(externalId));
    m_text = new QPlainTextEdit(text, this);
    m_text->setObjectName(QStringLiteral("questionTextEdit"));
    m_text->setTabChangesFocus(true);
    m_groundTruth = new QPlainTextEdit(groundTruth, this);
    m_groundTruth->setObjectName(QStringLiteral("groundTruthEdit"));
    m_groundTruth->setTabChangesFocus(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Save"));
    buttons->button(QDialogButtonBox::Ok)->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Save (Ctrl+Enter)"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(fieldLabel(tr("Question:"), m_text, this));
    layout->addWidget(m_text, 1);
    layout->addWidget(fieldLabel(tr("Ground-truth answer:"), m_groundTruth, this));
    layout->addWidget(m_groundTruth, 2);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // An empty question is no question.
    connect(m_text, &QPlainTextEdit::textChanged, this, [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_text->toPlainText().trimmed().isEmpty());
    });
    resize(640, 420);
}

QString QuestionEditDialog::questionText() const
{
    return m_text->toPlainText().trimmed();
}

QString QuestionEditDialog::groundTruth() const
{
    return m_groundTruth->toPlainText().trimmed();
}

void QuestionEditDialog::setQuestionText(const QString& text)
{
    m_text->setPlainText(text);
}

void QuestionEditDialog::setGroundTruth(const QString& text)
{
    m_groundTruth->setPlainText(text);
}

} // namespace goldset::ui
