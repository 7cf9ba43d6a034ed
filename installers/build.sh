#!/usr/bin/env bash
# Builds RingScope's native packages with jpackage (JDK 17+): a trimmed app-image, and the installer of
# the platform it runs on. Usage:
#   installers/build.sh [app-image|deb|msi|dmg]...   (default: app-image deb on Linux)
# Output goes to installers/out/. Per-platform metadata lives in installers/<os>/jpackage.args and is
# passed to jpackage as an @argfile; msi needs the WiX toolset on Windows, dmg needs macOS.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
out="$here/out"
version="$(sed -n 's:.*<version>\([0-9][0-9.]*\)</version>.*:\1:p' "$root/pom.xml" | head -1)"
types=("$@")
if [ ${#types[@]} -eq 0 ]; then
  case "$(uname -s)" in
    Linux) types=(app-image deb) ;;
    Darwin) types=(app-image dmg) ;;
    *) types=(app-image msi) ;;
  esac
fi

jar="$root/app/target/ringscope-app-$version.jar"
if [ ! -f "$jar" ] || [ ! -d "$root/app/target/dist" ]; then
  (cd "$root" && mvn -B -ntp -DskipTests package)
fi

# The input folder: the thin app jar and its runtime dependencies, minus the empty (classifier-less)
# javafx-*.jar placeholders; the -linux/-win/-mac jars carry the classes and natives.
input="$(mktemp -d)"
trap 'rm -rf "$input"' EXIT
cp "$jar" "$input/"
find "$root/app/target/dist" -name '*.jar' ! -regex '.*/javafx-[a-z]*-[0-9.]*\.jar' -exec cp {} "$input/" \;

# The bash completion and the man pages, generated from the command line's own model; the Linux package links
# them into /usr/share (linux/resources/postinst) and puts ringscope on the PATH.
java -Djava.awt.headless=true -cp "$jar:$root/app/target/dist/*" org.ringscope.app.cli.DocGen "$input"

# Modules from jdeps over the app and the JavaFX module descriptors, plus java.prefs (Open Recent).
mods=java.base,java.desktop,java.logging,java.prefs,java.scripting,java.sql,java.xml,jdk.unsupported,jdk.zipfs

common=(--name ringscope --app-version "$version" --vendor "RingScope"
  --description "Emulates the AWS Neuron runtime host path from NEFF to doorbell"
  --input "$input" --main-jar "$(basename "$jar")" --main-class org.ringscope.app.Main
  --add-modules "$mods" --jlink-options "--strip-debug --no-man-pages --no-header-files --compress=2"
  --java-options "-Xmx4g" --dest "$out")
# The installers register .neff and .rsdump with the desktop (MIME types and file associations).
assoc=(--file-associations "$here/associations/neff.properties"
  --file-associations "$here/associations/rsdump.properties")

mkdir -p "$out"
for t in "${types[@]}"; do
  case "$t" in
    app-image)
      rm -rf "$out/ringscope"
      jpackage --type app-image "${common[@]}" --icon "$here/icons/ringscope.png"
      # Verify the image runs.
      "$out/ringscope/bin/ringscope" --version
      ;;
    deb) jpackage --type deb "${common[@]}" "${assoc[@]}" --icon "$here/icons/ringscope.png" --resource-dir "$here/linux/resources" \
           @"$here/linux/jpackage.args" ;;
    msi) jpackage --type msi "${common[@]}" "${assoc[@]}" --icon "$here/icons/ringscope.ico" @"$here/windows/jpackage.args" ;;
    dmg) jpackage --type dmg "${common[@]}" "${assoc[@]}" --icon "$here/icons/ringscope.icns" @"$here/macos/jpackage.args" ;;
    *) echo "unknown package type: $t (app-image|deb|msi|dmg)" >&2; exit 2 ;;
  esac
done
ls -la "$out"
