#!/usr/bin/env bash
# Real-window screenshots of the workbench at the sizes a laptop gives it, 1024×700 and 1366×768, each in an X server
# of exactly that size (Xvfb; no window manager, so no title bar): the Load perspective, Execute, the Problems view with
# a pre-flight finding in its bottom area, a hung run's Semaphores view (the hang explainer) and the Run to Condition
# dialog, opened from the command palette with a condition half typed. Needs xvfb, x11-utils (xwininfo), xdotool,
# libgtk-3-0, ImageMagick's import and the public NEFF fixtures. Usage:
#   docs/images/small-window.sh OUT_DIR FIXTURES_NEFF_DIR [JAR]
# ONLY=NAME (load, execute, problems, hang, run-to-condition) takes that picture alone; WAIT=S sets the settling
# interval (10 s).
# The user's settings are not touched: every window gets an empty preferences folder of its own.
set -euo pipefail
out="$1"
neffs="$2"
jar="${3:-$(cd "$(dirname "$0")/../.." && pwd)/app/target/ringscope.jar}"
wait_s="${WAIT:-10}"
transpose="$neffs/chengli2003__part1_transpose_1024.neff"
mkdir -p "$out"
n=0
# settle DISPLAY DIR: until two pictures of the screen $wait_s seconds apart differ in fewer than 400 pixels (a text
# caret blinks)
settle() {
  for _ in $(seq 1 $((900 / wait_s))); do
    DISPLAY="$1" import -window root "$2/a.png"
    sleep "$wait_s"
    DISPLAY="$1" import -window root "$2/b.png"
    compare -metric AE "$2/a.png" "$2/b.png" null: 2>"$2/ae" || true
    awk '{ exit !($1 + 0 < 400) }' "$2/ae" && return 0
  done
}
# shoot NAME SIZE [KEYS…] -- GUI_ARGS…: the window settled, then (optionally) keys typed into it, then the picture
shoot() {
  local name="$1" size="$2"
  shift 2
  if [ -n "${ONLY:-}" ] && [ "$name" != "$ONLY" ]; then return 0; fi
  local keys=()
  while [ "$1" != "--" ]; do keys+=("$1"); shift; done
  shift
  n=$((n + 1))
  local display=":$((${DISPLAY_BASE:-90} + n % 8))"
  Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
  local xvfb=$!
  sleep 1
  local prefs
  prefs="$(mktemp -d)"
  DISPLAY="$display" java -Djava.util.prefs.userRoot="$prefs" -Dringscope.logDir="$prefs/log" -jar "$jar" gui \
    --size "$size" --theme light "$@" >"$prefs/out.log" 2>&1 &
  local app=$!
  # the window shows its document (its title names it), then the run and the views settle: until two pictures taken
  # $wait_s seconds apart are the same (at most 15 minutes on a loaded machine)
  for _ in $(seq 1 300); do
    DISPLAY="$display" xwininfo -root -tree 2>/dev/null | grep -q '"RingScope — ' && break
    sleep 1
  done
  # the window must be there before it can settle: a blank screen is as still as a finished one
  DISPLAY="$display" xwininfo -root -tree 2>/dev/null | grep -q '"RingScope — ' || { echo "no window on $display" >&2; }
  settle "$display" "$prefs"
  if [ "${#keys[@]}" -gt 0 ]; then # no window manager: focus the window with a click on its status bar
    local wid
    wid="$(DISPLAY="$display" xdotool search --name 'RingScope — ' | head -1)"
    DISPLAY="$display" xdotool windowfocus --sync "$wid" mousemove --window "$wid" 300 "$(( ${size#*x} - 12 ))" click 1
    sleep 2
  fi
  for k in "${keys[@]}"; do
    case "$k" in
      type:*) DISPLAY="$display" xdotool type --delay 60 "${k#type:}" ;;
      *) DISPLAY="$display" xdotool key "$k" ;;
    esac
    sleep 3
  done
  [ "${#keys[@]}" -gt 0 ] && settle "$display" "$prefs"
  DISPLAY="$display" import -window root "$out/real-$name-$size.png"
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  rm -rf "$prefs"
  echo "$out/real-$name-$size.png"
}
for size in 1024x700 1366x768; do
  shoot load "$size" -- --perspective load
  shoot execute "$size" -- --perspective execute
  shoot problems "$size" -- "$transpose" --perspective load --check-profile sunda@2.15.0
  shoot hang "$size" -- "$transpose" --perspective execute --fault skip-dma:qSPIO0/0 --view semaphores
  shoot run-to-condition "$size" ctrl+shift+p "type:Run to Condition" Return "type:queue sg00:qAct" -- \
    --perspective execute
done
