#!/usr/bin/env bash
# The sqlite3 shell alone writing the interactions of a project that bench_monitor kept
# (KEEP=1) into a new file with the same table and indexes, as one transaction whose commit
# checkpoints the write-ahead log into the file: what SQLite itself needs for the rows of that
# import on this machine, its disk included (the anchor of bench_monitor at any size).
#   KEEP=1 IMPORT_ONLY=1 build/bench/tests/bench/bench_monitor 10000000   # prints the folder
#   tests/bench/monitor_anchor.sh /tmp/bench_monitor-XXXXXX/bench.goldset
set -euo pipefail
source_project=$1
target=$(dirname "$source_project")/anchor.sqlite
rm -f "$target" "$target-wal" "$target-shm"
schema=$(sqlite3 "$source_project" "SELECT sql || ';' FROM sqlite_master WHERE tbl_name = 'interaction' AND sql IS NOT NULL")
rows=$(sqlite3 "$source_project" "SELECT count(*) FROM interaction")
# The source's rows read once first (by SQLite: nothing else opens a project file), so that
# its pages are in memory, as the log's lines were for the import.
sqlite3 "$source_project" "SELECT sum(length(query) + length(answer) + length(sources)) FROM interaction" > /dev/null
start=$(date +%s.%N)
sqlite3 "$target" <<SQL
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA cache_size = -32768;
$schema
ATTACH '$source_project' AS source;
BEGIN;
INSERT INTO interaction SELECT * FROM source.interaction ORDER BY id;
COMMIT;
SQL
end=$(date +%s.%N)
python3 -c "import sys; s=float(sys.argv[2])-float(sys.argv[1]); n=int(sys.argv[3]); print(f'sqlite3 alone: {n} interactions in {s:.1f} s: {n/s:.0f}/s')" "$start" "$end" "$rows"
rm -f "$target" "$target-wal" "$target-shm"
