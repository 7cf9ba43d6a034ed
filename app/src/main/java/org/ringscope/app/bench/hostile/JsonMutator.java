package org.ringscope.app.bench.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Mutations of a JSON document that keep it JSON (so they reach the fields behind the parser): a value replaced by
 * a boundary number, a wrong type, a hostile string (a path that climbs out, a long name); a field removed,
 * renamed or given twice; a value wrapped; the whole document made a scalar; nesting deeper than any manifest.
 * Hostile strings carry {@value #ESCAPE} so a file written from one is found wherever it lands.
 */
final class JsonMutator {
    /** The marker of every name meant to escape a directory. */
    static final String ESCAPE = "rsescape";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final String DEEP = "\u0001deep\u0001";

    private JsonMutator() {
    }

    /** One or two mutations of {@code json}; text that does not parse gets byte mutations. */
    static Mutant mutate(byte[] json, String member, SplittableRandom r) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (IOException e) {
            return ByteMutator.mutate(json, r);
        }
        if (root == null || !root.isContainerNode()) {
            return ByteMutator.mutate(json, r);
        }
        List<Slot> slots = new ArrayList<>();
        collect(root, "", slots);
        if (slots.isEmpty() || r.nextInt(40) == 0) {
            JsonNode scalar = hostileValue(r);
            return new Mutant(bytes(scalar), "json " + member + ": the whole document = " + clip(scalar.toString()));
        }
        Slot s = slots.get(r.nextInt(slots.size()));
        int op = r.nextInt(10);
        if (op == 8 && s.key != null) {
            String text = new String(bytes(root), StandardCharsets.UTF_8);
            String field = quoted(s.key) + ":";
            int at = text.indexOf(field);
            if (at >= 0) {
                String dup = text.substring(0, at) + field + "0," + text.substring(at);
                return new Mutant(dup.getBytes(StandardCharsets.UTF_8), "json " + member + ": " + s.path + " given twice");
            }
        }
        String what;
        switch (op) {
            case 0, 1, 2, 3 -> {
                JsonNode v = hostileValue(r);
                s.set(v);
                what = s.path + " = " + clip(v.toString());
            }
            case 4 -> {
                s.remove();
                what = s.path + " removed";
            }
            case 5 -> {
                JsonNode v = s.get();
                s.remove();
                s.renameTo(v, s.key == null ? null : s.key + "x");
                what = s.path + " renamed";
            }
            case 6 -> {
                ArrayNode a = F.arrayNode().add(s.get());
                s.set(a);
                what = s.path + " wrapped in a list";
            }
            case 7 -> {
                // written as text: the writer itself refuses to nest this deep
                s.set(F.textNode(DEEP));
                String text = new String(bytes(root), StandardCharsets.UTF_8).replace("\"" + DEEP + "\"",
                        "[".repeat(3000) + "1" + "]".repeat(3000));
                return new Mutant(text.getBytes(StandardCharsets.UTF_8), "json " + member + ": " + s.path
                        + " nested 3000 deep");
            }
            default -> {
                JsonNode v = s.get();
                long n = v.isNumber() ? v.asLong() : 0;
                JsonNode bumped = F.numberNode(n + (r.nextBoolean() ? 1 : -1) * (1L << r.nextInt(40)));
                s.set(bumped);
                what = s.path + " = " + bumped;
            }
        }
        return new Mutant(bytes(root), "json " + member + ": " + what);
    }

    /** A value of a wrong type or a boundary, or a hostile string. */
    static JsonNode hostileValue(SplittableRandom r) {
        return switch (r.nextInt(24)) {
            case 0 -> F.numberNode(-1);
            case 1 -> F.numberNode(0);
            case 2 -> F.numberNode(255);
            case 3 -> F.numberNode(65536);
            case 4 -> F.numberNode(Integer.MAX_VALUE);
            case 5 -> F.numberNode(1L << 31);
            case 6 -> F.numberNode(1L << 32);
            case 7 -> F.numberNode(Long.MAX_VALUE);
            case 8 -> F.numberNode(Long.MIN_VALUE);
            case 9 -> F.numberNode(BigInteger.ONE.shiftLeft(70));
            case 10 -> F.numberNode(1.5);
            case 11 -> F.numberNode(1e308);
            case 12 -> F.textNode("");
            case 13 -> F.textNode("0x10");
            case 14 -> F.textNode("../../" + ESCAPE);
            case 15 -> F.textNode("/tmp/" + ESCAPE + "-abs");
            case 16 -> F.textNode("n".repeat(5000));
            case 17 -> F.textNode("\u0000x");
            case 18 -> F.booleanNode(true);
            case 19 -> F.nullNode();
            case 20 -> F.arrayNode();
            case 21 -> F.objectNode();
            case 22 -> F.numberNode(1L << 40);
            default -> F.numberNode(16_777_216);
        };
    }

    /** A place in the tree: an object's field or an array's element. */
    private static final class Slot {
        final JsonNode parent;
        final String key;
        final int index;
        final String path;

        Slot(JsonNode parent, String key, int index, String path) {
            this.parent = parent;
            this.key = key;
            this.index = index;
            this.path = path;
        }

        JsonNode get() {
            return key != null ? parent.get(key) : parent.get(index);
        }

        void set(JsonNode v) {
            if (key != null) {
                ((ObjectNode) parent).set(key, v);
            } else {
                ((ArrayNode) parent).set(index, v);
            }
        }

        void remove() {
            if (key != null) {
                ((ObjectNode) parent).remove(key);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }

        void renameTo(JsonNode v, String newKey) {
            if (newKey != null) {
                ((ObjectNode) parent).set(newKey, v);
            } else {
                ((ArrayNode) parent).insert(Math.min(index, parent.size()), v);
            }
        }
    }

    private static void collect(JsonNode n, String path, List<Slot> out) {
        if (out.size() > 20_000) {
            return;
        }
        if (n.isObject()) {
            for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                String p = path.isEmpty() ? k : path + "." + k;
                out.add(new Slot(n, k, -1, p));
                collect(n.get(k), p, out);
            }
        } else if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) {
                String p = path + "[" + i + "]";
                out.add(new Slot(n, null, i, p));
                collect(n.get(i), p, out);
            }
        }
    }

    private static byte[] bytes(JsonNode n) {
        try {
            return JSON.writeValueAsBytes(n);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String quoted(String key) {
        return new String(bytes(F.textNode(key)), StandardCharsets.UTF_8);
    }

    static String clip(String s) {
        return s.length() <= 60 ? s : s.substring(0, 60) + "…";
    }
}
