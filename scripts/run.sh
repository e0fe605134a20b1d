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

echo "packmate: no display found; scoring a shipped truck photo headless with packmate-cli."
photo=datasets/trucks/dev/dev_0126.jpg
card=datasets/examples/card-dev_0126.json
cargo=2,1,3,0,1
run() {
    echo
    echo "\$ packmate-cli $*"
    build/bin/packmate-cli "$@"
}
run score-photo "$photo" --card "$card" --cargo "$cargo"
run solve --card "$card" --cargo "$cargo"
echo
echo "Machine-readable: add --json. All subcommands: build/bin/packmate-cli --help"
