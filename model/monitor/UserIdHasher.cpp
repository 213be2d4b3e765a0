#include "monitor/UserIdHasher.h"

#include "storage/SettingsStore.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace goldset::monitor {

Result<UserIdHasher> UserIdHasher::forProject(storage::SettingsStore& settings)
{
    const bool keep =
        settings.value(keepIdsKey()).trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
    QString salt = settings.value(saltKey());
    if (salt.isEmpty()) {
        QByteArray bytes(16, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), 4);
        salt = QString::fromLatin1(bytes.toHex());
        if (Status saved = settings.setValue(saltKey(), salt); !saved)
            return saved.error();
    }
    return UserIdHasher(salt.toLatin1(), keep);
}

QByteArray UserIdHasher::stored(const QByteArray& userId)
{
    if (userId.isEmpty() || m_keepIds)
        return userId;
    if (const auto it = m_recent.constFind(userId); it != m_recent.cend())
        return it.value();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(m_salt);
    hash.addData(QByteArrayView(":"));
    hash.addData(userId);
    const QByteArray hex = hash.result().left(16).toHex();
    if (m_recent.size() >= 100000)
        m_recent.clear();
    m_recent.insert(userId, hex);
    return hex;
}

} // namespace goldset::monitor
