#!/bin/sh
# Renders ringscope.svg into the PNGs the window, the About dialog and the installers use, and the Windows
# (.ico) and macOS (.icns) icons. Needs rsvg-convert (librsvg2-bin), ImageMagick and png2icns (icnsutils).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
res="$here/../../app/src/main/resources/org/ringscope/app/icons"
mkdir -p "$res"
for s in 16 32 48 64 128 256 512; do
    rsvg-convert -w $s -h $s "$here/ringscope.svg" -o "$res/ringscope-$s.png"
done
cp "$res/ringscope-256.png" "$here/ringscope.png"
convert "$res/ringscope-16.png" "$res/ringscope-32.png" "$res/ringscope-48.png" "$res/ringscope-256.png" "$here/ringscope.ico"
png2icns "$here/ringscope.icns" "$res/ringscope-16.png" "$res/ringscope-32.png" "$res/ringscope-128.png" \
    "$res/ringscope-256.png" "$res/ringscope-512.png" >/dev/null
