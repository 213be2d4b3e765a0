#include "shell/RecentFiles.h"

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
    const QString absolute = QFileInfo(path).absoluteFilePath();
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
        action->setEnabled(QFileInfo::exists(path));
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
