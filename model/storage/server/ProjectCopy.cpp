#include "storage/server/ProjectCopy.h"

#include "storage/CorpusStore.h"
#include "storage/Migrations.h"
#include "storage/Project.h"
#include "storage/Transaction.h"
#include "storage/server/PostgresSchema.h"
#include "storage/server/ServerRoles.h"
#include "storage/server/ServerTerms.h"
#include "storage/server/ServerUrl.h"
#include "text/SearchText.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <libpq-fe.h>

namespace goldset::storage {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::storage::ProjectCopy", text);
}

PGconn* libpqConnection(const QSqlDatabase& db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    // QPSQL's handle is a PGconn* (libpq's typedef of struct pg_conn, as the name may read).
    if (!handle.isValid() ||
        (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0))
        return nullptr;
    return *static_cast<PGconn* const*>(handle.constData());
}

// One value in COPY's text format.
void appendCopyValue(QByteArray& line, const QVariant& value)
{
    if (value.isNull()) {
        line += "\\N";
        return;
    }
    switch (value.typeId()) {
    case QMetaType::QByteArray:
        line += "\\\\x" + value.toByteArray().toHex();
        return;
    case QMetaType::Double:
        line += QByteArray::number(value.toDouble(), 'g', 17);
        return;
    case QMetaType::Bool:
        line += value.toBool() ? "1" : "0";
        return;
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        line += QByteArray::number(value.toLongLong());
        return;
    default:
        break;
    }
    const QByteArray text = value.toString().toUtf8();
    line.reserve(line.size() + text.size());
    for (char c : text) {
        switch (c) {
        case '\\':
            line += "\\\\";
            break;
        case '\t':
            line += "\\t";
            break;
        case '\n':
            line += "\\n";
            break;
        case '\r':
            line += "\\r";
            break;
        default:
            line += c;
        }
    }
}

// Rows into a server table through COPY; `next` fills a line (without its newline) and says
// whether there was a row.
Status copyIn(PGconn* connection, const QString& table, const QStringList& columns,
              const std::function<Result<bool>(QByteArray&)>& next)
{
    const QByteArray command =
        QStringLiteral("COPY %1 (%2) FROM STDIN").arg(table, columns.join(QStringLiteral(", "))).toUtf8();
    PGresult* started = PQexec(connection, command.constData());
    const bool ready = PQresultStatus(started) == PGRES_COPY_IN;
    QString error = ready ? QString() : QString::fromUtf8(PQerrorMessage(connection)).trimmed();
    PQclear(started);
    if (!ready)
        return makeError(error);
    QByteArray buffer, line;
    std::optional<Error> failed;
    while (true) {
        line.clear();
        auto more = next(line);
        if (!more) {
            failed = more.error();
            break;
        }
        if (!*more)
            break;
        buffer += line;
        buffer += '\n';
        if (buffer.size() >= (1 << 20)) {
            if (PQputCopyData(connection, buffer.constData(), int(buffer.size())) != 1)
                break;
            buffer.clear();
        }
    }
    if (!failed && !buffer.isEmpty())
        PQputCopyData(connection, buffer.constData(), int(buffer.size()));
    PQputCopyEnd(connection, failed ? "cancelled" : nullptr);
    while (PGresult* result = PQgetResult(connection)) {
        if (PQresultStatus(result) != PGRES_COMMAND_OK && !failed)
            failed = makeError(QString::fromUtf8(PQresultErrorMessage(result)).trimmed());
        PQclear(result);
    }
    if (failed)
        return *failed;
    return {};
}

QStringList columnsOf(const QSqlDatabase& db, const QString& table)
{
    QSqlQuery q(db);
    QStringList columns;
    if (q.exec(QStringLiteral("SELECT * FROM %1 WHERE 1 = 0").arg(table))) {
        const QSqlRecord record = q.record();
        for (int i = 0; i < record.count(); ++i)
            columns << record.fieldName(i);
    }
    return columns;
}

struct Copier
{
    Project& from;
    Project& to;
    bool toServer;
    ProjectCopy::Summary summary;

    Status table(const QString& table)
    {
        const QStringList columns = columnsOf(from.connection(), table);
        if (columns.isEmpty())
            return makeError(
                QCoreApplication::translate("goldset::storage::ProjectCopy", "cannot read the table %1 of %2")
                    .arg(table, ServerUrl::shown(from.path())));
        QStringList key = PostgresSchema::get().rewriting.primaryKeys.value(table);
        if (key.isEmpty())
            key = columns;
        QSqlQuery rows(from.connection());
        rows.setForwardOnly(true);
        if (!rows.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                           .arg(columns.join(QStringLiteral(", ")), table, key.join(QStringLiteral(", ")))))
            return makeError(rows.lastError().text());
        if (table == QLatin1String("meta")) {
            QSqlQuery clear(to.connection());
            if (!clear.exec(QStringLiteral("DELETE FROM meta")))
                return makeError(clear.lastError().text());
        }
        qint64 count = 0;
        if (toServer) {
            PGconn* connection = libpqConnection(to.connection());
            if (!connection)
                return makeError(QCoreApplication::translate("goldset::storage::ProjectCopy",
                                                             "the target is not a PostgreSQL connection"));
            Status done = copyIn(connection, table, columns, [&](QByteArray& line) -> Result<bool> {
                while (rows.next()) {
                    // A file keeps its schema version in the header, a server in meta.
                    if (table == QLatin1String("meta") &&
                        rows.value(0).toString() == QLatin1String("schema_version"))
                        continue;
                    for (int i = 0; i < columns.size(); ++i) {
                        if (i > 0)
                            line += '\t';
                        appendCopyValue(line, rows.value(i));
                    }
                    ++count;
                    return true;
                }
                if (rows.lastError().isValid())
                    return makeError(rows.lastError().text());
                return false;
            });
            if (!done)
                return makeError(
                    QCoreApplication::translate("goldset::storage::ProjectCopy", "copying %1: %2")
                        .arg(table, done.error().message));
        } else {
            QStringList marks;
            for (qsizetype i = 0; i < columns.size(); ++i)
                marks << QStringLiteral("?");
            QSqlQuery insert(to.connection());
            insert.prepare(
                QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                    .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
            while (rows.next()) {
                if (table == QLatin1String("meta") &&
                    rows.value(0).toString() == QLatin1String("schema_version"))
                    continue;
                for (int i = 0; i < columns.size(); ++i)
                    insert.bindValue(i, rows.value(i));
                if (!insert.exec())
                    return makeError(
                        QCoreApplication::translate("goldset::storage::ProjectCopy", "copying %1: %2")
                            .arg(table, insert.lastError().text()));
                ++count;
            }
        }
        if (table == QLatin1String("meta") && toServer) {
            QSqlQuery version(to.connection());
            version.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES ('schema_version', ?)"));
            version.addBindValue(QString::number(latestSchemaVersion()));
            if (!version.exec())
                return makeError(version.lastError().text());
        }
        summary.rows += count;
        ++summary.tables;
        return {};
    }

