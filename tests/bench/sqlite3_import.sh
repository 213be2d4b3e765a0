#!/bin/sh
# The baselines for bench_import: the sqlite3 shell doing the same work in one transaction.
# - corpus: .import of the corpus rows into a table, plus an FTS5 index over them;
# - simple (optional second file): .import of the questions and their graded evidence, then
#   questions, chunk stubs for the evidence and the labels, each table with its unique key;
# - the same into an empty Goldset project (optional third file): the project's own tables,
#   with their indexes, constraints and foreign keys, as goldset-cli writes them;
# - and, when bench_import left corpus.rows beside the corpus (its real-text corpus), the corpus
#   into the project's tables: documents, chunks and the project's FTS5 index (words and CJK
#   bigrams, single CJK characters: the index texts bench_import computed beforehand with the
#   import's own code), and the common terms' frequencies, as the import writes them.
# usage: tests/bench/sqlite3_import.sh corpus.jsonl [simple.jsonl [empty.goldset]]
#        (KEEP=1 bench_import keeps its files, empty.goldset among them)
set -eu
corpus="$1"
simple="${2:-}"
project="${3:-}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# JSON lines -> TSV rows; jq is not assumed: python3 is.
python3 - "$corpus" "$tmp/rows.tsv" "$simple" "$tmp/questions.tsv" "$tmp/labels.tsv" <<'PY'
import json, sys
def clean(text):
    return text.replace("\t", " ").replace("\n", " ")
# The corpus in .mode ascii's separators (unit 0x1F, record 0x1E): real text has quotes, which
# .mode tabs would read as CSV quoting.
with open(sys.argv[1], encoding="utf-8") as src, open(sys.argv[2], "w", encoding="utf-8") as out:
    for line in src:
        o = json.loads(line)
        out.write("\x1f".join(o[k].replace("\x1f", " ").replace("\x1e", " ") for k in ("id", "title", "text")) + "\x1e")
if sys.argv[3]:
    with open(sys.argv[3], encoding="utf-8") as src, \
         open(sys.argv[4], "w", encoding="utf-8") as questions, \
         open(sys.argv[5], "w", encoding="utf-8") as labels:
        for line in src:
            o = json.loads(line)
            questions.write("\t".join(clean(o[k]) for k in ("qid", "query", "gold_answer")) + "\n")
            grades = dict(o.get("rel_map") or {})
            for chunk in o.get("gold_evidence") or []:
                grades.setdefault(chunk, 1)
            for chunk, grade in grades.items():
                labels.write(f"{clean(o['qid'])}\t{clean(chunk)}\t{grade}\n")
PY
report() {
    python3 -c "import sys; r, s, e = int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]); print(f'{sys.argv[1]:<28} {r:9d} rows  {e-s:7.2f} s  {r/(e-s):9.0f} rows/s')" "$@"
}

rows=$(tr -cd '\036' < "$tmp/rows.tsv" | wc -c)
start=$(date +%s.%N)
sqlite3 -bail "$tmp/bench.db" >/dev/null <<SQL
PRAGMA journal_mode=WAL;
CREATE TABLE chunk(id INTEGER PRIMARY KEY, external_id TEXT UNIQUE, title TEXT, text TEXT);
CREATE VIRTUAL TABLE chunk_fts USING fts5(body, content='', tokenize='unicode61 remove_diacritics 2');
-- A staging table made beforehand: .import would take the first row for its column names.
CREATE TABLE chunk_import(external_id TEXT, title TEXT, text TEXT);
BEGIN;
.mode ascii
.import $tmp/rows.tsv chunk_import
INSERT INTO chunk(external_id, title, text) SELECT * FROM chunk_import;
INSERT INTO chunk_fts(rowid, body) SELECT id, text FROM chunk;
COMMIT;
SQL
end=$(date +%s.%N)
report "sqlite3 .import + FTS5" "$rows" "$start" "$end"

[ -n "$simple" ] || exit 0
rows=$(wc -l < "$tmp/questions.tsv")
start=$(date +%s.%N)
sqlite3 -bail "$tmp/questions.db" >/dev/null <<SQL
PRAGMA journal_mode=WAL;
CREATE TABLE question(id INTEGER PRIMARY KEY, external_id TEXT NOT NULL UNIQUE, text TEXT NOT NULL,
                      ground_truth TEXT NOT NULL);
CREATE TABLE chunk(id INTEGER PRIMARY KEY, external_id TEXT NOT NULL UNIQUE);
CREATE TABLE relevance_label(id INTEGER PRIMARY KEY, question_id INTEGER NOT NULL, chunk_id INTEGER NOT NULL,
                             grade INTEGER NOT NULL, UNIQUE (question_id, chunk_id));
