#include "preferences/AppearancePreferencesPage.h"

#include "preferences/Appearance.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace goldset::ui {

AppearancePreferencesPage::AppearancePreferencesPage(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("appearancePreferences"));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("uiLanguage"));
    for (const auto& [code, name] : AppearancePreferences::languages())
        m_language->addItem(name, code);
    m_languageNote = new QLabel(tr("A new language takes effect after a restart of Goldset."), this);
    m_languageNote->setObjectName(QStringLiteral("uiLanguageNote"));
    m_languageNote->setWordWrap(true);
    m_languageNote->setEnabled(false);

    m_theme = new QComboBox(this);
    m_theme->setObjectName(QStringLiteral("uiTheme"));
    m_theme->addItem(tr("System"), int(Theme::System));
    m_theme->addItem(tr("Light"), int(Theme::Light));
    m_theme->addItem(tr("Dark"), int(Theme::Dark));

    m_fontSize = new QSpinBox(this);
    m_fontSize->setObjectName(QStringLiteral("uiFontSize"));
    m_fontSize->setRange(0, 32);
    m_fontSize->setSpecialValueText(tr("System default"));
    m_fontSize->setSuffix(tr(" pt"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_languageNote);
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(tr("&Font size:"), m_fontSize);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    load();
}

void AppearancePreferencesPage::load()
{
    const AppearancePreferences preferences = AppearancePreferences::load();
    m_loadedLanguage = preferences.language;
    m_language->setCurrentIndex(std::max(0, m_language->findData(preferences.language)));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(int(preferences.theme))));
    m_fontSize->setValue(preferences.fontPointSize);
}

AppearancePreferences AppearancePreferencesPage::preferences() const
{
    AppearancePreferences preferences;
    preferences.language = m_language->currentData().toString();
    preferences.theme = static_cast<Theme>(m_theme->currentData().toInt());
    preferences.fontPointSize = m_fontSize->value();
    return preferences;
}

bool AppearancePreferencesPage::save()
{
    const AppearancePreferences chosen = preferences();
    chosen.save();
    appearance::apply(chosen);
    const bool languageChanged = chosen.language != m_loadedLanguage;
    m_loadedLanguage = chosen.language;
    return languageChanged;
}

} // namespace goldset::ui
