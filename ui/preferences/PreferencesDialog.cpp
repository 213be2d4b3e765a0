#include "preferences/PreferencesDialog.h"

#include "preferences/AppearancePreferencesPage.h"
#include "preferences/LlmPreferencesPage.h"
#include "preferences/Preferences.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace goldset::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_tabs = new QTabWidget(this);
    m_llm = new LlmPreferencesPage(this);
    m_appearance = new AppearancePreferencesPage(this);
    m_tabs->addTab(m_llm, tr("&LLM"));
    m_tabs->addTab(createAnnotatorPage(), tr("A&nnotator"));
    m_tabs->addTab(m_appearance, tr("A&ppearance"));

    m_buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &PreferencesDialog::apply);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);
    resize(720, 540);
}

QWidget* PreferencesDialog::createAnnotatorPage()
{
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("annotatorPreferences"));
    m_annotator = new QLineEdit(preferences::annotatorName(), page);
    m_annotator->setObjectName(QStringLiteral("annotatorName"));
    auto* note = new QLabel(tr("Relevance labels and claim reviews are recorded under this name. The "
                               "Labelling page can switch it too."),
                            page);
    note->setWordWrap(true);
    note->setEnabled(false);
    auto* form = new QFormLayout;
    form->addRow(tr("&Current annotator:"), m_annotator);
    form->addRow(QString(), note);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addStretch(1);
    return page;
}

void PreferencesDialog::apply()
{
    m_llm->save();
    const bool languageChanged = m_appearance->save();
    const QString annotator = m_annotator->text().trimmed();
    if (!annotator.isEmpty())
        preferences::setAnnotatorName(annotator);
    Q_EMIT applied(preferences::annotatorName());
    if (languageChanged)
        Q_EMIT this->languageChanged();
}

} // namespace goldset::ui
