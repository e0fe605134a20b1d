#!/usr/bin/env bash
# Packmate's main job. Installs what is missing, builds, then:
#  - with a display: opens the app;
#  - without one: scores a truck photo shipped in datasets/ with packmate-cli and prints it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$PACKMATE_ROOT"

if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; then
    exec build/bin/packmate "$@"
fi

echo "packmate: no display found; running the headless demo with packmate-cli."
echo
echo "\$ packmate-cli --help"
build/bin/packmate-cli --help
echo
echo "\$ packmate-cli check-card datasets/examples/card-T07.json"
build/bin/packmate-cli check-card datasets/examples/card-T07.json
