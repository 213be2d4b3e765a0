#include "core/ProjectFileRegistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <array>
#include <sys/stat.h>

namespace goldset::core {
namespace {

struct Entry
{
    int count = 0;
    QString canonical; // the database as SQLite names its companions: links resolved
    dev_t device = 0;
    ino_t inode = 0;
};

struct Registry
{
    QMutex mutex;
    QHash<QString, Entry> entries; // by absolute path as opened
};

Registry& registry()
{
    static Registry instance;
    return instance;
}

constexpr std::array<const char*, 4> kSuffixes = {"", "-wal", "-shm", "-journal"};

// The path with its folder's links resolved, for files that may not exist yet (-wal, -shm).
QString resolvedPath(const QString& path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    if (!canonical.isEmpty())
        return canonical;
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? info.absoluteFilePath() : QDir(folder).filePath(info.fileName());
}

bool sameInode(const QString& path, dev_t device, ino_t inode)
{
    struct stat status
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 && status.st_dev == device &&
           status.st_ino == inode;
}

} // namespace

void ProjectFileRegistry::add(const QString& databasePath)
{
    Registry& r = registry();
    const QString key = QFileInfo(databasePath).absoluteFilePath();
    QMutexLocker lock(&r.mutex);
    Entry& entry = r.entries[key];
    if (entry.count++ > 0)
        return;
    entry.canonical = resolvedPath(databasePath);
    struct stat status
    {
    };
    if (::stat(QFile::encodeName(entry.canonical).constData(), &status) == 0) {
        entry.device = status.st_dev;
        entry.inode = status.st_ino;
    }
}

void ProjectFileRegistry::remove(const QString& databasePath)
{
    Registry& r = registry();
    const QString key = QFileInfo(databasePath).absoluteFilePath();
    QMutexLocker lock(&r.mutex);
    auto it = r.entries.find(key);
    if (it == r.entries.end())
        return;
    if (--it->count <= 0)
        r.entries.erase(it);
}

bool ProjectFileRegistry::contains(const QString& path)
{
    if (path.isEmpty())
        return false;
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    if (r.entries.isEmpty())
        return false;
    const QString asGiven = QFileInfo(path).absoluteFilePath();
    const QString resolved = resolvedPath(path);
    for (auto it = r.entries.cbegin(); it != r.entries.cend(); ++it) {
        for (const char* suffix : kSuffixes) {
            const QString companion = QLatin1String(suffix);
            if (asGiven == it.key() + companion || resolved == it->canonical + companion)
                return true;
        }
        if (it->inode != 0 && sameInode(path, it->device, it->inode))
            return true;
    }
    return false;
}

bool ProjectFileRegistry::isCompanion(const QString& path)
{
    if (path.isEmpty())
        return false;
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    const QString asGiven = QFileInfo(path).absoluteFilePath();
    const QString resolved = resolvedPath(path);
    for (auto it = r.entries.cbegin(); it != r.entries.cend(); ++it)
        for (const char* suffix : kSuffixes) {
            const QString companion = QLatin1String(suffix);
            if (!companion.isEmpty() &&
                (asGiven == it.key() + companion || resolved == it->canonical + companion))
                return true;
        }
    return false;
}

Status ProjectFileRegistry::refuseIfOpenProject(const QString& path)
{
    if (!contains(path))
        return {};
    return makeError(QCoreApplication::translate("goldset::core",
                                                 "is a project Goldset has open (or one of its "
                                                 "-wal, -shm files): it is never read or written "
                                                 "as another file"),
                     path);
}

} // namespace goldset::core
