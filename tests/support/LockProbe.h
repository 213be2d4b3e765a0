#pragma once

#include <QString>
#include <sys/types.h>

namespace goldset::test {

// What another process sees of the POSIX locks on an SQLite project file and its -shm file,
// asked with fcntl(F_GETLK) from a forked child (a process never sees its own locks).
struct ProjectLocks
{
    pid_t databaseHolder = 0; // the holder of a lock on the database's SHARED range (0: none)
    pid_t shmHolder = 0;      // the holder of the -shm file's "in use" (DMS) lock (0: none)
};
ProjectLocks probeProjectLocks(const QString& databasePath);

} // namespace goldset::test
