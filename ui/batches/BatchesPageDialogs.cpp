#include "batches/AssignmentTableModel.h"
#include "batches/BatchesPage.h"
#include "batches/ImportOutcomeDialog.h"
#include "batches/NewBatchDialog.h"
#include "common/FileDialogs.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

// The dialogs of the Batches page: what the page asks and tells the lead around the state's work.

namespace goldset::ui {
namespace {

QString packageFilter()
{
    return QCoreApplication::translate("goldset::ui::BatchesPage",
                                       "Goldset batch packages (*.goldset);;All files (*)");
}

} // namespace

void BatchesPage::newBatch()
{
    if (!session())
        return;
    NewBatchDialog dialog(session()->project(), this);
    if (dialog.exec() == QDialog::Accepted)
        createBatch(dialog);
}

void BatchesPage::addAnnotatorDialog()
{
    if (!session())
        return;
    if (m_state->onServer()) {
        addServerAnnotatorDialog();
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add Annotator"));
    auto* form = new QFormLayout(&dialog);
    auto* name = new QLineEdit(&dialog);
    name->setAccessibleName(tr("Name of the annotator"));
    auto* lead = new QCheckBox(tr("Lead (adjudicates, edits guidelines)"), &dialog);
    form->addRow(tr("&Name:"), name);
    form->addRow(QString(), lead);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted && !name->text().trimmed().isEmpty())
        addAnnotator(name->text().trimmed(),
                     lead->isChecked() ? AnnotatorRole::Lead : AnnotatorRole::Annotator);
}

// On a server an annotator is a sign-in: a role with a password, made on the server. Its
// button says what it does, and the note says what undo cannot take back.
void BatchesPage::addServerAnnotatorDialog()
{
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("serverAnnotatorDialog"));
    dialog.setWindowTitle(tr("Add Annotator"));
    auto* form = new QFormLayout(&dialog);
    auto* name = new QLineEdit(&dialog);
    name->setObjectName(QStringLiteral("annotatorName"));
    name->setAccessibleName(tr("Name of the annotator"));
    auto* password = new QLineEdit(&dialog);
    password->setObjectName(QStringLiteral("annotatorPassword"));
    password->setEchoMode(QLineEdit::Password);
    password->setAccessibleName(tr("Password"));
    auto* again = new QLineEdit(&dialog);
    again->setObjectName(QStringLiteral("annotatorPasswordAgain"));
    again->setEchoMode(QLineEdit::Password);
    again->setAccessibleName(tr("Password again"));
    auto* note =
        new QLabel(tr("Creates a sign-in on the server: the annotator opens this project with this name "
                      "and password. In blind batches the server shows her no one else's grades and no "
                      "judge verdicts. Undo removes her from the project; the sign-in stays on the server."),
                   &dialog);
    note->setWordWrap(true);
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("&Password:"), password);
    form->addRow(tr("&Again:"), again);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    QPushButton* create = buttons->addButton(tr("&Create Sign-in"), QDialogButtonBox::AcceptRole);
    const auto check = [=] {
        create->setEnabled(!name->text().trimmed().isEmpty() && !password->text().isEmpty() &&
                           password->text() == again->text());
    };
    check();
    for (QLineEdit* edit : {name, password, again})
        connect(edit, &QLineEdit::textChanged, &dialog, check);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        m_state->addServerAnnotator(name->text(), password->text());
}

void BatchesPage::exportPackage()
{
    const QString suggested = m_state->suggestedPackagePath();
    if (suggested.isEmpty())
        return;
    QString path = filedialogs::saveFileName(this, tr("Export Package"), suggested, packageFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".goldset");
    if (m_state->clearExportPath(path))
        exportPackageTo(path);
}

void BatchesPage::importPackage()
{
    if (!session())
        return;
    const QString path = filedialogs::openFileName(
        this, tr("Import Package"), QFileInfo(session()->path()).absolutePath(), packageFilter());
    if (!path.isEmpty())
        importPackageFrom(path);
}

void BatchesPage::showProgress(const QString& title, const QString& text)
{
    auto* progress = new QProgressDialog(text, QString(), 0, 0, this);
    progress->setWindowTitle(title);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(400); // only work that takes a while shows it
    progress->setWindowModality(Qt::WindowModal);
    connect(m_state->transfer(), &PackageTransfer::finished, progress, &QProgressDialog::close);
}

void BatchesPage::showImported(const QString& packagePath, const batch::ImportSummary& summary)
{
    auto* dialog = new ImportOutcomeDialog(packagePath, summary, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_state->setLastOutcome(dialog->text());
    dialog->open();
}

void BatchesPage::reportError(const QString& title, const QString& message)
{
    Q_EMIT statusMessage(message);
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace goldset::ui
