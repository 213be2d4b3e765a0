#include "prompts/PromptTemplatesDialog.h"

#include "common/ThemeColours.h"
#include "prompts/PromptTemplateEditor.h"
#include "shell/ProjectSession.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {

PromptTemplatesDialog::PromptTemplatesDialog(ProjectSession* session, QWidget* parent)
    : QDialog(parent), m_session(session), m_editor(std::make_unique<PromptTemplateEditor>(*session)),
      m_kinds(llm::editablePromptKinds()), m_list(new QListWidget(this)), m_purpose(new QLabel(this)),
      m_placeholders(new QLabel(this)), m_text(new QPlainTextEdit(this)), m_status(new QLabel(this)),
      m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("promptTemplatesDialog"));
    setWindowTitle(tr("Prompt Templates"));
    m_list->setObjectName(QStringLiteral("promptTemplateList"));
    m_list->setAccessibleName(tr("Prompt templates"));
    for (const llm::PromptKind kind : std::as_const(m_kinds))
        m_list->addItem(PromptTemplateEditor::title(kind));
    m_purpose->setWordWrap(true);
    m_purpose->setObjectName(QStringLiteral("promptPurpose"));
    m_placeholders->setWordWrap(true);
    m_placeholders->setObjectName(QStringLiteral("promptPlaceholders"));
    m_placeholders->setTextFormat(Qt::RichText);
    m_text->setObjectName(QStringLiteral("promptTemplateText"));
    m_text->setAccessibleName(tr("Template text"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The templates are written in lines of their own (up to 100 characters): kept as they are.
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setTabChangesFocus(true);
    m_status->setObjectName(QStringLiteral("promptStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setObjectName(QStringLiteral("promptProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1").arg(ThemeColours(palette()).errorText().name()));
    m_problem->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = buttons->addButton(tr("&Save"), QDialogButtonBox::ApplyRole);
    m_save->setObjectName(QStringLiteral("promptSave"));
    m_save->setToolTip(tr("Checks the placeholders and saves the template in the project (Ctrl+S)."));
    m_reset = buttons->addButton(tr("&Reset to Default"), QDialogButtonBox::ResetRole);
    m_reset->setObjectName(QStringLiteral("promptReset"));
    connect(m_save, &QPushButton::clicked, this, [this] { save(); });
    connect(m_reset, &QPushButton::clicked, this, &PromptTemplatesDialog::resetToDefault);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* saveKey = new QShortcut(QKeySequence::Save, this);
    connect(saveKey, &QShortcut::activated, this, [this] { save(); });

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_purpose);
    rightLayout->addWidget(m_placeholders);
    rightLayout->addWidget(m_text, 1);
    rightLayout->addWidget(m_problem);
    rightLayout->addWidget(m_status);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    split->addWidget(right);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(tr("The answer schemas are fixed; the wording is yours. Items judged with "
                               "another version of a template are judged again on the next run."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    // Every template's title in view, in every language; the text beside it in 100 columns.
    const int listWidth = m_list->sizeHintForColumn(0) + 2 * m_list->frameWidth() + 8;
    m_list->setMinimumWidth(listWidth);
    split->setSizes({listWidth, 100 * m_text->fontMetrics().horizontalAdvance(QLatin1Char('m')) + 40});
    resize(std::min(1240, listWidth + 100 * m_text->fontMetrics().horizontalAdvance(QLatin1Char('m')) + 80),
           640);

    connect(m_list, &QListWidget::currentRowChanged, this, &PromptTemplatesDialog::onKindChanged);
    connect(m_text, &QPlainTextEdit::textChanged, this, &PromptTemplatesDialog::updateState);
    // The project closes: so does its dialog.
    connect(session, &QObject::destroyed, this, &QObject::deleteLater);
    // An undo or redo of a template edit, here or in the main window, shows here at once.
    connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
        if (change == ProjectSession::Change::Settings)
            refresh();
    });
    m_list->setCurrentRow(0);
}

PromptTemplatesDialog::~PromptTemplatesDialog() = default;

llm::PromptKind PromptTemplatesDialog::currentKind() const
{
    return m_kinds.value(std::max(0, m_list->currentRow()));
}

void PromptTemplatesDialog::showTemplate(llm::PromptKind kind)
{
    m_list->setCurrentRow(int(m_kinds.indexOf(kind)));
}

void PromptTemplatesDialog::onKindChanged()
{
    // The text being edited is kept while another template is shown.
    if (m_shown >= 0) {
        const llm::PromptKind previous = m_kinds.at(m_shown);
        if (m_text->toPlainText() != m_editor->text(previous))
            m_drafts.insert(m_shown, m_text->toPlainText());
        else
            m_drafts.remove(m_shown);
    }
    m_shown = m_list->currentRow();
    m_problem->hide();
    const llm::PromptKind kind = currentKind();
    {
        const QSignalBlocker blocker(m_text);
        m_text->setPlainText(m_drafts.value(m_shown, m_editor->text(kind)));
    }
    m_purpose->setText(PromptTemplateEditor::purpose(kind));
    QStringList lines;
    for (const llm::PromptPlaceholder& p : llm::promptPlaceholders(kind))
        lines << tr("<code>{{%1}}</code> %2%3")
                     .arg(p.name, PromptTemplateEditor::placeholderMeaning(p.name).toHtmlEscaped(),
                          p.required ? tr(" <b>(required)</b>") : QString());
    m_placeholders->setText(tr("Placeholders:") + QStringLiteral("<br/>") +
                            lines.join(QStringLiteral("<br/>")));
    updateState();
}

void PromptTemplatesDialog::refresh()
{
    if (m_shown >= 0 && !m_drafts.contains(m_shown)) {
        const QSignalBlocker blocker(m_text);
        m_text->setPlainText(m_editor->text(currentKind()));
    }
    updateState();
}

void PromptTemplatesDialog::updateState()
{
    const llm::PromptKind kind = currentKind();
    const bool edited = m_text->toPlainText() != m_editor->text(kind);
    for (int row = 0; row < m_kinds.size(); ++row) {
        const llm::PromptKind k = m_kinds.at(row);
        const bool draft = row == m_shown ? edited : m_drafts.contains(row);
        QString label = PromptTemplateEditor::title(k);
        if (!m_editor->isDefault(k))
            label = tr("%1 (project's)").arg(label);
        m_list->item(row)->setText(draft ? label + QStringLiteral(" *") : label);
    }
    m_status->setText((m_editor->isDefault(kind) ? tr("Default template; hash %1.")
                                                 : tr("The project's template; hash %1."))
                          .arg(m_editor->hash(kind)) +
                      (edited ? tr(" Edited, not saved.") : QString()));
    const bool writable = !m_session->isReadOnly();
    m_save->setEnabled(writable && edited);
    m_reset->setEnabled(writable && (!m_editor->isDefault(kind) || edited));
    m_text->setReadOnly(!writable);
}

bool PromptTemplatesDialog::save()
{
    const llm::PromptKind kind = currentKind();
    if (const auto problem = m_editor->save(kind, m_text->toPlainText())) {
        m_problem->setText(PromptTemplateEditor::problemText(*problem));
        m_problem->show();
        return false;
    }
    m_problem->hide();
    m_drafts.remove(m_shown);
    refresh();
    return true;
}

void PromptTemplatesDialog::resetToDefault()
{
    const llm::PromptKind kind = currentKind();
    m_drafts.remove(m_shown);
    m_problem->hide();
    m_editor->reset(kind);
    const QSignalBlocker blocker(m_text);
    m_text->setPlainText(m_editor->text(kind));
    updateState();
}

} // namespace goldset::ui
