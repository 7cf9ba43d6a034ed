package org.ringscope.model.dump;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.ringscope.model.InputException;
import org.ringscope.model.device.Region;

/**
 * Writes and reads {@code manifest.json}. Reading checks every field it uses and names the one that is wrong
 * ({@code manifest.json: rings[3].descriptors: …}); a version from the future is refused before anything else
 * is looked at.
 */
final class ManifestJson {
    static final String ENTRY = "manifest.json";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final Set<String> ARCHS = Set.of("", "sunda", "cayman", "mariana");
    private static final Set<String> REGIONS = regions();
    private static final Set<String> ROLES = Set.of("neff", "ucode", "input", "raw");

    private final String file;

    private static Set<String> regions() {
        Set<String> r = new HashSet<>();
        for (Region region : Region.values()) {
            if (region.isMemory()) {
                r.add(region.name());
            }
        }
        return Set.copyOf(r);
    }

    private ManifestJson(String file) {
        this.file = file;
    }

    static byte[] write(DumpManifest m) {
        try {
            return MAPPER.writeValueAsBytes(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render the manifest", e);
        }
    }

    static DumpManifest read(String file, byte[] json) throws InputException {
        return new ManifestJson(file).parse(json);
    }

    private InputException bad(String field, String reason) {
        return new InputException(file, -1, ENTRY + ": " + field, reason);
    }

    private DumpManifest parse(byte[] json) throws InputException {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new InputException(file, -1, ENTRY, "not valid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new InputException(file, -1, ENTRY, "not valid JSON: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new InputException(file, -1, ENTRY, "not a JSON object");
        }
        if (!DumpManifest.FORMAT.equals(root.path("format").asText(null))) {
            throw bad("format", "is not \"" + DumpManifest.FORMAT + "\": not a RingScope dump");
        }
        int version = integer(root, "formatVersion", "formatVersion");
        if (version > DumpManifest.VERSION) {
            throw bad("formatVersion", "version " + version + " is newer than this RingScope reads ("
                    + DumpManifest.VERSION + "); update RingScope to read it");
        }
        if (version < 1) {
            throw bad("formatVersion", "version " + version + " does not exist (versions start at 1)");
        }
        JsonNode o = object(root, "options", "options");
        DumpManifest.Options options = new DumpManifest.Options(oneOf(o, "arch", "options.arch", ARCHS),
                atLeast(integer(o, "executions", "options.executions"), 1, "options.executions"),
                bool(o, "async", "options.async"), text(o, "failAt", "options.failAt"),
                bool(o, "inspect", "options.inspect"), bool(o, "pack", "options.pack"),
                atLeast(number(o, "maxPacketSize", "options.maxPacketSize"), 0, "options.maxPacketSize"),
                o.has("dumpTrap") && bool(o, "dumpTrap", "options.dumpTrap"));
        int step = atLeast(integer(root, "step", "step"), 0, "step");
        int steps = atLeast(integer(root, "steps", "steps"), step, "steps");
        return new DumpManifest(DumpManifest.FORMAT, version, text(root, "tool", "tool"),
                oneOf(root, "arch", "arch", ARCHS), step, steps, list(root, "inputs", this::input), options,
                list(root, "rings", this::ring), list(root, "ucode", this::ucode), list(root, "memory", this::memory));
    }

    /** One element of a list, its field path for messages. */
    private interface Element<T> {
        T read(JsonNode n, String at) throws InputException;
    }

    private <T> List<T> list(JsonNode parent, String name, Element<T> element) throws InputException {
        JsonNode a = parent.get(name);
        if (a == null || !a.isArray()) {
            throw bad(name, "missing or not a list");
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            JsonNode n = a.get(i);
            String at = name + "[" + i + "]";
            if (!n.isObject()) {
                throw bad(at, "not an object");
            }
            out.add(element.read(n, at));
        }
        return out;
    }

    private DumpManifest.Input input(JsonNode n, String at) throws InputException {
        String sha = text(n, "sha256", at + ".sha256");
        if (!sha.isEmpty() && (sha.length() != 64 || !hex(sha))) {
            throw bad(at + ".sha256", "\"" + clip(sha) + "\" is not 64 hex digits");
        }
        return new DumpManifest.Input(oneOf(n, "role", at + ".role", ROLES), text(n, "name", at + ".name"), sha,
                atLeast(number(n, "bytes", at + ".bytes"), 0, at + ".bytes"));
    }

    private DumpManifest.Ring ring(JsonNode n, String at) throws InputException {
        String id = text(n, "id", at + ".id");
        try {
            RingId.parse(id);
        } catch (IllegalArgumentException e) {
            throw bad(at + ".id", e.getMessage());
        }
        int descriptors = integer(n, "descriptors", at + ".descriptors");
        int used = integer(n, "used", at + ".used");
        if (descriptors < 0) {
            throw bad(at + ".descriptors", "negative count " + descriptors);
        }
        if (used < 0) {
            throw bad(at + ".used", "negative count " + used);
        }
        return new DumpManifest.Ring(id, text(n, "stage", at + ".stage"), text(n, "name", at + ".name"),
                text(n, "entry", at + ".entry"), descriptors, used,
                atLeast(number(n, "address", at + ".address"), -1, at + ".address"));
    }

    private DumpManifest.Ucode ucode(JsonNode n, String at) throws InputException {
        long bytes = number(n, "bytes", at + ".bytes");
        if (bytes < 0) {
            throw bad(at + ".bytes", "negative size");
        }
        return new DumpManifest.Ucode(text(n, "name", at + ".name"), text(n, "origin", at + ".origin"),
                text(n, "entry", at + ".entry"), bytes,
                atLeast(number(n, "deviceAddress", at + ".deviceAddress"), 0, at + ".deviceAddress"),
                atLeast(integer(n, "status", at + ".status"), 0, at + ".status"),
                list(n, "patches", (p, pat) -> patch(p, at + "." + pat)));
    }

    private DumpManifest.Patch patch(JsonNode n, String at) throws InputException {
        return new DumpManifest.Patch(atLeast(integer(n, "index", at + ".index"), 0, at + ".index"),
                text(n, "type", at + ".type"), text(n, "side", at + ".side"),
                atLeast(number(n, "offset", at + ".offset"), 0, at + ".offset"),
                atLeast(number(n, "site", at + ".site"), 0, at + ".site"), hexBytes(n, "before", at + ".before"),
                hexBytes(n, "after", at + ".after"));
    }

    private DumpManifest.Memory memory(JsonNode n, String at) throws InputException {
        int pages = integer(n, "pages", at + ".pages");
        if (pages < 0) {
            throw bad(at + ".pages", "negative page count");
        }
        return new DumpManifest.Memory(oneOf(n, "region", at + ".region", REGIONS), text(n, "entry", at + ".entry"),
                atLeast(number(n, "base", at + ".base"), 0, at + ".base"), pages);
    }

    private int atLeast(int v, int min, String field) throws InputException {
        if (v < min) {
            throw bad(field, v + " is less than " + min);
        }
        return v;
    }

    private long atLeast(long v, long min, String field) throws InputException {
        if (v < min) {
            throw bad(field, v + " is less than " + min);
        }
        return v;
    }

    private String oneOf(JsonNode parent, String name, String field, Set<String> allowed)
            throws InputException {
        String v = text(parent, name, field);
        if (!allowed.contains(v)) {
            throw bad(field, "\"" + clip(v) + "\" is not one of " + new TreeSet<>(allowed));
        }
        return v;
    }

    /** Bytes as hex digits in pairs (a patch's before and after). */
    private String hexBytes(JsonNode parent, String name, String field) throws InputException {
        String v = text(parent, name, field);
        if (v.length() % 2 != 0 || !hex(v)) {
            throw bad(field, "\"" + clip(v) + "\" is not bytes in hex (pairs of 0-9a-f)");
        }
        return v;
    }

    private static boolean hex(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }

    private static String clip(String s) {
        return s.length() <= 80 ? s : s.substring(0, 80) + "…";
    }

    private JsonNode object(JsonNode parent, String name, String field) throws InputException {
        JsonNode n = parent.get(name);
        if (n == null || !n.isObject()) {
            throw bad(field, "missing or not an object");
        }
        return n;
    }

    private String text(JsonNode parent, String name, String field) throws InputException {
        JsonNode n = parent.get(name);
        if (n == null || !(n.isTextual() || n.isNull())) {
            throw bad(field, "missing or not a string");
        }
        return n.isNull() ? "" : n.asText();
    }

    private boolean bool(JsonNode parent, String name, String field) throws InputException {
        JsonNode n = parent.get(name);
        if (n == null || !n.isBoolean()) {
            throw bad(field, "missing or not true/false");
        }
        return n.booleanValue();
    }

    private long number(JsonNode parent, String name, String field) throws InputException {
        JsonNode n = parent.get(name);
        if (n == null || !n.isIntegralNumber() || !n.canConvertToLong()) {
            throw bad(field, "missing or not a whole number");
        }
        return n.longValue();
    }

    private int integer(JsonNode parent, String name, String field) throws InputException {
        JsonNode n = parent.get(name);
        if (n == null || !n.isIntegralNumber() || !n.canConvertToInt()) {
            throw bad(field, "missing or not a whole number of at most " + Integer.MAX_VALUE);
        }
        return n.intValue();
    }
}
