#!/usr/bin/env bash
# Builds Packmate and runs every test suite headless; ends with CTest's summary.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$PACKMATE_ROOT"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --parallel "$(nproc)" --timeout 900
