#pragma once

#include "core/Result.h"

#include <QString>

namespace goldset::core {

// The files of every project this process has open: the database and its -wal, -shm and
// -journal. Only SQLite may open them. Closing any other descriptor of such a file drops all of
// this process's POSIX locks on it, SQLite's included, and another process may then reset the
// shared memory or check the log in and delete it under our connections (SQLite's "How To
// Corrupt", 2.2). Every reader and writer of user-chosen files asks here first.
class ProjectFileRegistry
{
public:
    // Counted: a project opened twice is protected until it is closed twice.
    static void add(const QString& databasePath);
    static void remove(const QString& databasePath);

    // Whether path is (a name of) one of those files, through symbolic or hard links too.
    static bool contains(const QString& path);

    // Whether path is the -wal, -shm or -journal file of an open project (SQLite opening one of
    // those as a database would close it again, and with that drop the locks on it).
    static bool isCompanion(const QString& path);

    // An error naming path when it is one of those files, for a reader or writer to return.
    static Status refuseIfOpenProject(const QString& path);
};

} // namespace goldset::core
