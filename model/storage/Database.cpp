#include "storage/Database.h"

#include "core/ProjectFileRegistry.h"
#include "storage/CorpusStore.h"
#include "storage/InteractionPeriodStore.h"
#include "storage/Migrations.h"
#include "storage/SqlDialect.h"
#include "storage/Transaction.h"
#include "storage/WriteLockWait.h"
#include "storage/server/ServerDatabase.h"
#include "storage/server/ServerUrl.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>
#include <sqlite3.h>
#include <unistd.h>

namespace goldset::storage {
namespace {

// SQLite counts every allocation for sqlite3_memory_used() under a process-wide mutex; nothing
// here reads those counts, and the lock and counting were 9% of the instructions of inserting
// an interaction (callgrind, SQLite alone). It must be set before SQLite initialises, so at
// static initialisation, before Qt's driver opens anything; later it is refused harmlessly.
[[maybe_unused]] const int kNoMemoryStatistics = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("goldset-%1").arg(counter.fetchAndAddRelaxed(1));
}

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::storage::Database", text);
}

// Whether this process may change the file: the file and its folder (the -wal and -shm files
// are made there) writable. A read-only mount says no even to root.
bool writable(const QString& path)
{
    const QFileInfo info(path);
    return ::access(QFile::encodeName(info.absoluteFilePath()).constData(), W_OK) == 0 &&
           ::access(QFile::encodeName(info.absolutePath()).constData(), W_OK) == 0;
}

bool hasUnreadLog(const QString& path)
{
    const QFileInfo log(path + QStringLiteral("-wal"));
    return log.exists() && log.size() > 0;
}

QString unreadLogMessage(const QString& path)
{
    return tr("%1 cannot be read here: its log (%2-wal) holds changes not yet in the file, and "
              "SQLite cannot make the shared-memory file it needs to read them where it cannot "
              "write. Copy the project together with its -wal file to a folder you can write, or "
              "open it once where it can be written.")
        .arg(path, QFileInfo(path).fileName());
}

// Opens db (named, not yet open) on path without write access. SQLite reads a WAL project
// read-only when it can make or use the -shm file; on a read-only folder or mount it cannot,
// and then, with no log whose pages it would miss, reads the file as immutable (nobody can be
// writing it there).
bool openReadOnly(QSqlDatabase& db, const QString& path, const QString& extraOptions)
{
    const QString uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded);
    const QString options = QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY;") + extraOptions;
    for (const QString& parameter : {QStringLiteral("?mode=ro"), QStringLiteral("?mode=ro&immutable=1")}) {
        if (parameter.contains(QLatin1String("immutable")) && hasUnreadLog(path))
            break;
        db.setDatabaseName(uri + parameter);
        db.setConnectOptions(options);
        if (!db.open())
            continue;
        QSqlQuery query(db);
        // A WAL file whose -shm cannot be made fails its first read, not its open.
        if (query.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")))
            return true;
        query = QSqlQuery();
        db.close();
    }
    return false;
}

} // namespace

Database::Database() : m_connectionName(nextConnectionName()) {}

Database::~Database()
{
    close();
}

