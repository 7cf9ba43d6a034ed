package org.ringscope.model.neff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.InputException;

/** Typed reads of manifest fields, each error naming the member and the JSON path of the field. */
final class JsonFields {
    private final String file;

    JsonFields(String source, String member) {
        this.file = source + "!" + member;
    }

    /** The JSON path of field {@code key} under {@code path} ({@code var.x.size}; just {@code key} at the top). */
    static String at(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    InputException error(String path, String reason) {
        return new InputException(file, -1, path, reason);
    }

    String text(JsonNode n, String key, String path, String dflt) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isValueNode()) {
            throw error(at(path, key), "expected text, found " + v.getNodeType().name().toLowerCase());
        }
        return v.asText();
    }

    String requireText(JsonNode n, String key, String path) throws InputException {
        String s = text(n, key, path, null);
        if (s == null) {
            throw error(at(path, key), "required field is missing");
        }
        return s;
    }

    long integer(JsonNode n, String key, String path, long dflt) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (v.isIntegralNumber()) {
            if (!v.canConvertToLong()) {
                throw error(at(path, key), v.asText() + " does not fit a 64-bit integer");
            }
            return v.asLong();
        }
        if (v.isTextual()) {
            try {
                return Long.decode(v.asText().trim());
            } catch (NumberFormatException e) {
                throw error(at(path, key), "expected an integer, found \"" + clip(v.asText()) + "\"");
            }
        }
        throw error(at(path, key), "expected an integer, found " + v.getNodeType().name().toLowerCase());
    }

    /**
     * An integer field that must lie in {@code [min, max]} when present; {@code dflt} (which may lie outside,
     * as -1 for "absent") when it is not.
     */
    long integer(JsonNode n, String key, String path, long dflt, long min, long max, String why) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        long x = integer(n, key, path, dflt);
        if (x < min || x > max) {
            throw error(at(path, key), x + " is outside " + min + ".." + max + " (" + why + ")");
        }
        return x;
    }

    /** {@link #integer(JsonNode, String, String, long, long, long, String)} for an {@code int} field. */
    int int32(JsonNode n, String key, String path, int dflt, int min, int max, String why) throws InputException {
        return (int) integer(n, key, path, dflt, min, max, why);
    }

    /**
     * An {@code int} field that must be a JSON number, not text holding one: a count the runtime reads as a number
     * ({@code num_queues}), where "16" would not be 16 to it.
     */
    int number32(JsonNode n, String key, String path, int dflt) throws InputException {
        JsonNode v = n.get(key);
        if (v != null && !v.isNull() && !v.isIntegralNumber()) {
            throw error(at(path, key), "expected an integer, found " + (v.isTextual() ? "the text \"" + clip(v.asText())
                    + "\"" : v.getNodeType().name().toLowerCase()));
        }
        return int32(n, key, path, dflt);
    }

    /** An {@code int} field whose value the format does not restrict further. */
    int int32(JsonNode n, String key, String path, int dflt) throws InputException {
        return int32(n, key, path, dflt, Integer.MIN_VALUE, Integer.MAX_VALUE, "a 32-bit integer");
    }

    private static String clip(String s) {
        return s.length() <= 80 ? s : s.substring(0, 80) + "…";
    }

    long requireInteger(JsonNode n, String key, String path) throws InputException {
        if (n.get(key) == null || n.get(key).isNull()) {
            throw error(at(path, key), "required field is missing");
        }
        return integer(n, key, path, 0);
    }

    /** A required integer in {@code [min, max]}. */
    int requireInt32(JsonNode n, String key, String path, int min, int max, String why) throws InputException {
        if (n.get(key) == null || n.get(key).isNull()) {
            throw error(at(path, key), "required field is missing");
        }
        return int32(n, key, path, 0, min, max, why);
    }

    long[] longs(JsonNode n, String key, String path) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return new long[0];
        }
        if (!v.isArray()) {
            throw error(at(path, key), "expected a list of integers");
        }
        if (v.size() > 64) {
            throw error(at(path, key), "a list of " + v.size() + " dimensions is not an access pattern (at most 4)");
        }
        long[] out = new long[v.size()];
        for (int i = 0; i < out.length; i++) {
            if (!v.get(i).isIntegralNumber() || !v.get(i).canConvertToLong()) {
                throw error(at(path, key) + "[" + i + "]", "expected a 64-bit integer");
            }
            out[i] = v.get(i).asLong();
        }
        return out;
    }

    List<Integer> ints(JsonNode n, String key, String path) throws InputException {
        return ints(n, key, path, Integer.MIN_VALUE, Integer.MAX_VALUE, "a 32-bit integer");
    }

    /** A list of integers in {@code [min, max]} (a single integer is a list of one). */
    List<Integer> ints(JsonNode n, String key, String path, int min, int max, String why) throws InputException {
        JsonNode v = n.get(key);
        List<Integer> out = new ArrayList<>();
        if (v == null || v.isNull()) {
            return out;
        }
        if (!v.isArray()) {
            if (v.isIntegralNumber()) {
                out.add(inRange(v, at(path, key), min, max, why));
                return out;
            }
            throw error(at(path, key), "expected a list of integers");
        }
        for (int i = 0; i < v.size(); i++) {
            if (!v.get(i).isIntegralNumber()) {
                throw error(at(path, key) + "[" + i + "]", "expected an integer");
            }
            out.add(inRange(v.get(i), at(path, key) + "[" + i + "]", min, max, why));
        }
        return out;
    }

    private int inRange(JsonNode v, String at, int min, int max, String why) throws InputException {
        if (!v.canConvertToLong() || v.asLong() < min || v.asLong() > max) {
            throw error(at, v.asText() + " is outside " + min + ".." + max + " (" + why + ")");
        }
        return v.asInt();
    }

    List<String> texts(JsonNode n, String key) {
        JsonNode v = n.get(key);
        List<String> out = new ArrayList<>();
        if (v != null && v.isArray()) {
            v.forEach(x -> out.add(x.asText()));
        } else if (v != null && v.isValueNode()) {
            out.add(v.asText());
        }
        return out;
    }

    /** Throws unless {@code n}, the whole member or the field at {@code path}, is a JSON object. */
    JsonNode requireObject(JsonNode n, String path) throws InputException {
        if (!n.isObject()) {
            throw error(path, "expected an object, found " + n.getNodeType().name().toLowerCase());
        }
        return n;
    }

    JsonNode object(JsonNode n, String key, String path) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isObject()) {
            throw error(at(path, key), "expected an object, found " + v.getNodeType().name().toLowerCase());
        }
        return v;
    }
}
