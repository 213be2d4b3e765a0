#pragma once

#include <QDialog>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace goldset::ui {

// The text of one claim, to edit, to add, or to split at the cursor. Return saves (or splits,
// when opened to split); Ctrl+Return splits at the cursor; Escape cancels. A claim is one
// statement: a line break is never part of it.
class ClaimTextDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Mode
    {
        Edit,
        Split,
        Add
    };
    ClaimTextDialog(Mode mode, const QString& text, int cursor, QWidget* parent = nullptr);

    QString text() const;
    // Where to split, when the person chose to split (Split at Cursor).
    std::optional<int> splitAt() const { return m_splitAt; }
    QPlainTextEdit* editor() const { return m_editor; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void save();
    void splitHere();

    Mode m_mode;
    QPlainTextEdit* m_editor;
    QLabel* m_problem;
    QPushButton* m_split = nullptr;
    std::optional<int> m_splitAt;
};

} // namespace goldset::ui
