package org.ringscope.model.check;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One version range of a rule: where it holds ({@code versions} of the driver or the runtime, optionally only on
 * some arches) and what it says there — a constant ({@code value}), a message format, a law, further fields — as
 * written in {@code profiles.json}.
 *
 * @param verified whether the facts state this variant for these versions (false: derived, inferred or carried
 *                 over from the newest public source)
 */
public record Variant(VersionRange versions, Set<CheckArch> arches, JsonNode fields, boolean verified) {
    /** Whether this variant holds at version {@code v} on {@code arch}. */
    public boolean holds(Version v, CheckArch arch) {
        return versions.contains(v) && (arches.isEmpty() || arches.contains(arch));
    }

    /** Field {@code key} as a number ({@code 0x…} strings are hexadecimal, unsigned), or {@code dflt}. */
    public long number(String key, long dflt) {
        JsonNode n = fields.get(key);
        if (n == null || n.isNull()) {
            return dflt;
        }
        if (n.isNumber()) {
            return n.asLong();
        }
        String s = n.asText().trim();
        return s.startsWith("0x") || s.startsWith("0X") ? Long.parseUnsignedLong(s.substring(2), 16) : Long.parseLong(s);
    }

    /** Field {@code key} as a number; the rule's data must hold it. */
    public long number(String key) {
        if (!fields.has(key)) {
            throw new IllegalStateException("profiles.json: a variant for " + versions + " has no '" + key + "'");
        }
        return number(key, 0);
    }

    public boolean has(String key) {
        return fields.has(key) && !fields.get(key).isNull();
    }

    /** Field {@code key} as text, or {@code ""}. */
    public String text(String key) {
        JsonNode n = fields.get(key);
        return n == null || n.isNull() ? "" : n.asText();
    }

    /** The printf format of the message ({@code ""} when the source gives none). */
    public String message() {
        return text("message");
    }

    /** Field {@code key} as a list of strings (empty when absent). */
    public List<String> texts(String key) {
        List<String> out = new ArrayList<>();
        JsonNode n = fields.get(key);
        if (n != null && n.isArray()) {
            n.forEach(e -> out.add(e.asText()));
        }
        return out;
    }
}
