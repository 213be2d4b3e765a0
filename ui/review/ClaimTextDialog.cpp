#include "review/ClaimTextDialog.h"

#include "common/ThemeColours.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace goldset::ui {

ClaimTextDialog::ClaimTextDialog(Mode mode, const QString& text, int cursor, QWidget* parent)
    : QDialog(parent), m_mode(mode), m_editor(new QPlainTextEdit(this)), m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("claimTextDialog"));
    setWindowTitle(mode == Mode::Add     ? tr("Add Claim")
                   : mode == Mode::Split ? tr("Split Claim")
                                         : tr("Edit Claim"));
    auto* hint = new QLabel(mode == Mode::Split
                                ? tr("Put the cursor where the first claim ends and press Return.")
                                : tr("One checkable statement. Return saves; Ctrl+Return splits the claim "
                                     "in two at the cursor. The judge's verdicts of a changed claim are "
                                     "cleared: Run Judge judges it again."),
                            this);
    hint->setWordWrap(true);
    m_editor->setObjectName(QStringLiteral("claimTextEditor"));
    m_editor->setAccessibleName(tr("Claim text"));
    m_editor->setTabChangesFocus(true);
    m_editor->setPlainText(text);
    QTextCursor at = m_editor->textCursor();
    at.setPosition(std::clamp(cursor, 0, int(text.size())));
    m_editor->setTextCursor(at);
    m_editor->installEventFilter(this);
    m_problem->setObjectName(QStringLiteral("claimTextProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1").arg(ThemeColours(palette()).errorText().name()));
    m_problem->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    if (mode != Mode::Split) {
        auto* save =
            buttons->addButton(mode == Mode::Add ? tr("&Add") : tr("&Save"), QDialogButtonBox::AcceptRole);
        save->setObjectName(QStringLiteral("claimSave"));
        connect(save, &QPushButton::clicked, this, &ClaimTextDialog::save);
    }
    if (mode != Mode::Add) {
        m_split = buttons->addButton(tr("Split at &Cursor"), QDialogButtonBox::ActionRole);
        m_split->setObjectName(QStringLiteral("claimSplit"));
        connect(m_split, &QPushButton::clicked, this, &ClaimTextDialog::splitHere);
    }
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(560, 220);
    m_editor->setFocus();
}

QString ClaimTextDialog::text() const
{
    return m_editor->toPlainText().trimmed();
}

bool ClaimTextDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if ((key->modifiers() & Qt::ControlModifier) && m_split)
                splitHere();
            else if (m_mode == Mode::Split)
                splitHere();
            else
                save();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ClaimTextDialog::save()
{
    if (text().isEmpty()) {
        m_problem->setText(tr("A claim needs a text."));
        m_problem->show();
        return;
    }
    m_splitAt.reset();
    accept();
}

void ClaimTextDialog::splitHere()
{
    const QString all = m_editor->toPlainText();
    const int at = m_editor->textCursor().position();
    if (all.left(at).trimmed().isEmpty() || all.mid(at).trimmed().isEmpty()) {
        m_problem->setText(tr("Put the cursor between the two claims to split there."));
        m_problem->show();
        return;
    }
    m_splitAt = at;
    accept();
}

} // namespace goldset::ui
