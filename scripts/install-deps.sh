#!/usr/bin/env bash
# Installs what building, testing and running Goldset needs on Debian 12, and only what is missing.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config lld
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev libqt6sql6-sqlite libqt6sql6-psql
    postgresql postgresql-contrib libpq-dev
    qt6-charts-dev libqt6svg6-dev qt6-pdf-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    qtkeychain-qt6-dev nlohmann-json3-dev libsqlite3-dev libssl-dev
    libgl-dev qt6-qpa-plugins fonts-noto-cjk fonts-droid-fallback fonts-dejavu-core
    clang libclang-rt-14-dev llvm
)
if [[ "${1:-}" == "--gui" ]]; then
    packages+=(xvfb xauth)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if ((${#missing[@]} == 0)); then
    exit 0
fi

echo "Installing: ${missing[*]}"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
    sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
