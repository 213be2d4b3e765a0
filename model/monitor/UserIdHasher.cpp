#include "monitor/UserIdHasher.h"

#include "core/Sha256.h"
#include "storage/SettingsStore.h"

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

UserIdHasher::UserIdHasher(QByteArray salt, bool keepIds)
    : m_salt(std::move(salt)), m_keepIds(keepIds), m_hash(std::make_unique<core::Sha256>())
{
}

UserIdHasher::~UserIdHasher() = default;
UserIdHasher::UserIdHasher(UserIdHasher&&) noexcept = default;
UserIdHasher& UserIdHasher::operator=(UserIdHasher&&) noexcept = default;

QByteArray UserIdHasher::stored(QByteArrayView userId)
{
    if (userId.isEmpty() || m_keepIds)
        return userId.toByteArray();
    m_hash->addData(m_salt);
    m_hash->addData(QByteArrayView(":"));
    m_hash->addData(userId);
    const auto digest = m_hash->result();
    // The first 16 bytes in lowercase hex, written in place (one allocation a line).
    static const char hex[] = "0123456789abcdef";
    QByteArray text(32, Qt::Uninitialized);
    char* out = text.data();
    for (std::size_t i = 0; i < 16; ++i) {
        const auto byte = static_cast<unsigned char>(digest[i]);
        out[2 * i] = hex[byte >> 4];
        out[2 * i + 1] = hex[byte & 15];
    }
    return text;
}

} // namespace goldset::monitor
