#include "common/FileDialogs.h"

#include "common/NameOnlyIconProvider.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QTemporaryDir>

namespace goldset::ui::filedialogs {
namespace {

QString& defaultFolderRef()
{
    static QString folder;
    return folder;
}

// The folder to start in, and the file name to propose there.
void splitStart(const QString& start, QString& folder, QString& name)
{
    const QFileInfo info(start);
    if (!start.isEmpty() && (info.isAbsolute() || start.contains(QLatin1Char('/')))) {
        if (info.isDir()) {
            folder = info.absoluteFilePath();
        } else {
            folder = info.absolutePath();
            name = info.fileName();
        }
        return;
    }
    folder = defaultFolderRef();
    name = start;
}

// Runs a widget-based dialog with the name-only icon provider. The dialog starts in an empty
// folder of its own and moves to the real one only once the provider is in place: its file
// system model gathers file information on a thread from the moment it has a folder.
QStringList run(QWidget* parent, const QString& caption, const QString& start, const QString& filter,
                QFileDialog::FileMode mode, QFileDialog::AcceptMode accept, QString* selectedFilter)
{
    const QTemporaryDir empty;
    NameOnlyIconProvider icons; // outlives the dialog, whose gathering thread uses it
    QFileDialog dialog(parent, caption, empty.isValid() ? empty.path() : QDir::rootPath(), filter);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setIconProvider(&icons);
    dialog.setFileMode(mode);
    // Room for the name, size, type and date columns (its own hint cuts them short).
    dialog.resize(dialog.sizeHint().expandedTo(QSize(860, 520)));
    dialog.setAcceptMode(accept);
    if (mode == QFileDialog::Directory)
        dialog.setOption(QFileDialog::ShowDirsOnly);
    QString folder;
    QString name;
    splitStart(start, folder, name);
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        dialog.setDirectory(folder);
    else
        dialog.setDirectory(QDir::currentPath());
    if (!name.isEmpty())
        dialog.selectFile(name);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    if (selectedFilter)
        *selectedFilter = dialog.selectedNameFilter();
    return dialog.selectedFiles();
}

} // namespace

void setDefaultFolder(const QString& folder)
{
    defaultFolderRef() = folder;
}

QString defaultFolder()
{
    return defaultFolderRef();
}

QString openFileName(QWidget* parent, const QString& caption, const QString& start, const QString& filter)
{
    const QStringList files =
        run(parent, caption, start, filter, QFileDialog::ExistingFile, QFileDialog::AcceptOpen, nullptr);
    return files.value(0);
}

QStringList openFileNames(QWidget* parent, const QString& caption, const QString& start,
                          const QString& filter)
{
    return run(parent, caption, start, filter, QFileDialog::ExistingFiles, QFileDialog::AcceptOpen, nullptr);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& start, const QString& filter,
                     QString* selectedFilter)
{
    const QStringList files =
        run(parent, caption, start, filter, QFileDialog::AnyFile, QFileDialog::AcceptSave, selectedFilter);
    return files.value(0);
}

QString existingFolder(QWidget* parent, const QString& caption, const QString& start)
{
    const QStringList folders =
        run(parent, caption, start, {}, QFileDialog::Directory, QFileDialog::AcceptOpen, nullptr);
    return folders.value(0);
}

} // namespace goldset::ui::filedialogs
