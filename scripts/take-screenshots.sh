#!/bin/sh
# Renders every main screen with demo data, landscape and portrait, in the given languages,
# into docs/screenshots/ (needs a build: cmake --build build --target packmate).
# Usage: scripts/take-screenshots.sh [LANG...]   (default: en de)
set -eu
cd "$(dirname "$0")/.."
out=docs/screenshots
mkdir -p "$out"
langs=${*:-en de}

shot() { # shot NAME SIZE LANG [extra options...]
  name=$1 size=$2 lang=$3
  shift 3
  orient=landscape
  [ "$size" = 800x1280 ] && orient=portrait
  QSG_RENDER_LOOP=basic xvfb-run -a -s "-screen 0 1280x1280x24" \
    build/bin/packmate --demo --lang "$lang" --size "$size" "$@" \
    --screenshot "$out/$name-$orient-$lang.png" 2>/dev/null
}

for lang in $langs; do
  for screen in home new dice trucks scoring summary ledger stats settings camera handover; do
    for size in 1280x800 800x1280; do
      shot "$screen" "$size" "$lang" --screen "$screen"
    done
  done
done

# Calibration: the colours learnt from a rendered photo of the mat, two cards of one's own;
# the cell editor with a card's loading area proposed from a rendered photo.
for lang in $langs; do
  for size in 1280x800 800x1280; do
    shot calibration "$size" "$lang" --screen calibration \
      --image datasets/calibration/colours/colours_dev_0000.jpg
    shot card-editor "$size" "$lang" --screen card-editor \
      --image datasets/calibration/cards/cards_dev_0003.jpg
  done
done

# The dice camera reading a real photo (needs ../shared; skipped without it).
photo=../shared/datasets/dice-real-dev/valid/valid_5.jpg
if [ -f "$photo" ]; then
  for size in 1280x800 800x1280; do
    shot dice-camera "$size" en --screen dice-camera --image "$photo" --screenshot-wait 3000
  done
fi

# Scoring with the camera: a rendered truck scene of datasets/trucks (card Z17, Galja's
# 5 white + 1 grey), live and as a still photo to correct.
scene=datasets/trucks/dev/dev_0076.jpg
for lang in $langs; do
  for screen in truck-camera truck-photo; do
    for size in 1280x800 800x1280; do
      shot "$screen" "$size" "$lang" --screen "$screen" --image "$scene" --screenshot-wait 3000
    done
  done
done
