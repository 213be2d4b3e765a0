#!/bin/sh
# bench_import and the sqlite3 shell's baselines (sqlite3_import.sh), run alternately N times
# on the same generated files, so that a slow spell of the machine hits both alike; prints
# each pair's rows/s and our speed as a multiple of the shell's. BASE=path/to/another/bench_import
# (a build of the code before a change) runs that one too in every round, before ours.
# usage: [BASE=old/bench_import] tests/bench/import_pairs.sh path/to/bench_import [N] [chunks] [questions]
set -eu
bench="$1"
pairs="${2:-5}"
here=$(dirname "$0")
out=$(KEEP=1 "$bench" "${3:-50000}" "${4:-200000}")
dir=$(printf '%s\n' "$out" | sed -n 's/^generated in \([^ ]*\) .*/\1/p')
trap 'rm -rf "$dir"' EXIT
rate() { awk -v key="$1" 'index($0, key) == 1 { for (i = 1; i < NF; ++i) if ($(i + 1) == "rows/s") print $i }'; }
i=0
while [ "$i" -lt "$pairs" ]; do
    i=$((i + 1))
    if [ -n "${BASE:-}" ]; then
        before=$("$BASE" "${3:-50000}" "${4:-200000}")
        printf 'before: corpus %6d rows/s, questions %6d rows/s\n' "$(printf '%s\n' "$before" | rate "corpus JSONL")" \
            "$(printf '%s\n' "$before" | rate "simple JSONL")"
    fi
    ours=$("$bench" "${3:-50000}" "${4:-200000}")
    shell=$(sh "$here/sqlite3_import.sh" "$dir/corpus.jsonl" "$dir/simple.jsonl" "$dir/empty.goldset")
    corpus=$(printf '%s\n' "$ours" | rate "corpus JSONL")
    questions=$(printf '%s\n' "$ours" | rate "simple JSONL")
    shellCorpus=$(printf '%s\n' "$shell" | rate "sqlite3 .import + FTS5")
    shellBare=$(printf '%s\n' "$shell" | rate "sqlite3 .import questions")
    shellProject=$(printf '%s\n' "$shell" | rate "sqlite3 questions, project")
    shellCorpusProject=$(printf '%s\n' "$shell" | rate "sqlite3 corpus, project")
    awk -v c="$corpus" -v sc="$shellCorpus" -v scp="${shellCorpusProject:-0}" -v q="$questions" -v sb="$shellBare" -v sp="$shellProject" \
        'BEGIN { if (scp > 0) printf "corpus %6d vs %6d rows/s (project tables, same index texts): %.2fx   ", c, scp, c / scp; printf "corpus %6d vs %6d rows/s: %.2fx   questions %6d vs %6d (bare tables) / %6d (project tables): %.2fx / %.2fx\n", c, sc, c / sc, q, sb, sp, q / sb, q / sp }'
done
