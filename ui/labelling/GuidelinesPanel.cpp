#include "labelling/GuidelinesPanel.h"

#include "common/ThemeColours.h"

#include <QLabel>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

namespace goldset::ui {

QString GuidelinesPanel::gradeMeaning(int grade)
{
    switch (grade) {
    case 0:
        return tr("not relevant");
    case 1:
        return tr("partially relevant");
    case 2:
        return tr("relevant");
    default:
        return tr("highly relevant");
    }
}

GuidelinesPanel::GuidelinesPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 0, 0);
    auto* scaleTitle = new QLabel(tr("<b>Grades</b> (press the digit)"), this);
    layout->addWidget(scaleTitle);
    QString scale = QStringLiteral("<table cellspacing=\"3\">");
    for (int grade = 0; grade <= 3; ++grade) {
        const ThemeColours::Pair chip = ThemeColours().grade(grade);
        const QColor colour = chip.background;
        const QColor text = chip.text;
        scale += QStringLiteral("<tr><td style=\"background-color:%1; color:%2;\">&nbsp;<b>%3</b>&nbsp;</td>"
                                "<td>&nbsp;%4</td></tr>")
                     .arg(colour.name(), text.name())
                     .arg(grade)
                     .arg(gradeMeaning(grade).toHtmlEscaped());
    }
    scale += QStringLiteral("</table>");
    auto* scaleLabel = new QLabel(scale, this);
    scaleLabel->setObjectName(QStringLiteral("gradeScale"));
    layout->addWidget(scaleLabel);
    auto* keys = new QLabel(tr("<b>Keys</b><br>J / K or ↓ / ↑: next / previous chunk<br>"
                               "N / P: next / previous question<br>Backspace: clear grade<br>"
                               "C: neighbouring chunks<br>/ or Ctrl+F: search the corpus<br>"
                               "Ctrl+Z / Ctrl+Shift+Z: undo / redo<br>G: gold mode (leads)"),
                            this);
    keys->setWordWrap(true);
    layout->addWidget(keys);

    auto* guidelinesTitle = new QLabel(tr("<b>Guidelines</b>"), this);
    layout->addWidget(guidelinesTitle);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guidelinesBrowser"));
    m_browser->setOpenExternalLinks(false);
    m_browser->setFocusPolicy(Qt::NoFocus); // the keys stay with the candidates
    layout->addWidget(m_browser, 1);
    m_edit = new QPushButton(tr("Edit Guidelines..."), this);
    m_edit->setObjectName(QStringLiteral("editGuidelinesButton"));
    m_edit->setFocusPolicy(Qt::NoFocus);
    connect(m_edit, &QPushButton::clicked, this, &GuidelinesPanel::editRequested);
    layout->addWidget(m_edit);
    setEditable(false);
}

void GuidelinesPanel::setGuidelines(const QString& markdown)
{
    if (markdown.trimmed().isEmpty()) {
        m_browser->setHtml(tr("<p><i>This project has no guidelines yet. A lead can write them.</i></p>"));
        return;
    }
    // Guidelines are project text, not trusted markup: Markdown yes, raw HTML no.
    QTextDocument* document = m_browser->document();
    document->setMarkdown(markdown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub |
                                                                    QTextDocument::MarkdownNoHTML));
    // Headings at the sizes of a side panel: a document's title in xx-large filled it.
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level == 0)
            continue;
        QTextCursor cursor(block);
        cursor.select(QTextCursor::BlockUnderCursor);
        QTextCharFormat format;
        format.setProperty(QTextFormat::FontSizeAdjustment, level == 1 ? 1 : 0);
        cursor.mergeCharFormat(format);
    }
    m_browser->moveCursor(QTextCursor::Start); // read from the top, not where the old text was scrolled
}

void GuidelinesPanel::setEditable(bool editable)
{
    m_edit->setEnabled(editable);
    m_edit->setToolTip(editable ? QString() : tr("Only a lead edits the guidelines."));
}

} // namespace goldset::ui
