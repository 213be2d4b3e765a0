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
export QT_QPA_PLATFORM=offscreen
ctest --preset test --parallel "$jobs"

cmake --preset fuzz
cmake --build --preset fuzz --parallel "$jobs"
ctest --preset fuzz --parallel "$jobs"
