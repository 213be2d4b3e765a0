# Anchor for bench_monitor: the same rows inserted by SQLite alone (Python's sqlite3, the
# system's SQLite 3.40.1, executemany in one transaction), into the interaction table with
# every index of schema 11, from rows made beforehand (no parsing, no aggregates). Rows shaped
# like bench_monitor's: ~120-byte query, ~250-byte answer, 4 sources with scores.
#   python3 tests/bench/monitor_anchor.py [rows, default 200000]
import sqlite3, os, random, time, hashlib, sys, tempfile
N = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
p = os.path.join(tempfile.mkdtemp(), 'anchor.db')
c = sqlite3.connect(p, isolation_level=None)
c.execute('PRAGMA journal_mode=WAL'); c.execute('PRAGMA synchronous=NORMAL'); c.execute('PRAGMA cache_size=-32768')
c.execute("CREATE TABLE interaction (id INTEGER PRIMARY KEY, identity BLOB NOT NULL UNIQUE, external_id TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL, time_ms INTEGER NOT NULL, day INTEGER NOT NULL, query TEXT NOT NULL, answer TEXT NOT NULL, sources TEXT NOT NULL DEFAULT '[]', source_count INTEGER NOT NULL DEFAULT 0, latency_ms REAL, user_hash TEXT NOT NULL DEFAULT '', session_id TEXT NOT NULL DEFAULT '', feedback REAL, feedback_comment TEXT NOT NULL DEFAULT '', escalated INTEGER NOT NULL DEFAULT 0, idk INTEGER NOT NULL DEFAULT 0)")
for sql in ["CREATE INDEX interaction_by_day ON interaction(day, time_ms)",
            "CREATE INDEX interaction_by_latency ON interaction(day, latency_ms) WHERE latency_ms IS NOT NULL",
            "CREATE INDEX interaction_by_feedback ON interaction(day, feedback) WHERE feedback IS NOT NULL",
            "CREATE INDEX interaction_idk ON interaction(day, time_ms) WHERE idk = 1",
            "CREATE INDEX interaction_zero_results ON interaction(day, time_ms) WHERE source_count = 0",
            "CREATE INDEX interaction_escalated ON interaction(day, time_ms) WHERE escalated = 1"]:
    c.execute(sql)
random.seed(1)
words = open('/usr/share/dict/words').read().split() if os.path.exists('/usr/share/dict/words') else ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur']
def text(n):
    return ' '.join(random.choice(words) for _ in range(n))[:n * 6]
def rows():
    for i in range(N):
        day = 2461000 + i * 90 // N
        src = '[' + ','.join('{"id":"doc%d#%d","score":0.%d}' % (random.randrange(20000), random.randrange(30), 800 + random.randrange(99)) for _ in range(4)) + ']'
        yield (b'%08d' % day + hashlib.sha256(b'%d' % i).digest()[:8], 'req-%d' % i, 'interactions', 1770000000000 + i * 38880, day,
               text(20), text(40), src, 4, float(300 + random.randrange(1700)),
               hashlib.sha256(b'u%d' % random.randrange(50000)).hexdigest()[:32], 's%d' % (i // 4),
               (1.0 if random.random() < 0.8 else 0.0) if random.random() < 0.1 else None, '', int(random.random() < 0.02), int(random.random() < 0.05))
data = list(rows())
c.execute('BEGIN')
t = time.process_time(); w = time.time()
c.executemany('INSERT OR IGNORE INTO interaction(identity, external_id, origin, time_ms, day, query, answer, sources, source_count, latency_ms, user_hash, session_id, feedback, feedback_comment, escalated, idk) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)', data)
c.execute('COMMIT')
cpu = time.process_time() - t; wall = time.time() - w
print('anchor: %d rows in %.1f s wall: %.0f rows/s; CPU %.2f s (%.1f us each): %.0f rows/s with a core' % (N, wall, N / wall, cpu, cpu * 1e6 / N, N / cpu))
