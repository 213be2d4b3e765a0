#include "batches/ImportOutcomeDialog.h"

#include "batches/AssignmentTableModel.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace goldset::ui {

ImportOutcomeDialog::ImportOutcomeDialog(const QString& packagePath, const batch::ImportSummary& summary,
                                         QWidget* parent)
    : QDialog(parent), m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("importOutcomeDialog"));
    setWindowTitle(tr("Package Imported"));
    m_text->setObjectName(QStringLiteral("importOutcome"));
    m_text->setAccessibleName(tr("What the import changed"));
    m_text->setHtml(describe(packagePath, summary));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(560, 420);
}

QString ImportOutcomeDialog::text() const
{
    return m_text->toPlainText();
}

QString ImportOutcomeDialog::describe(const QString& packagePath, const batch::ImportSummary& s)
{
    QString html = QStringLiteral("<p>%1</p>")
                       .arg(tr("%1: batch %2, annotator %3.")
                                .arg(QFileInfo(packagePath).fileName(), s.batchName, s.annotator)
                                .toHtmlEscaped());
    if (s.inserted + s.updated == 0)
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("Nothing changed: the project already holds everything in this package.")
                             .toHtmlEscaped());
    html += QStringLiteral("<ul><li>%1</li><li>%2</li><li>%3</li><li>%4</li><li>%5</li></ul>")
                .arg(tr("New: %1").arg(s.inserted).toHtmlEscaped(),
                     tr("Changed (the package's change is newer): %1").arg(s.updated).toHtmlEscaped(),
                     tr("Unchanged: %1").arg(s.unchanged).toHtmlEscaped(),
                     tr("Kept (the project's value is newer): %1").arg(s.keptNewer).toHtmlEscaped(),
                     tr("Outside the assignment, ignored: %1").arg(s.ignored).toHtmlEscaped());
    auto list = [&html](const QString& title, const QStringList& items) {
        if (items.isEmpty())
            return;
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(title.toHtmlEscaped());
        for (const QString& item : items)
            html +=
                QStringLiteral("<li>%1</li>")
                    .arg(QString(item).replace(QLatin1String(" -> "), QStringLiteral(" → ")).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    };
    list(tr("Changed labels (old → new):"), s.updatedItems);
    list(tr("Kept, newer in the project:"), s.keptItems);
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The assignment is now: %1.")
                         .arg(AssignmentTableModel::statusName(s.status))
                         .toHtmlEscaped());
    return html;
}

} // namespace goldset::ui
