#pragma once

#include <QStringList>

namespace goldset::storage {

// The schema's history. Migration i (1-based) moves a file from user_version i-1 to i.
// Each one runs in its own transaction; a file is never left between two versions.
struct Migration
{
    int version;
    QStringList statements;
};

const QList<Migration>& migrations();
int latestSchemaVersion();

// PRAGMA application_id of every Goldset project ("GLDS").
constexpr int kApplicationId = 0x474C4453;

} // namespace goldset::storage
