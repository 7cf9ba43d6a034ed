package org.ringscope.app.bench.hostile;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Renames an output variable of a NEFF to a name that would leave the output directory ({@code ../../rsescape},
 * an absolute path, a name with a separator), everywhere the manifests name it — so {@code run --write-outputs}
 * is asked to write it.
 */
final class OutputRename {
    private static final String[] NAMES = {"../../" + JsonMutator.ESCAPE, "../" + JsonMutator.ESCAPE,
        "/tmp/" + JsonMutator.ESCAPE + "-abs", "sub/" + JsonMutator.ESCAPE, "..", JsonMutator.ESCAPE + "\\..\\x",
        "C:" + JsonMutator.ESCAPE};

    private OutputRename() {
    }

    /** Renames in {@code members}; returns what it did, or empty when the NEFF has no output variable. */
    static Optional<String> rename(Map<String, byte[]> members, SplittableRandom r) {
        String output = null;
        for (Map.Entry<String, byte[]> m : members.entrySet()) {
            if (m.getKey().endsWith("def.json")) {
                String s = new String(m.getValue(), StandardCharsets.UTF_8);
                int t = s.indexOf("\"type\" : \"output\"");
                if (t > 0) {
                    int open = s.lastIndexOf("\" : {", t);
                    int start = open < 0 ? -1 : s.lastIndexOf('"', open - 1);
                    if (start >= 0) {
                        output = s.substring(start + 1, open);
                        break;
                    }
                }
            }
        }
        if (output == null) {
            return Optional.empty();
        }
        String to = NAMES[r.nextInt(NAMES.length)];
        String quotedFrom = "\"" + output + "\"";
        String quotedTo = "\"" + to.replace("\\", "\\\\") + "\"";
        for (Map.Entry<String, byte[]> m : members.entrySet()) {
            if (m.getKey().endsWith(".json")) {
                String s = new String(m.getValue(), StandardCharsets.UTF_8);
                m.setValue(s.replace(quotedFrom, quotedTo).getBytes(StandardCharsets.UTF_8));
            }
        }
        return Optional.of("output " + output + " renamed to " + to);
    }
}
