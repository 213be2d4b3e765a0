#include "batches/PackageTransfer.h"

#include "common/WorkPool.h"
#include "core/ProjectFileRegistry.h"
#include "io/SafeFile.h"
#include "storage/Project.h"
#include "storage/WriteLockWait.h"

#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

PackageTransfer::PackageTransfer(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this,
            [this] { Q_EMIT finished(m_watcher.result()); });
}

PackageTransfer::~PackageTransfer()
{
    // The worker holds its own connection; let it finish and close before we go. A wait for
    // another process's write lock ends now rather than when that process is done.
    m_stopping->store(true);
    m_watcher.waitForFinished();
}

QString PackageTransfer::clearTarget(const QString& path)
{
    // The package writer refuses an existing file: it goes first, unless it is open or a
    // project's leftover write-ahead log says it holds unsaved work.
    if (core::ProjectFileRegistry::contains(path))
        return tr("%1 is open; close it first.").arg(path);
    if (Status leftover = io::refuseLeftoverLog(path); !leftover)
        return leftover.error().toString();
    if (QFileInfo::exists(path) && !QFile::remove(path))
        return tr("%1 cannot be replaced.").arg(path);
    return {};
}

bool PackageTransfer::isRunning() const
{
    return m_watcher.isRunning();
}

void PackageTransfer::waitForFinished()
{
    m_watcher.waitForFinished();
}

void PackageTransfer::startExport(const QString& projectPath, const QString& batchName,
                                  const QString& annotator, const QString& packagePath)
{
    m_watcher.setFuture(QtConcurrent::run(workPool(), [=, stopping = m_stopping] {
        const storage::WriteLockWait::CancelScope stopWaiting([stopping] { return stopping->load(); });
        Outcome outcome;
        outcome.exporting = true;
        outcome.packagePath = packagePath;
        auto project = storage::Project::open(projectPath);
        if (!project) {
            outcome.error = project.error();
            return outcome;
        }
        auto exported = batch::exportPackage(**project, batchName, annotator, packagePath);
        if (exported)
            outcome.exportedItems = *exported;
        else
            outcome.error = exported.error();
        return outcome;
    }));
}

void PackageTransfer::startImport(const QString& projectPath, const QString& packagePath)
{
    m_watcher.setFuture(QtConcurrent::run(workPool(), [=, stopping = m_stopping] {
        const storage::WriteLockWait::CancelScope stopWaiting([stopping] { return stopping->load(); });
        Outcome outcome;
        outcome.packagePath = packagePath;
        auto project = storage::Project::open(projectPath);
        if (!project) {
            outcome.error = project.error();
            return outcome;
        }
        auto imported = batch::importPackage(**project, packagePath);
        if (imported)
            outcome.imported = *imported;
        else
            outcome.error = imported.error();
        return outcome;
    }));
}

} // namespace goldset::ui
