#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QTabWidget;

namespace goldset::ui {

class AppearancePreferencesPage;
class LlmPreferencesPage;

// Edit → Preferences: LLM endpoint and key, the current annotator, appearance. Everything is
// per user (QSettings and the OS keychain), nothing goes into a project.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    LlmPreferencesPage* llmPage() const { return m_llm; }
    AppearancePreferencesPage* appearancePage() const { return m_appearance; }
    QLineEdit* annotatorField() const { return m_annotator; }
    QTabWidget* tabs() const { return m_tabs; }
    QDialogButtonBox* buttons() const { return m_buttons; }

    // Saves every page (OK and Apply).
    void apply();

Q_SIGNALS:
    // After apply(), with the annotator name now in the preferences.
    void applied(const QString& annotator);
    // After apply(), when another language was chosen (shown after a restart).
    void languageChanged();

private:
    QWidget* createAnnotatorPage();

    QTabWidget* m_tabs;
    LlmPreferencesPage* m_llm;
    AppearancePreferencesPage* m_appearance;
    QLineEdit* m_annotator = nullptr;
    QDialogButtonBox* m_buttons;
};

} // namespace goldset::ui
