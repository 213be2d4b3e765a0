#!/usr/bin/env bash
# Builds the test configuration (AddressSanitizer + UBSan, warnings as errors) and runs every
# test through ctest, headless; then builds the fuzz configuration (clang, libFuzzer) and runs
# each fuzz target for a bounded time (GOLDSET_FUZZ_SECONDS, see README "Fuzzing").
# Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset test
cmake --build --preset test --parallel "$jobs"

# The fuzz configuration compiles the model library a second time (with libFuzzer's coverage).
# It builds at the lowest priority while the tests run: many of them wait (for another
# process's lock, a server, a subprocess) and leave the cores idle, which the build takes
# without slowing the tests that compute.
cmake --preset fuzz >/dev/null
mkdir -p build/fuzz
nice -n 19 cmake --build --preset fuzz --parallel "$jobs" >build/fuzz/build-output.log 2>&1 &
fuzz_build=$!

export QT_QPA_PLATFORM=offscreen
tests_status=0
ctest --preset test --parallel "$jobs" || tests_status=$?

fuzz_status=0
wait "$fuzz_build" || fuzz_status=$?
if ((fuzz_status != 0)); then
    cat build/fuzz/build-output.log
    echo "the fuzz configuration did not build (exit $fuzz_status)" >&2
    exit "$fuzz_status"
fi
if ((tests_status != 0)); then
    exit "$tests_status"
fi
ctest --preset fuzz --parallel "$jobs"
