#!/usr/bin/env bash
# Retakes the user guide's screenshots (docs/images/*.png) from the app itself: builds
# goldset-screenshots (release), which opens the demo project in the real main window
# offscreen at 1400x900 and saves every page and dialog.
#
#   scripts/screenshots.sh [OUTPUT_DIR]           the user guide's pictures (English, light)
#   scripts/screenshots.sh --sheet [OUTPUT_DIR]   the contact sheet: every page and dialog at
#       1280x800 and 1920x1080, light and dark, in English, German, Chinese and Japanese; one
#       PNG per combination (OUTPUT_DIR/sheet-LANG-THEME-SIZE.png, the pictures side by side)
#       plus OUTPUT_DIR/index.html that shows them all. Default OUTPUT_DIR: build/contact-sheet.
#
# GOLDSET_SCREENSHOTS=path/to/goldset-screenshots skips the build (e.g. a test build made with
# -DGOLDSET_BUILD_TOOLS=ON); SHEET_LANGUAGES, SHEET_THEMES and SHEET_SIZES narrow the sheet.
set -euo pipefail
cd "$(dirname "$0")/.."

sheet=0
if [[ "${1:-}" == "--sheet" ]]; then
    sheet=1
    shift
fi

tool="${GOLDSET_SCREENSHOTS:-}"
if [[ -z "$tool" ]]; then
    scripts/install-deps.sh
    jobs=$(nproc 2>/dev/null || echo 2)
    cmake --preset release -DGOLDSET_BUILD_TOOLS=ON
    cmake --build --preset release --parallel "$jobs" --target goldset-screenshots
    tool=build/release/tools/screenshots/goldset-screenshots
fi

# English and the platform's plain look, whatever the machine's locale and desktop.
take() { # OUTPUT_DIR, with GOLDSET_LANGUAGE / GOLDSET_THEME / GOLDSET_SIZE in the environment
    LANG=C.UTF-8 LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES="qt.qpa.*=false" \
        "$tool" "$1"
}

if [[ "$sheet" == 0 ]]; then
    out="${1:-docs/images}"
    mkdir -p "$out"
    take "$out"
    if command -v optipng >/dev/null 2>&1; then
        optipng -quiet -o2 "$out"/*.png
    fi
    echo "Screenshots written to $out"
    exit 0
fi

command -v montage >/dev/null 2>&1 || { echo "the contact sheet needs ImageMagick's montage" >&2; exit 2; }
out="${1:-build/contact-sheet}"
mkdir -p "$out"
languages=(${SHEET_LANGUAGES:-en de zh_CN ja})
themes=(${SHEET_THEMES:-light dark})
sizes=(${SHEET_SIZES:-1280x800 1920x1080})
index="$out/index.html"
{
    echo '<!doctype html><html><head><meta charset="utf-8"><title>Goldset contact sheet</title>'
    echo '<style>body{font-family:sans-serif;background:#888}figure{margin:1em 0}img{max-width:100%}'
    echo 'figcaption{font-weight:bold;background:#fff;padding:4px}</style></head><body>'
    echo '<h1>Goldset: every page and dialog of the demo project</h1><ul>'
} >"$index"
sheets=()
for size in "${sizes[@]}"; do
    for theme in "${themes[@]}"; do
        for language in "${languages[@]}"; do
            name="$language-$theme-$size"
            dir="$out/$name"
            rm -rf "$dir"
            mkdir -p "$dir"
            echo "== $name"
            if ! GOLDSET_LANGUAGE="$language" GOLDSET_THEME="$theme" GOLDSET_SIZE="$size" take "$dir" >/dev/null; then
                echo "goldset-screenshots failed for $name" >&2
            fi
            # One picture per combination: every page and dialog, labelled with its name.
            montage -label '%t' -font DejaVu-Sans -pointsize 22 -geometry '960x>+12+12' -tile 3x \
                -background '#888888' "$dir"/*.png "$out/sheet-$name.png"
            sheets+=("$name")
            echo "<li><a href=\"#$name\">$name</a></li>" >>"$index"
        done
    done
done
echo '</ul>' >>"$index"
for name in "${sheets[@]}"; do
    {
        echo "<figure id=\"$name\"><figcaption>$name</figcaption>"
        echo "<a href=\"sheet-$name.png\"><img src=\"sheet-$name.png\" alt=\"$name\"></a>"
        echo "<p>"
        for png in "$out/$name"/*.png; do
            file=$(basename "$png")
            echo "<a href=\"$name/$file\">${file%.png}</a>"
        done
        echo "</p></figure>"
    } >>"$index"
done
echo '</body></html>' >>"$index"
echo "Contact sheet: $index"
