#!/usr/bin/env bash
# One fuzz target as a ctest test: replays every file of regressions/<target>/ (inputs that
# once crashed), then fuzzes for GOLDSET_FUZZ_SECONDS (default 10) from a copy of the seeds
# in the build folder, which keeps what each run finds for the next (the source tree is never
# written). Fails on any crash, sanitizer report, leak, timeout or out-of-memory.
set -euo pipefail

binary=$1 target=$2 source_dir=$3 build_dir=$4
seconds=${GOLDSET_FUZZ_SECONDS:-10}
regressions=$source_dir/regressions/$target
work_corpus=$build_dir/corpus/$target
crashes=$build_dir/crashes/$target/

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export QT_LOGGING_RULES=${QT_LOGGING_RULES:-"qt.*=false"}
# -timeout: one input taking longer is a hang; -rss_limit_mb: two fuzzers share CI's memory.
limits=(-timeout=10 -rss_limit_mb=1536)

if [[ -d $regressions ]]; then
    mapfile -t files < <(find "$regressions" -type f ! -name '.*' | sort)
    if ((${#files[@]} > 0)); then
        echo "== $target: replaying ${#files[@]} regression input(s) from $regressions"
        "$binary" "${limits[@]}" "${files[@]}"
    fi
fi

mkdir -p "$work_corpus" "$crashes"
cp -n "$source_dir/corpus/$target"/* "$work_corpus"/
echo "== $target: fuzzing for ${seconds}s from $work_corpus"
status=0
"$binary" "${limits[@]}" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$crashes" "$work_corpus" || status=$?
if ((status != 0)); then
    echo "== $target: the fuzzer found a problem; its input is the file named after 'Test unit written to'" \
        "above (in $crashes). Fix the parser, then add the file to $regressions/." >&2
fi
exit "$status"
