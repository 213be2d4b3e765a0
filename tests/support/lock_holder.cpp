// Holds an SQLite file's write lock for a while, as another Goldset process importing would:
// lock_holder FILE MILLISECONDS. Prints "locked" once it has the lock, then commits and exits.
// Plain SQLite, no Qt: the tests that start it see exactly what another process does.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sqlite3.h>
#include <thread>

int main(int argc, char* argv[])
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: lock_holder FILE MILLISECONDS\n");
        return 2;
    }
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "lock_holder: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    sqlite3_busy_timeout(db, 60000);
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "lock_holder: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    std::printf("locked\n");
    std::fflush(stdout);
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atol(argv[2])));
    const int committed = sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    sqlite3_close(db);
    return committed == SQLITE_OK ? 0 : 1;
}
