#!/usr/bin/env bash
# Real-window screenshots of the workbench (not the headless renderer): each perspective, light and dark, at
# 1024×700, 1400×900 and 1600×1000, each in an X server of exactly that size (Xvfb; no window manager, so no
# title bar). Needs xvfb, x11-utils (xwininfo), libgtk-3-0 and ImageMagick's import. Usage:
#   docs/images/real-window.sh OUT_DIR [JAR]
# The user's settings are not touched: every window gets an empty preferences folder of its own.
set -euo pipefail
out="$1"
jar="${2:-$(cd "$(dirname "$0")/../.." && pwd)/app/target/ringscope.jar}"
wait_s="${WAIT:-12}"
mkdir -p "$out"
n=0
for size in 1024x700 1400x900 1600x1000; do
  for perspective in load execute diff teach; do
    for theme in light dark; do
      n=$((n + 1))
      display=":$((${DISPLAY_BASE:-70} + n % 20))"
      Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
      xvfb=$!
      sleep 1
      prefs="$(mktemp -d)"
      extra=()
      [ "$perspective" = diff ] && extra=(--fork arch=sunda)
      DISPLAY="$display" java -Djava.util.prefs.userRoot="$prefs" -Dringscope.logDir="$prefs/log" -jar "$jar" gui \
        --size "$size" --perspective "$perspective" --theme "$theme" "${extra[@]}" >"$prefs/out.log" 2>&1 &
      app=$!
      # wait for the window to show its document (its title names it), then for the run and the views to settle
      for _ in $(seq 1 120); do
        DISPLAY="$display" xwininfo -root -tree 2>/dev/null | grep -q '"RingScope — ' && break
        sleep 1
      done
      sleep "$wait_s"
      if [ "$perspective" = diff ]; then sleep "$wait_s"; fi # the fork runs the sample a second time
      DISPLAY="$display" import -window root "$out/$perspective-$theme-$size.png"
      kill "$app" 2>/dev/null || true
      wait "$app" 2>/dev/null || true
      kill "$xvfb" 2>/dev/null || true
      wait "$xvfb" 2>/dev/null || true
      rm -rf "$prefs"
      echo "$out/$perspective-$theme-$size.png"
    done
  done
done
