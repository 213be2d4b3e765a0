#include "shell/RecentFiles.h"

#include "storage/server/ServerUrl.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace goldset::ui {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QWidget* parent) : QMenu(tr("Open &Recent"), parent)
{
    rebuild();
}

QStringList RecentFiles::files() const
{
    return QSettings().value(kKey).toStringList();
}

void RecentFiles::add(const QString& path)
{
    QStringList list = files();
    // A server project is kept by its URL without a password.
    const QString absolute = storage::ServerUrl::isServerUrl(path) ? storage::ServerUrl::shown(path)
                                                                   : QFileInfo(path).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaximum)
        list.removeLast();
    QSettings().setValue(kKey, list);
    rebuild();
}

void RecentFiles::rebuild()
{
    clear();
    const QStringList list = files();
    int number = 1;
    for (const QString& path : list) {
        QAction* action =
            addAction(QStringLiteral("&%1 %2").arg(number++).arg(QDir::toNativeSeparators(path)));
        action->setEnabled(storage::ServerUrl::isServerUrl(path) || QFileInfo::exists(path));
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT fileChosen(path); });
    }
    if (list.isEmpty()) {
        addAction(tr("No recent projects"))->setEnabled(false);
        return;
    }
    addSeparator();
    connect(addAction(tr("&Clear List")), &QAction::triggered, this, [this] {
        QSettings().remove(kKey);
        rebuild();
    });
}

} // namespace goldset::ui
