#!/bin/sh
# The app's performance numbers (README "App performance"); needs a build and Xvfb.
#   scripts/measure-app.sh start [OPTION...]   cold start to the first frame of the first
#                                              screen, 5 runs
#   scripts/measure-app.sh memory [OPTION...]  resident memory from 10 to 30 s of scoring a truck
#                                              from a live 1280x960 video at 15 frames/s (truck
#                                              camera screen), then the frames the screen saw,
#                                              read and dropped in those 31 s
#   scripts/measure-app.sh bench               the camera pipeline on one core: frames read and
#                                              dropped
# OPTIONs go to the app, e.g. --scene-graph opengl (default: the app's own choice, the software
# scene graph on this machine without a GPU).
set -eu
cd "$(dirname "$0")/.."
scene=datasets/trucks/dev/dev_0076
mode=${1:-}
[ $# -gt 0 ] && shift
options="$*"
case "$mode" in
start)
  xvfb-run -a -s "-screen 0 1280x1280x24" sh -c '
    d=$(mktemp -d)
    for i in 1 2 3 4 5; do
      s=$(date +%s%N)
      # The harness reads commands only once the window has shown its first frame.
      echo quit | QSG_RENDER_LOOP=basic build/bin/packmate --harness --data-dir "$d" '"$options"' >/dev/null 2>&1
      echo "start_to_first_frame_ms $(( ($(date +%s%N) - s) / 1000000 ))"
    done
    rm -rf "$d"' ;;
memory)
  video=$(mktemp --suffix=.avi)
  QT_QPA_PLATFORM=offscreen build/bin/packmate-camera-bench --write-video "$video" \
    --image "$scene.jpg" --seconds 10 --fps 15 >/dev/null 2>&1
  xvfb-run -a -s "-screen 0 1280x1280x24" sh -c "
    stats=\$(mktemp)
    # The harness answers once the window is up; the frame counts are taken after the samples.
    (sleep 31; echo get truckPanel status; sleep 2; echo quit) |
      QSG_RENDER_LOOP=basic build/bin/packmate --demo --lang en --screen truck-camera \
        --video '$video' --harness $options 2>/dev/null >\$stats &
    pid=\$!
    sleep 10
    # One sample varies by ±10 MB with the frame in flight: 20 samples, one a second.
    for i in \$(seq 20); do awk '/VmRSS/ { print \$2 }' /proc/\$pid/status; sleep 1; done |
      sort -n | awk '{ v[NR] = \$1 } END { printf \"VmRSS min %d median %d max %d kB\\n\", v[1], v[int((NR + 1) / 2)], v[NR] }'
    grep VmHWM /proc/\$pid/status
    wait \$pid || true
    grep -o 'Frames: [^\\\\]*' \$stats | sed 's/^/after 31 s: /; s/\"\$//'
    rm -f \$stats"
  rm -f "$video" ;;
bench)
  QT_QPA_PLATFORM=offscreen taskset -c 0 build/bin/packmate-camera-bench --seconds 10 --fps 15 \
    --image "$scene.jpg" --truck "$scene.json" ;;
*)
  echo "usage: scripts/measure-app.sh start|memory|bench" >&2
  exit 2 ;;
esac
