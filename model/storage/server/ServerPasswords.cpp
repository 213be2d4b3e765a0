#include "storage/server/ServerPasswords.h"

#include <QHash>
#include <QMutex>

namespace goldset::storage::ServerPasswords {
namespace {

QMutex& mutex()
{
    static QMutex m;
    return m;
}

QHash<QString, QString>& passwords()
{
    static QHash<QString, QString> p;
    return p;
}

} // namespace

void set(const QString& account, const QString& password)
{
    const QMutexLocker lock(&mutex());
    if (password.isEmpty())
        passwords().remove(account);
    else
        passwords().insert(account, password);
}

QString get(const QString& account)
{
    const QMutexLocker lock(&mutex());
    return passwords().value(account);
}

} // namespace goldset::storage::ServerPasswords
