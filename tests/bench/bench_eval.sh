#!/bin/sh
# Benchmark of `goldset-cli eval` against trec_eval 10.0 on 10,000 queries x 1,000 results.
#   tests/bench/bench_eval.sh GOLDSET_CLI TREC_EVAL [QUERIES DOCS]
# Build goldset-cli optimised (cmake --preset bench); trec_eval from
# github.com/usnistgov/trec_eval (make), outside this repository. Prints wall time and
# peak memory of both (/usr/bin/time -v) and fails when their outputs differ.
set -eu
cli=$1
trec_eval=$2
queries=${3:-10000}
docs=${4:-1000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/make_trec_bench.py" "$dir" "$queries" "$docs"
ls -l "$dir"
measure() {
    name=$1
    shift
    /usr/bin/time -v "$@" > "$dir/$name.out" 2> "$dir/$name.time"
    printf '%-10s wall %s   max RSS %s kB\n' "$name" \
        "$(grep 'Elapsed (wall clock)' "$dir/$name.time" | awk '{print $NF}')" \
        "$(grep 'Maximum resident set size' "$dir/$name.time" | awk '{print $NF}')"
}
for opts in "" "-q -m official -m recall -m ndcg -m ndcg_cut -m map_cut -m success"; do
    echo "options: ${opts:-(official)}"
    # shellcheck disable=SC2086
    measure trec_eval "$trec_eval" $opts "$dir/qrels.txt" "$dir/run.txt"
    # shellcheck disable=SC2086
    measure goldset "$cli" eval $opts "$dir/qrels.txt" "$dir/run.txt"
    if cmp -s "$dir/trec_eval.out" "$dir/goldset.out"; then
        echo "outputs identical ($(wc -l < "$dir/goldset.out") lines)"
    else
        echo "OUTPUTS DIFFER"
        diff "$dir/trec_eval.out" "$dir/goldset.out" | head -20
        exit 1
    fi
done
