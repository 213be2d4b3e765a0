#include "common/NameOnlyIconProvider.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIcon>
#include <QMimeDatabase>

namespace goldset::ui {
namespace {

QMimeType mimeTypeByName(const QFileInfo& info)
{
    // A name, not a QFileInfo: the database then never opens the file, whatever the mode.
    return QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
}

} // namespace

QIcon NameOnlyIconProvider::icon(const QFileInfo& info) const
{
    if (info.isDir())
        return QFileIconProvider::icon(IconType::Folder);
    const QMimeType type = mimeTypeByName(info);
    const QIcon fallback = QFileIconProvider::icon(IconType::File);
    return type.isDefault() ? fallback : QIcon::fromTheme(type.iconName(), fallback);
}

QString NameOnlyIconProvider::type(const QFileInfo& info) const
{
    if (info.isDir())
        return QCoreApplication::translate("goldset::ui::NameOnlyIconProvider", "Folder");
    const QMimeType type = mimeTypeByName(info);
    if (!type.isDefault())
        return type.comment();
    const QString suffix = info.suffix();
    return suffix.isEmpty()
               ? QCoreApplication::translate("goldset::ui::NameOnlyIconProvider", "File")
               : QCoreApplication::translate("goldset::ui::NameOnlyIconProvider", "%1 File").arg(suffix);
}

} // namespace goldset::ui