CREATE TABLE question_import(external_id TEXT, text TEXT, ground_truth TEXT);
CREATE TABLE label_import(question TEXT, chunk TEXT, grade INTEGER);
BEGIN;
.mode tabs
.import $tmp/questions.tsv question_import
.import $tmp/labels.tsv label_import
INSERT INTO question(external_id, text, ground_truth) SELECT * FROM question_import;
INSERT OR IGNORE INTO chunk(external_id) SELECT chunk FROM label_import;
INSERT INTO relevance_label(question_id, chunk_id, grade)
    SELECT question.id, chunk.id, label_import.grade FROM label_import
    JOIN question ON question.external_id = label_import.question
    JOIN chunk ON chunk.external_id = label_import.chunk;
COMMIT;
SQL
end=$(date +%s.%N)
report "sqlite3 .import questions" "$rows" "$start" "$end"

[ -n "$project" ] || exit 0
cp "$project" "$tmp/project.goldset"
start=$(date +%s.%N)
sqlite3 -bail "$tmp/project.goldset" >/dev/null <<SQL
PRAGMA foreign_keys=ON;
CREATE TEMP TABLE question_import(external_id TEXT, text TEXT, ground_truth TEXT);
CREATE TEMP TABLE label_import(question TEXT, chunk TEXT, grade INTEGER);
BEGIN IMMEDIATE;
.mode tabs
.import $tmp/questions.tsv question_import
.import $tmp/labels.tsv label_import
INSERT INTO annotator(name, kind) VALUES ('simple', 'person');
INSERT INTO question(external_id, text, ground_truth, origin, status, created_at, updated_at)
    SELECT external_id, text, ground_truth, 'imported', 'accepted', datetime(), datetime() FROM question_import;
INSERT OR IGNORE INTO document(external_id, created_at)
    SELECT substr(chunk, 1, instr(chunk, '#') - 1), datetime() FROM label_import;
INSERT OR IGNORE INTO chunk(document_id, external_id, ordinal, text, stub)
    SELECT document.id, chunk, CAST(substr(chunk, instr(chunk, '#') + 1) AS INTEGER), '', 1 FROM label_import
    JOIN document ON document.external_id = substr(chunk, 1, instr(chunk, '#') - 1);
INSERT INTO relevance_label(question_id, chunk_id, annotator_id, grade, created_at, updated_at)
    SELECT question.id, chunk.id, annotator.id, label_import.grade, datetime(), datetime() FROM label_import
    JOIN question ON question.external_id = label_import.question
    JOIN chunk ON chunk.external_id = label_import.chunk JOIN annotator ON annotator.name = 'simple';
COMMIT;
SQL
end=$(date +%s.%N)
report "sqlite3 questions, project" "$rows" "$start" "$end"

rowsFile="${corpus%.jsonl}.rows"
[ -f "$rowsFile" ] || exit 0
cp "$project" "$tmp/corpus.goldset"
rows=$(tr -cd '\036' < "$rowsFile" | wc -c)
start=$(date +%s.%N)
sqlite3 -bail "$tmp/corpus.goldset" >/dev/null <<SQL
PRAGMA foreign_keys=ON;
CREATE TEMP TABLE chunk_import(external_id TEXT, document TEXT, ordinal INTEGER, title TEXT, text TEXT,
                               body TEXT, cjk TEXT);
BEGIN IMMEDIATE;
.mode ascii
.import $rowsFile chunk_import
INSERT INTO document(external_id, title, source, created_at)
    SELECT document, title, '$corpus', datetime() FROM chunk_import WHERE ordinal = 0;
INSERT INTO chunk(document_id, external_id, ordinal, text, start_offset, end_offset, stub)
    SELECT document.id, chunk_import.external_id, chunk_import.ordinal, chunk_import.text, 0,
           length(chunk_import.text), 0
    FROM chunk_import JOIN document ON document.external_id = chunk_import.document;
INSERT INTO chunk_fts(rowid, body, cjk)
    SELECT chunk.id, chunk_import.body, chunk_import.cjk FROM chunk_import
    JOIN chunk ON chunk.external_id = chunk_import.external_id;
INSERT INTO term_df(term, df) SELECT term, doc FROM chunk_fts_vocab WHERE doc >= 1000;
COMMIT;
SQL
end=$(date +%s.%N)
report "sqlite3 corpus, project" "$rows" "$start" "$end"
