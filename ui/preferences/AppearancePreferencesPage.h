#pragma once

#include "preferences/Preferences.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace goldset::ui {

// Preferences → Appearance: UI language (at the next start), theme and font size (at once).
class AppearancePreferencesPage : public QWidget
{
    Q_OBJECT

public:
    explicit AppearancePreferencesPage(QWidget* parent = nullptr);

    void load();
    AppearancePreferences preferences() const;
    // Saves and applies theme and font size to the running application; true when the language
    // changed (it takes effect at the next start).
    bool save();

    QComboBox* languageField() const { return m_language; }
    QComboBox* themeField() const { return m_theme; }
    QSpinBox* fontSizeField() const { return m_fontSize; }

private:
    QComboBox* m_language;
    QComboBox* m_theme;
    QSpinBox* m_fontSize;
    QLabel* m_languageNote;
    QString m_loadedLanguage;
};

} // namespace goldset::ui
