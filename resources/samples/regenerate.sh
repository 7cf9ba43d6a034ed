#!/usr/bin/env bash
# Regenerates the bundled sample NEFF with RingScope's own writer (model: org.ringscope.model.gen.SampleNeffs).
# Output is deterministic; SampleNeffTest fails when the committed file and the generator disagree.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f app/target/ringscope.jar ] || mvn -B -ntp -DskipTests package
java -jar app/target/ringscope.jar gen --profile sample --out resources/samples/sample.neff
