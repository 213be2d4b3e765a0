#!/usr/bin/env bash
# Builds Goldset (release) and opens it on a fresh copy of the demo project.
# Installs missing Debian packages first. Extra arguments are passed to the app.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset release
cmake --build --preset release --parallel "$jobs"

data_dir="${XDG_DATA_HOME:-$HOME/.local/share}/Goldset"
mkdir -p "$data_dir"
demo="$data_dir/demo.goldset"
rm -f "$demo" "$demo-wal" "$demo-shm"
build/release/app/goldset-cli demo --out "$demo"

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    echo "No display found (DISPLAY is not set). The demo project is at $demo;" >&2
    echo "run: build/release/app/goldset \"$demo\" on a desktop, or under Xvfb." >&2
    exit 1
fi
exec build/release/app/goldset "$demo" "$@"
