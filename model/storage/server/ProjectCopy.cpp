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
#include <QRegularExpression>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <deque>
#include <libpq-fe.h>
#include <unordered_map>

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

// UTF-8 text as one value in COPY's text format.
void appendCopyText(QByteArray& line, const QByteArray& text)
{
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
    appendCopyText(line, value.toString().toUtf8());
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

    // The server's own index: every chunk's terms, through COPY as well. The chunks are read
    // from the source (the server's copy would come back over the wire) in blocks whose terms
    // pool threads compute while the blocks before them are sent. The same pass counts the
    // chunks each lexeme is in: the common terms (term_df) need no second pass on the server.
    std::unordered_map<QByteArray, qint64, ServerTerms::LexemeHash> documentFrequency;

    Status serverIndex()
    {
        QSqlQuery chunks(from.connection());
        chunks.setForwardOnly(true);
        if (!chunks.exec(QStringLiteral("SELECT id, text FROM chunk WHERE stub = 0 ORDER BY id")))
            return makeError(chunks.lastError().text());
        using Block = QList<std::pair<qint64, QString>>;
        struct Done
        {
            QByteArray lines;
            std::unordered_map<QByteArray, qint64, ServerTerms::LexemeHash> frequency;
        };
        auto termsOf = [](const Block& block) {
            Done out;
            for (const auto& [id, text] : block) {
                const text::IndexTexts index = text::indexTexts(text);
                const ServerTerms terms = ServerTerms::of(index.body, index.cjk);
                if (!out.lines.isEmpty())
                    out.lines += '\n';
                out.lines += QByteArray::number(id) + '\t';
                appendCopyText(out.lines, terms.tsvector);
                out.lines += '\t' + QByteArray::number(terms.size);
                for (const QByteArray& lexeme : terms.distinct)
                    ++out.frequency[lexeme];
            }
            return out;
        };
        std::deque<QFuture<Done>> pending;
        bool exhausted = false;
        const int ahead = std::max(2, QThreadPool::globalInstance()->maxThreadCount() * 2);
        constexpr qsizetype kBlock = 1000;
        auto fill = [&] {
            while (!exhausted && int(pending.size()) < ahead) {
                Block block;
                block.reserve(kBlock);
                while (block.size() < kBlock && chunks.next())
                    block.append({chunks.value(0).toLongLong(), chunks.value(1).toString()});
                exhausted = block.size() < kBlock;
                if (!block.isEmpty())
                    pending.push_back(QtConcurrent::run(termsOf, std::move(block)));
            }
        };
        Status sent = copyIn(libpqConnection(to.connection()), QStringLiteral("chunk_fts"),
                             {QStringLiteral("rowid"), QStringLiteral("terms"), QStringLiteral("size")},
                             [&](QByteArray& line) -> Result<bool> {
                                 fill();
                                 if (pending.empty())
                                     return chunks.lastError().isValid()
                                                ? Result<bool>(makeError(chunks.lastError().text()))
                                                : Result<bool>(false);
                                 Done done = pending.front().result();
                                 pending.pop_front();
                                 line = std::move(done.lines); // a block of lines
                                 for (const auto& [lexeme, chunks] : done.frequency)
                                     documentFrequency[lexeme] += chunks;
                                 return true;
                             });
        // A failed COPY leaves blocks being computed: they own their chunks, so let them finish.
        for (QFuture<Done>& future : pending)
            future.waitForFinished();
        return sent;
    }

    // term_df as CorpusStore::refreshTermFrequencies fills it from ts_stat over chunk_fts
    // (every lexeme in at least kTermFrequencyFloor chunks), counted while the terms were made;
    // written by the store, the table's one writer.
    Status commonTerms()
    {
        QHash<QByteArray, qint64> counts;
        counts.reserve(qsizetype(documentFrequency.size()));
        for (const auto& [lexeme, chunks] : documentFrequency)
            counts.insert(lexeme, chunks);
        return to.corpus().setTermFrequencies(counts);
    }

    // The indexes that are not keys are built after the rows are in: once over sorted rows
    // instead of one insertion per row (the full-text GIN index above all).
    static QStringList secondaryIndexes()
    {
        QStringList out;
        for (const QString& statement : PostgresSchema::get().createStatements)
            if (statement.startsWith(QLatin1String("CREATE INDEX")) ||
                statement.startsWith(QLatin1String("CREATE UNIQUE INDEX")))
                out << statement;
        return out;
    }

    Status dropSecondaryIndexes()
    {
        static const QRegularExpression name(
            QStringLiteral("^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?(\\S+) ON"));
        QSqlQuery q(to.connection());
        for (const QString& statement : secondaryIndexes()) {
            const auto match = name.match(statement);
            if (match.hasMatch() && !q.exec(QStringLiteral("DROP INDEX %1").arg(match.captured(1))))
                return makeError(q.lastError().text());
        }
        return {};
    }

    // The foreign keys are checked once each after the rows are in (ALTER TABLE ... ADD, a join)
    // instead of by a trigger per row: the retrieval rows alone took 2.7 s of a 100k-chunk copy.
    // Dropped and added again inside the copy's transaction, as the server described them.
    QStringList addForeignKeys;

    Status dropForeignKeys()
    {
        QSqlQuery q(to.connection());
        if (!q.exec(QStringLiteral(
                "SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname),"
                " format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname,"
                " pg_get_constraintdef(oid)) FROM pg_constraint"
                " WHERE contype = 'f' AND connamespace = current_schema()::regnamespace ORDER BY oid")))
            return makeError(q.lastError().text());
        QStringList drops;
        while (q.next()) {
            drops << q.value(0).toString();
            addForeignKeys << q.value(1).toString();
        }
        return execAll(drops);
    }

    Status restoreForeignKeys()
    {
        Status added = execAll(addForeignKeys);
        if (!added)
            return makeError(QCoreApplication::translate("goldset::storage::ProjectCopy",
                                                         "rows of %1 refer to rows it does not have, so "
                                                         "nothing was copied: %2")
                                 .arg(from.path(), added.error().message));
        return added;
    }

    Status createSecondaryIndexes() { return execAll(secondaryIndexes()); }

    // Runs the statements in order on the target; the first error stops them.
    Status execAll(const QStringList& statements)
    {
        QSqlQuery q(to.connection());
        for (const QString& statement : statements)
            if (!q.exec(statement))
                return makeError(q.lastError().text());
        return {};
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
        if (toServer) {
            // Memory for the index builds at the end (this transaction only).
            QSqlQuery((*to)->connection()).exec(QStringLiteral("SET LOCAL maintenance_work_mem = '256MB'"));
            if (Status dropped = copier.dropSecondaryIndexes(); !dropped)
                return dropped;
            if (Status dropped = copier.dropForeignKeys(); !dropped)
                return dropped;
        }
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
        if (toServer) {
            if (Status built = copier.createSecondaryIndexes(); !built)
                return built;
            if (Status checked = copier.restoreForeignKeys(); !checked)
                return checked;
        }
        if (Status counted = toServer ? copier.commonTerms() : corpus.refreshTermFrequencies(true); !counted)
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
