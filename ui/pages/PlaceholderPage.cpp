#include "pages/PlaceholderPage.h"

#include <QLabel>
#include <QVBoxLayout>

namespace goldset::ui {

PlaceholderPage::PlaceholderPage(const QString& title, const QString& description, QWidget* parent)
    : Page(parent), m_title(title)
{
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped()), this);
    auto* text = new QLabel(description, this);
    text->setWordWrap(true);
    layout->addWidget(heading);
    layout->addWidget(text);
    layout->addStretch();
}

void PlaceholderPage::sessionSet(ProjectSession*) {}

} // namespace goldset::ui
