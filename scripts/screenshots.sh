#!/usr/bin/env bash
# Retakes the user guide's screenshots (docs/images/*.png) from the app itself: builds
# goldset-screenshots (release), which opens the demo project in the real main window
# offscreen at 1400x900 and saves every page and dialog. Usage: scripts/screenshots.sh [OUTPUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset release -DGOLDSET_BUILD_TOOLS=ON
cmake --build --preset release --parallel "$jobs" --target goldset-screenshots

out="${1:-docs/images}"
mkdir -p "$out"
# English and the platform's plain look, whatever the machine's locale and desktop.
LANG=C.UTF-8 LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES="qt.qpa.*=false" \
    build/release/tools/screenshots/goldset-screenshots "$out"

if command -v optipng >/dev/null 2>&1; then
    optipng -quiet -o2 "$out"/*.png
fi
echo "Screenshots written to $out"
