#pragma once

#include <QWidget>

class QPushButton;
class QTextBrowser;

namespace goldset::ui {

// The side panel of the labelling page: the grade scale (digit, colour and meaning) and the
// project's guidelines rendered from Markdown. A lead may edit them (editRequested).
class GuidelinesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit GuidelinesPanel(QWidget* parent = nullptr);

    void setGuidelines(const QString& markdown);
    void setEditable(bool editable);
    QTextBrowser* browser() const { return m_browser; }

    // The meaning of a grade, as the scale shows it.
    static QString gradeMeaning(int grade);

Q_SIGNALS:
    void editRequested();

private:
    QTextBrowser* m_browser = nullptr;
    QPushButton* m_edit = nullptr;
};

} // namespace goldset::ui