    // The server's own index: every chunk's terms, through COPY as well.
    Status serverIndex()
    {
        QSqlQuery chunks(to.connection());
        chunks.setForwardOnly(true);
        if (!chunks.exec(QStringLiteral("SELECT id, text FROM chunk WHERE stub = 0 ORDER BY id")))
            return makeError(chunks.lastError().text());
        // The rows are read before COPY starts: libpq runs one command at a time.
        QList<std::pair<qint64, QString>> all;
        while (chunks.next())
            all.append({chunks.value(0).toLongLong(), chunks.value(1).toString()});
        chunks.finish();
        qsizetype at = 0;
        return copyIn(libpqConnection(to.connection()), QStringLiteral("chunk_fts"),
                      {QStringLiteral("rowid"), QStringLiteral("terms"), QStringLiteral("size")},
                      [&](QByteArray& line) -> Result<bool> {
                          if (at >= all.size())
                              return false;
                          const auto& [id, text] = all[at++];
                          const text::IndexTexts index = text::indexTexts(text);
                          const ServerTerms terms = ServerTerms::of(index.body, index.cjk);
                          line += QByteArray::number(id) + '\t';
                          appendCopyValue(line, QString::fromUtf8(terms.tsvector));
                          line += '\t' + QByteArray::number(terms.size);
                          return true;
                      });
    }

    Status sequences()
    {
        QSqlQuery q(to.connection());
        for (const QString& table : PostgresSchema::get().rewriting.tablesWithId) {
            if (!q.exec(QStringLiteral(
                            "SELECT setval(pg_get_serial_sequence('%1', 'id'), coalesce(max(id), 0) + 1,"
                            " false) FROM %1")
                            .arg(table)))
                return makeError(q.lastError().text());
        }
        return {};
    }
};

} // namespace

Result<ProjectCopy::Summary> ProjectCopy::copy(const QString& source, const QString& target,
                                               const Progress& progress)
{
    const bool toServer = ServerUrl::isServerUrl(target);
    if (!toServer && QFile::exists(target))
        return makeError(tr("%1 already exists; a copy never replaces a project").arg(target), target);
    auto from = Project::open(source, Project::OpenMode::OpenExisting);
    if (!from)
        return from.error();
    if (toServer) {
        if (auto existing = Project::open(target, Project::OpenMode::OpenExisting); existing)
            return makeError(
                tr("%1 already exists; a copy never replaces a project").arg(ServerUrl::shown(target)),
                target);
    }
    auto to = Project::open(target, Project::OpenMode::CreateIfMissing);
    if (!to)
        return to.error();
    Copier copier{**from, **to, toServer, {}};
    Status copied = [&]() -> Status {
        Transaction transaction((*to)->connection());
        if (!transaction.begin())
            return makeError(transaction.lastError());
        for (const QString& table : PostgresSchema::get().tables) {
            if (table == QLatin1String("chunk_fts") || table == QLatin1String("term_df"))
                continue;
            if (Status done = copier.table(table); !done)
                return done;
            if (progress && !progress(table, copier.summary.rows))
                return makeError(tr("cancelled"));
        }
        CorpusStore corpus((*to)->connection());
        if (Status indexed = toServer ? copier.serverIndex() : corpus.reindexAll(); !indexed)
            return indexed;
        if (Status counted = corpus.refreshTermFrequencies(true); !counted)
            return counted;
        if (toServer)
            if (Status numbered = copier.sequences(); !numbered)
                return numbered;
        if (!transaction.commit())
            return makeError(transaction.lastError());
        return {};
    }();
    if (!copied) {
        // Nothing half-made stays behind: the transaction is rolled back; the new project goes.
        const QString made = (*to)->path();
        to->reset();
        if (toServer) {
            auto url = ServerUrl::parse(made);
            auto drop = Project::open(made, Project::OpenMode::OpenExisting);
            if (url && drop)
                QSqlQuery((*drop)->connection())
                    .exec(QStringLiteral("DROP SCHEMA IF EXISTS \"%1\", %2 CASCADE")
                              .arg(ServerRoles::blindSchema(url->project), url->quotedSchema()));
        } else {
            for (const char* suffix : {"", "-wal", "-shm"})
                QFile::remove(made + QLatin1String(suffix));
        }
        return copied.error();
    }
    return copier.summary;
}

} // namespace goldset::storage
