#!/usr/bin/env bash
# Installs the Debian packages Packmate needs (only those missing; silent when all are there),
# then configures and builds into build/ (Release, Ninja). Sourced by run.sh and test.sh.
set -euo pipefail

PACKMATE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

packmate_install_packages() {
    local list="$PACKMATE_ROOT/scripts/debian-packages.txt"
    local missing=()
    local package
    while read -r package; do
        [[ -z "$package" || "$package" == \#* ]] && continue
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$package")
        fi
    done <"$list"
    ((${#missing[@]} == 0)) && return 0

    local sudo=()
    if ((EUID != 0)); then sudo=(sudo); fi
    echo "packmate: installing ${#missing[@]} Debian package(s): ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
}

packmate_build() {
    cd "$PACKMATE_ROOT"
    if [[ ! -f build/CMakeCache.txt ]]; then
        cmake --preset default >/dev/null
    fi
    cmake --build build --parallel "$(nproc)"
}

packmate_install_packages
packmate_build
