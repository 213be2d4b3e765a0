#include "io/SafeFile.h"

#include "core/ProjectFileRegistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <unistd.h>
#endif

namespace goldset::io {
namespace {

// Large enough that a big export costs few system calls, small enough to hold in memory.
constexpr qsizetype kBlock = 1 << 20;

} // namespace

SafeFile::SafeFile(QString path) : m_path(std::move(path)) {}

SafeFile::~SafeFile()
{
    // QSaveFile removes its temporary file when destroyed without a commit.
    if (m_direct && m_device && m_device->isOpen())
        m_device->close();
}

Status SafeFile::open()
{
    // A rename over an open project would replace it under SQLite's connections.
    if (Status refused = core::ProjectFileRegistry::refuseIfOpenProject(m_path); !refused) {
        fail(refused.error().message);
        return refused;
    }
    const QFileInfo target(m_path);
    // A rename would put a regular file in the place of a device (as root even /dev/full);
    // such a target is written in place, still with every write checked.
    m_direct = target.exists() && !target.isDir() && !target.isFile();
    if (m_direct)
        m_device = std::make_unique<QFile>(m_path);
    else
        m_device = std::make_unique<QSaveFile>(m_path);
    // Unbuffered: QSaveFile's own buffer is flushed on commit without its error being noticed
    // (Qt 6.4 then renames a truncated file into place); this class buffers instead.
    if (!m_device->open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        fail(m_device->errorString());
        return error();
    }
    return {};
}

void SafeFile::fail(const QString& reason)
{
    if (m_error.isEmpty())
        m_error = reason.isEmpty() ? QCoreApplication::translate("goldset::io", "unknown error") : reason;
}

Error SafeFile::error() const
{
    return makeError(QCoreApplication::translate("goldset::io", "cannot write: %1").arg(m_error), m_path);
}

void SafeFile::write(const char* data, qint64 size)
{
    if (failed() || m_cancelled || !m_device)
        return;
    m_buffer.append(data, size);
    if (m_buffer.size() >= kBlock)
        flushBuffer();
}

void SafeFile::flushBuffer()
{
    qsizetype offset = 0;
    while (!failed() && offset < m_buffer.size()) {
        const qint64 written = m_device->write(m_buffer.constData() + offset, m_buffer.size() - offset);
        if (written <= 0)
            fail(m_device->errorString());
        else
            offset += written;
    }
    m_buffer.clear();
}

void SafeFile::cancel()
{
    m_cancelled = true;
    m_buffer.clear();
    if (auto* save = qobject_cast<QSaveFile*>(m_device.get()))
        save->cancelWriting();
}

Status SafeFile::prepare()
{
    if (!m_device)
        return makeError(QCoreApplication::translate("goldset::io", "cannot write: %1")
                             .arg(QCoreApplication::translate("goldset::io", "the file is not open")),
                         m_path);
    if (m_cancelled || m_committed || m_prepared)
        return {};
    flushBuffer();
#ifdef Q_OS_UNIX
    // Some file systems (NFS, quotas, delayed allocation) report a full disk only here;
    // QSaveFile syncs too but ignores the result. A device cannot be synced and needs not be.
    if (!failed() && !m_direct && m_device->handle() >= 0 && ::fsync(m_device->handle()) != 0)
        fail(QString::fromLocal8Bit(std::strerror(errno)));
#endif
    if (failed()) {
        m_device.reset(); // QSaveFile discards the temporary file
        return error();
    }
    m_prepared = true;
    return {};
}

Status SafeFile::commit()
{
    if (m_committed)
        return {};
    if (m_cancelled) {
        m_device.reset(); // QSaveFile discards the temporary file
        return makeError(QCoreApplication::translate("goldset::io", "cancelled: nothing written"), m_path);
    }
    if (Status prepared = prepare(); !prepared)
        return prepared;
    if (auto* save = qobject_cast<QSaveFile*>(m_device.get())) {
        if (!save->commit()) {
            fail(save->errorString());
            m_device.reset();
            return error();
        }
    } else {
        m_device->close();
        if (m_device->error() != QFileDevice::NoError) {
            fail(m_device->errorString());
            return error();
        }
    }
    m_committed = true;
    return {};
}

Status writeFile(const QString& path, const QByteArray& bytes)
{
    SafeFile file(path);
    if (Status opened = file.open(); !opened)
        return opened;
    file.write(bytes);
    return file.commit();
}

QString partialPath(const QString& target)
{
    const QFileInfo info(target);
    QString candidate;
    do {
        candidate =
            info.dir().filePath(QStringLiteral(".%1.%2.partial")
                                    .arg(info.fileName())
                                    .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')));
    } while (QFileInfo::exists(candidate));
    return candidate;
}

Status refuseLeftoverLog(const QString& target)
{
    for (const QString& suffix : {QStringLiteral("-wal"), QStringLiteral("-journal")})
        if (QFileInfo::exists(target + suffix))
            return makeError(
                QCoreApplication::translate("goldset::io",
                                            "%1 lies beside it: a project there is open elsewhere or was not "
                                            "closed, and a new file of that name would be read with its log. "
                                            "Choose another name, or open and close that project first.")
                    .arg(QFileInfo(target + suffix).fileName()),
                target);
    return {};
}

Status publishPartial(const QString& partial, const QString& target)
{
    Status refused = core::ProjectFileRegistry::refuseIfOpenProject(target);
    if (refused)
        refused = refuseLeftoverLog(target);
    if (!refused) {
        removeDatabaseFiles(partial);
        return refused;
    }
    // SQLite folds its WAL into the file when the last connection closes; one left over holds
    // part of the data, and the file alone would be incomplete.
    for (const QString& suffix : {QStringLiteral("-wal"), QStringLiteral("-journal")})
        if (QFileInfo::exists(partial + suffix)) {
            removeDatabaseFiles(partial);
            return makeError(
                QCoreApplication::translate("goldset::io", "cannot write: %1")
                    .arg(QCoreApplication::translate("goldset::io", "the file was not completed")),
                target);
        }
    QFile file(partial);
    // QFile::rename never replaces an existing file: a target that appeared meanwhile stays.
    if (!file.rename(target)) {
        const QString reason = file.errorString();
        removeDatabaseFiles(partial);
        return makeError(QCoreApplication::translate("goldset::io", "cannot write: %1").arg(reason), target);
    }
    QFile::remove(partial + QStringLiteral("-shm"));
    return {};
}

void removeDatabaseFiles(const QString& path)
{
    for (const QString& suffix :
         {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(path + suffix);
}

} // namespace goldset::io
