// SQLite-only anchor for bench_monitor in C++ (the Python one, monitor_anchor.py, spends as
// much in executemany as in SQLite): rows like bench_monitor's made beforehand, bound with
// SQLITE_STATIC, one transaction into the interaction table of schema 11, the writing
// thread's CPU time printed; under callgrind only the inserts are counted. VARIANT words
// change the schema to measure what each part costs: int (a 64-bit integer identity instead
// of the 16-byte blob), noid (no unique identity), noday, nolat, nofb, noidk, nozero, noesc
// (that index left out), bigcache (256 MiB page cache), tid (the rowid given: time_ms << 20,
// so that it is in time order and could replace interaction_by_day), hid (the rowid given: day
// << 41 | 41 bits of the hash, so that it could replace the unique identity), fk (foreign keys on,
// with interaction_link referring to interaction, as in a project). NOSTAT=1:
// SQLITE_CONFIG_MEMSTATUS off.
//   g++ -O2 -o /tmp/monitor_anchor tests/bench/monitor_anchor.cpp -lsqlite3
//   /tmp/monitor_anchor 200000 blob
//   valgrind --tool=callgrind --instr-atstart=no /tmp/monitor_anchor 40000 int,nolat
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <sqlite3.h>
#include <string>
#include <valgrind/callgrind.h>
#include <vector>
struct Row
{
    std::string ext, q, a, src, user, sess;
    int64_t t;
    int day;
    double lat;
    bool hasFb;
    double fb;
    int esc, idk;
    uint64_t h;
};
static uint64_t st = 42;
static uint64_t rnd()
{
    st = st * 6364136223846793005ULL + 1442695040888963407ULL;
    return st >> 33;
}
static std::string text(int n)
{
    std::string s;
    static const char* w[] = {"alpha", "retrieval", "document", "server",  "config", "the",
                              "of",    "package",   "install",  "version", "files",  "system"};
    while ((int)s.size() < n) {
        s += w[rnd() % 12];
        s += ' ';
    }
    return s;
}
static double now()
{
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
int main(int argc, char** argv)
{
    if (getenv("NOSTAT"))
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    int N = atoi(argv[1]);
    std::string v = argv[2];
    bool isInt = v.find("int") != std::string::npos;
    std::string path = "/tmp/monitor_anchor.db";
    remove(path.c_str());
    remove((path + "-wal").c_str());
    sqlite3* db;
    sqlite3_open(path.c_str(), &db);
    auto ex = [&](const std::string& s) {
        char* e = nullptr;
        if (sqlite3_exec(db, s.c_str(), 0, 0, &e)) {
            fprintf(stderr, "%s: %s\n", s.c_str(), e);
            exit(1);
        }
    };
    ex("PRAGMA journal_mode=WAL");
    ex("PRAGMA synchronous=NORMAL");
    ex("PRAGMA cache_size=-" + std::string(v.find("bigcache") != std::string::npos ? "262144" : "32768"));
    ex(std::string("CREATE TABLE interaction (id INTEGER PRIMARY KEY, identity ") +
       (isInt ? "INTEGER" : "BLOB") + " NOT NULL" + (v.find("noid") != std::string::npos ? "" : " UNIQUE") +
       ", external_id TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL, time_ms INTEGER NOT NULL, day INTEGER "
       "NOT NULL, query TEXT NOT NULL, answer TEXT NOT NULL, sources TEXT NOT NULL DEFAULT '[]', "
       "source_count INTEGER NOT NULL DEFAULT 0, latency_ms REAL, user_hash TEXT NOT NULL DEFAULT '', "
       "session_id TEXT NOT NULL DEFAULT '', feedback REAL, feedback_comment TEXT NOT NULL DEFAULT '', "
       "escalated INTEGER NOT NULL DEFAULT 0, idk INTEGER NOT NULL DEFAULT 0)");
    const char* idx[][2] = {
        {"day", "CREATE INDEX interaction_by_day ON interaction(day, time_ms)"},
        {"lat",
         "CREATE INDEX interaction_by_latency ON interaction(day, latency_ms) WHERE latency_ms IS NOT NULL"},
        {"fb",
         "CREATE INDEX interaction_by_feedback ON interaction(day, feedback) WHERE feedback IS NOT NULL"},
        {"idk", "CREATE INDEX interaction_idk ON interaction(day, time_ms) WHERE idk = 1"},
        {"zero", "CREATE INDEX interaction_zero_results ON interaction(day, time_ms) WHERE source_count = 0"},
        {"esc", "CREATE INDEX interaction_escalated ON interaction(day, time_ms) WHERE escalated = 1"}};
    for (auto& i : idx)
        if (v.find(std::string("no") + i[0]) == std::string::npos)
            ex(i[1]);
    // fk: the project's foreign keys on, and schema 10's table that refers to interaction.
    if (v.find("fk") != std::string::npos) {
        ex("PRAGMA foreign_keys=ON");
        ex("CREATE TABLE question (id INTEGER PRIMARY KEY)");
        ex("CREATE TABLE run (id INTEGER PRIMARY KEY)");
        ex("CREATE TABLE interaction_link (id INTEGER PRIMARY KEY, interaction_id INTEGER NOT NULL "
           "REFERENCES "
           "interaction(id) ON DELETE CASCADE, question_id INTEGER NOT NULL REFERENCES question(id) ON "
           "DELETE "
           "CASCADE, run_id INTEGER REFERENCES run(id) ON DELETE CASCADE, kind TEXT NOT NULL, created_at "
           "TEXT "
           "NOT NULL)");
        ex("CREATE UNIQUE INDEX interaction_link_once ON interaction_link(interaction_id, kind, "
           "ifnull(run_id, 0))");
    }
    std::vector<Row> rows(N);
    for (int i = 0; i < N; ++i) {
        Row& r = rows[i];
        r.day = 2461000 + (int64_t)i * 90 / N;
        r.ext = "req-" + std::to_string(i);
        r.q = text(120);
        r.a = text(250);
        r.src = "[";
        for (int k = 0; k < 4; ++k)
            r.src += "{\"id\":\"doc" + std::to_string(rnd() % 20000) + "#" + std::to_string(rnd() % 30) +
                     "\",\"score\":0.8" + std::to_string(rnd() % 99) + "},";
        r.src.back() = ']';
        char u[40];
        snprintf(u, 40, "%016llx%016llx", (unsigned long long)rnd() * 7919 % 50000,
                 (unsigned long long)rnd());
        r.user = u;
        r.sess = "s" + std::to_string(i / 4);
        r.t = 1770000000000LL + (int64_t)i * 38880;
        r.lat = 300 + rnd() % 1700;
        r.hasFb = rnd() % 10 == 0;
        r.fb = rnd() % 5 ? 1 : 0;
        r.esc = rnd() % 50 == 0;
        r.idk = rnd() % 20 == 0;
        r.h = (rnd() << 31) ^ rnd() ^ ((uint64_t)rnd() << 50);
    }
    sqlite3_stmt* s;
    if (sqlite3_prepare_v2(
            db,
            "INSERT OR IGNORE INTO interaction(id, identity, external_id, origin, time_ms, day, query, "
            "answer, "
            "sources, source_count, latency_ms, user_hash, session_id, feedback, feedback_comment, "
            "escalated, idk) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            -1, &s, 0)) {
        puts(sqlite3_errmsg(db));
        return 1;
    }
    ex("BEGIN");
    CALLGRIND_START_INSTRUMENTATION;
    double t0 = now();
    for (auto& r : rows) {
        // Without tid or hid SQLite numbers the row, as in the schema.
        if (v.find("tid") != std::string::npos)
            sqlite3_bind_int64(s, 1, r.t << 20);
        else if (v.find("hid") != std::string::npos)
            sqlite3_bind_int64(s, 1, (int64_t)(((uint64_t)r.day << 41) | (r.h >> 23)));
        else
            sqlite3_bind_null(s, 1);
        char blob[16];
        snprintf(blob, 9, "%08d", r.day);
        memcpy(blob + 8, &r.h, 8);
        if (isInt)
            sqlite3_bind_int64(s, 2, (int64_t)(((uint64_t)(r.day - 2440000) << 44) | (r.h >> 20)));
        else
            sqlite3_bind_blob(s, 2, blob, 16, SQLITE_STATIC);
        sqlite3_bind_text(s, 3, r.ext.data(), r.ext.size(), SQLITE_STATIC);
        sqlite3_bind_text(s, 4, "interactions", 12, SQLITE_STATIC);
        sqlite3_bind_int64(s, 5, r.t);
        sqlite3_bind_int64(s, 6, r.day);
        sqlite3_bind_text(s, 7, r.q.data(), r.q.size(), SQLITE_STATIC);
        sqlite3_bind_text(s, 8, r.a.data(), r.a.size(), SQLITE_STATIC);
        sqlite3_bind_text(s, 9, r.src.data(), r.src.size(), SQLITE_STATIC);
        sqlite3_bind_int64(s, 10, 4);
        sqlite3_bind_double(s, 11, r.lat);
        sqlite3_bind_text(s, 12, r.user.data(), r.user.size(), SQLITE_STATIC);
        sqlite3_bind_text(s, 13, r.sess.data(), r.sess.size(), SQLITE_STATIC);
        if (r.hasFb)
            sqlite3_bind_double(s, 14, r.fb);
        else
            sqlite3_bind_null(s, 14);
        sqlite3_bind_text(s, 15, "", 0, SQLITE_STATIC);
        sqlite3_bind_int64(s, 16, r.esc);
        sqlite3_bind_int64(s, 17, r.idk);
        if (sqlite3_step(s) != SQLITE_DONE) {
            puts(sqlite3_errmsg(db));
            return 1;
        }
        sqlite3_reset(s);
    }
    ex("COMMIT");
    CALLGRIND_STOP_INSTRUMENTATION;
    double t1 = now();
    printf("%-30s %.2f us/row (thread CPU)\n", v.c_str(), (t1 - t0) * 1e6 / N);
    sqlite3_finalize(s);
    sqlite3_close(db);
}
