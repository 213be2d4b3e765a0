#pragma once

#include "storage/StoreBase.h"

#include <QString>

namespace goldset::storage {

// Project settings: guidelines, thresholds, prompt templates. Never secrets.
class SettingsStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    QString value(const QString& key, const QString& fallback = {}) const;
    Status setValue(const QString& key, const QString& value);
    Status remove(const QString& key);
    QStringList keys(const QString& prefix = {}) const;
};

} // namespace goldset::storage
