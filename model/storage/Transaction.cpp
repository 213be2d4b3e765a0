#include "storage/Transaction.h"

#include "storage/WriteLockWait.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace goldset::storage {

Transaction::Transaction(QSqlDatabase db) : m_db(std::move(db)) {}

Transaction::~Transaction()
{
    if (m_active)
        rollback();
}

bool Transaction::begin()
{
    // SQLite begins a write transaction on a read-only connection and fails only at its first
    // write: refuse here, before any work is done for nothing.
    if (m_db.connectOptions().contains(QLatin1String("QSQLITE_OPEN_READONLY"))) {
        m_error = QCoreApplication::translate("goldset::storage::Transaction",
                                              "the project is open read-only: nothing can be changed in it");
        return false;
    }
    QSqlQuery query(m_db);
    const bool begun = query.exec(QStringLiteral("BEGIN IMMEDIATE"));
    WriteLockWait::finished(m_db);
    if (!begun) {
        // SQLITE_BUSY: the wait was given up (--no-wait, or the work was cancelled).
        const QSqlError error = query.lastError();
        const bool busy = error.nativeErrorCode() == QLatin1String("5") ||
                          error.text().contains(QLatin1String("database is locked"));
        switch (busy ? WriteLockWait::gaveUp(m_db) : WriteLockWait::GaveUp::No) {
        case WriteLockWait::GaveUp::Cancelled:
            m_error = QCoreApplication::translate("goldset::storage::Transaction",
                                                  "cancelled while waiting for another Goldset process "
                                                  "writing to this project");
            break;
        case WriteLockWait::GaveUp::ThisProcessWrites:
            m_error = QCoreApplication::translate("goldset::storage::Transaction",
                                                  "an import or a job of this window is writing to the "
                                                  "project; try again when it has finished");
            break;
        case WriteLockWait::GaveUp::NoWait:
        case WriteLockWait::GaveUp::No:
            m_error = busy ? QCoreApplication::translate("goldset::storage::Transaction",
                                                         "another Goldset process is writing to this project")
                           : error.text();
            break;
        }
        return false;
    }
    m_active = true;
    WriteLockWait::writeBegan();
    return true;
}

bool Transaction::commit()
{
    if (!m_active)
        return false;
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("COMMIT"))) {
        m_error = query.lastError().text();
        rollback();
        return false;
    }
    m_active = false;
    WriteLockWait::writeEnded();
    return true;
}

void Transaction::rollback()
{
    if (!m_active)
        return;
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("ROLLBACK"));
    m_active = false;
    WriteLockWait::writeEnded();
}

} // namespace goldset::storage