Result<Database::Probe> Database::probe(const QString& path)
{
    Probe probe;
    // The -shm of an open project, opened by SQLite as a database, would be closed again at
    // once: that close drops this process's locks on it (ProjectFileRegistry).
    if (core::ProjectFileRegistry::isCompanion(path))
        return core::ProjectFileRegistry::refuseIfOpenProject(path).error();
    QFileInfo info(path);
    probe.exists = info.exists();
    if (!probe.exists)
        return probe;
    if (!info.isFile())
        return makeError(tr("%1 is not a file").arg(path), path);
    probe.isEmpty = info.size() == 0;
    if (probe.isEmpty)
        return probe;

    // Read-only look at the header pragmas through SQLite itself: nothing in the file changes.
    // The file is never opened with a descriptor of our own: closing one would drop the POSIX
    // locks that this process's SQLite connections hold on it (a Project open on another
    // thread), and another process could then delete the write-ahead log under them.
    const QString name = nextConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        bool opened = db.open();
        if (opened) {
            // A read-only folder or mount: the plain read-only open cannot read a WAL file.
            QSqlQuery first(db);
            if (!first.exec(QStringLiteral("PRAGMA application_id")) && !writable(path)) {
                first = QSqlQuery();
                db.close();
                opened = openReadOnly(db, path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
            }
        }
        if (!opened) {
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return makeError(!writable(path) && hasUnreadLog(path) ? unreadLogMessage(path)
                                                                   : tr("cannot read %1").arg(path),
                             path);
        }
        QSqlQuery query(db);
        // A file that is not SQLite fails its first statement ("file is not a database").
        if (query.exec(QStringLiteral("PRAGMA application_id")) && query.next()) {
            probe.isSqlite = true;
            probe.isGoldset = query.value(0).toInt() == kApplicationId;
            if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
                probe.schemaVersion = query.value(0).toInt();
        }
        query = QSqlQuery();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return probe;
}

Status Database::open(const QString& path, OpenMode mode)
{
    close();
    if (ServerUrl::isServerUrl(path)) {
        auto url = ServerUrl::parse(path);
        if (!url)
            return url.error();
        if (Status opened = ServerDatabase::open(m_connectionName, *url, mode == OpenMode::CreateIfMissing);
            !opened) {
            close();
            return opened;
        }
        m_path = path;
        m_server = true;
        return {};
    }
    auto probed = probe(path);
    if (!probed)
        return probed.error();
    const Probe& p = *probed;
    if (!p.exists && mode == OpenMode::OpenExisting)
        return makeError(tr("%1 does not exist").arg(path), path);
    if (p.exists && p.isEmpty && mode == OpenMode::OpenExisting)
        return makeError(tr("%1 is an empty file, not a Goldset project; it was left as it is").arg(path),
                         path);
    if (p.exists && !p.isEmpty) {
        if (!p.isSqlite || !p.isGoldset)
            return makeError(tr("%1 is not a Goldset project").arg(path), path);
        if (p.schemaVersion > latestSchemaVersion())
            return makeError(tr("%1 was written by a newer Goldset (schema version %2; this Goldset "
                                "reads up to version %3). Update Goldset to open it; the file was "
                                "left unchanged.")
                                 .arg(path)
                                 .arg(p.schemaVersion)
                                 .arg(latestSchemaVersion()),
                             path);
    }

    if (Status opened = openConnection(path); !opened)
        return opened;
    m_path = path;
    core::ProjectFileRegistry::add(path);
    // In place of the busy timeout the driver set: wait for another process's write lock.
    WriteLockWait::install(connection(), path);
    if (Status configured = configure(); !configured) {
        close();
        return configured;
    }
    if (Status migrated = migrate(); !migrated) {
        close();
        return migrated;
    }
    WriteLockWait::finished(connection()); // a wait while setting up is over
    return {};
}

Status Database::openConnection(const QString& path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_readOnly = QFileInfo::exists(path) && !writable(path);
    bool opened = false;
    if (m_readOnly) {
        opened = openReadOnly(db, path, QString());
    } else {
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        opened = db.open();
    }
    if (!opened) {
        const QString message = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        if (m_readOnly && hasUnreadLog(path))
            return makeError(unreadLogMessage(path), path);
        return makeError(tr("cannot open %1: %2").arg(path, message), path);
    }
    return {};
}

QString Database::readOnlyMessage(const QString& path)
{
    return tr("%1 is open read-only (the file, its folder or its disk cannot be written): "
              "nothing can be changed in it")
        .arg(path);
}

Status Database::configure()
{
    const SqlDialect& dialect = SqlDialect::forConnection(connection());
    if (m_readOnly) {
        QSqlQuery query(connection());
        for (const QString& setting : dialect.connectionSettings())
            query.exec(setting);
        return {};
    }
    QSqlQuery query(connection());
    const QStringList pragmas = dialect.connectionSettings() + dialect.writableSettings();
    for (const QString& pragma : pragmas) {
        if (!query.exec(pragma))
            return makeError(tr("cannot configure %1: %2").arg(m_path, query.lastError().text()), m_path);
    }
    return {};
}

Status Database::migrate()
{
    QSqlDatabase db = connection();
    const int current = schemaVersion();
    if (m_readOnly && current < latestSchemaVersion())
        return makeError(tr("%1 was written by an older Goldset and must be upgraded before it can be "
                            "read, which a read-only file cannot take; open it once where it can be "
                            "written")
                             .arg(m_path),
                         m_path);
    for (const Migration& migration : migrations()) {
        if (migration.version <= current)
            continue;
        Transaction transaction(db);
        if (!transaction.begin())
            return makeError(tr("cannot start a transaction in %1: %2").arg(m_path, transaction.lastError()),
                             m_path);
        QSqlQuery query(db);
        for (const QString& statement : migration.statements) {
            if (!query.exec(statement))
                return makeError(tr("migration to schema version %1 failed: %2")
                                     .arg(migration.version)
                                     .arg(query.lastError().text()),
                                 m_path);
        }
        if (migration.version == 1) {
            query.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES ('project_id', ?), "
                                         "('created_by', ?)"));
            query.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
            query.addBindValue(QStringLiteral("Goldset " GOLDSET_VERSION));
            if (!query.exec())
                return makeError(query.lastError().text(), m_path);
            if (!query.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)))
                return makeError(query.lastError().text(), m_path);
        }
        if (migration.version == 5) {
            // Every chunk enters the index of version 5 (a version-1 file had none, and the
            // index of versions 2 to 4 had one column); then the common terms are counted.
            if (Status indexed = CorpusStore(db).reindexAll(); !indexed)
                return indexed;
            if (Status counted = CorpusStore(db).refreshTermFrequencies(true); !counted)
                return counted;
        }
        if (migration.version == 11) {
            // The weeks and months of the interactions imported before they were kept.
            if (Status periods = InteractionPeriodStore(db).refreshAll(); !periods)
                return periods;
        }
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(migration.version)))
            return makeError(query.lastError().text(), m_path);
        if (!transaction.commit())
            return makeError(
                tr("cannot commit schema version %1: %2").arg(migration.version).arg(transaction.lastError()),
                m_path);
    }
    return {};
}

void Database::close()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen()) {
            if (!m_server)
                WriteLockWait::remove(db);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    if (QSqlDatabase::contains(ServerDatabase::innerConnectionName(m_connectionName)))
        QSqlDatabase::removeDatabase(ServerDatabase::innerConnectionName(m_connectionName));
    m_readOnly = false;
    if (!m_path.isEmpty() && !m_server)
        core::ProjectFileRegistry::remove(m_path);
    m_path.clear();
    m_server = false;
}

bool Database::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && connection().isOpen();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    if (m_server)
        return ServerDatabase::schemaVersion(connection());
    QSqlQuery query(connection());
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return 0;
}

} // namespace goldset::storage
