#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what wmassist needs to build, run and test, from Debian's packages.
# Idempotent: when every package is present it does nothing and prints nothing.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev libqt6sql6-sqlite
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqcustomplot-dev libqcustomplot2.1-qt6
    libqt6svg6 libgl-dev zlib1g-dev libsqlite3-dev
    fonts-dejavu-core
    clang-format clang-tidy clang libclang-rt-14-dev
    lld ccache
)

missing=()
for p in "${packages[@]}"; do
    # dpkg-query prints "install ok installed" only for a fully installed package.
    if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]]; then
        missing+=("$p")
    fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
