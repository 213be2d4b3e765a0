#!/bin/sh
# The baseline for bench_import: the sqlite3 shell's .import of the same corpus rows into a
# table, plus an FTS5 index over them, in one transaction.
# usage: tests/bench/sqlite3_import.sh corpus.jsonl   (KEEP=1 bench_import keeps its files)
set -eu
in="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# JSON lines -> one TSV row per line (id, title, text); jq is not assumed: python3 is.
python3 - "$in" "$tmp/rows.tsv" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as src, open(sys.argv[2], "w", encoding="utf-8") as out:
    for line in src:
        o = json.loads(line)
        out.write("\t".join(o[k].replace("\t", " ") for k in ("id", "title", "text")) + "\n")
PY
rows=$(wc -l < "$tmp/rows.tsv")
start=$(date +%s.%N)
sqlite3 "$tmp/bench.db" <<SQL
PRAGMA journal_mode=WAL;
CREATE TABLE chunk(id INTEGER PRIMARY KEY, external_id TEXT UNIQUE, title TEXT, text TEXT);
CREATE VIRTUAL TABLE chunk_fts USING fts5(body, content='', tokenize='unicode61 remove_diacritics 2');
BEGIN;
.mode tabs
.import $tmp/rows.tsv chunk_import
INSERT INTO chunk(external_id, title, text) SELECT * FROM chunk_import;
INSERT INTO chunk_fts(rowid, body) SELECT id, text FROM chunk;
COMMIT;
SQL
end=$(date +%s.%N)
python3 -c "import sys; r, s, e = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]); print(f'sqlite3 .import + FTS5      {r:9d} rows  {e-s:7.2f} s  {r/(e-s):9.0f} rows/s')" "$rows" "$start" "$end"
