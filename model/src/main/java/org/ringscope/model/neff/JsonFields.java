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

    InputException error(String path, String reason) {
        return new InputException(file, -1, path, reason);
    }

    String text(JsonNode n, String key, String path, String dflt) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isValueNode()) {
            throw error(path + "." + key, "expected text, found " + v.getNodeType().name().toLowerCase());
        }
        return v.asText();
    }

    String requireText(JsonNode n, String key, String path) throws InputException {
        String s = text(n, key, path, null);
        if (s == null) {
            throw error(path + "." + key, "required field is missing");
        }
        return s;
    }

    long integer(JsonNode n, String key, String path, long dflt) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (v.isIntegralNumber()) {
            return v.asLong();
        }
        if (v.isTextual()) {
            try {
                return Long.decode(v.asText().trim());
            } catch (NumberFormatException e) {
                throw error(path + "." + key, "expected an integer, found \"" + v.asText() + "\"");
            }
        }
        throw error(path + "." + key, "expected an integer, found " + v.getNodeType().name().toLowerCase());
    }

    long requireInteger(JsonNode n, String key, String path) throws InputException {
        if (n.get(key) == null || n.get(key).isNull()) {
            throw error(path + "." + key, "required field is missing");
        }
        return integer(n, key, path, 0);
    }

    long[] longs(JsonNode n, String key, String path) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return new long[0];
        }
        if (!v.isArray()) {
            throw error(path + "." + key, "expected a list of integers");
        }
        if (v.size() > 64) {
            throw error(path + "." + key, "a list of " + v.size() + " dimensions is not an access pattern (at most 4)");
        }
        long[] out = new long[v.size()];
        for (int i = 0; i < out.length; i++) {
            if (!v.get(i).isIntegralNumber()) {
                throw error(path + "." + key + "[" + i + "]", "expected an integer");
            }
            out[i] = v.get(i).asLong();
        }
        return out;
    }

    List<Integer> ints(JsonNode n, String key, String path) throws InputException {
        JsonNode v = n.get(key);
        List<Integer> out = new ArrayList<>();
        if (v == null || v.isNull()) {
            return out;
        }
        if (!v.isArray()) {
            if (v.isIntegralNumber()) {
                out.add(v.asInt());
                return out;
            }
            throw error(path + "." + key, "expected a list of integers");
        }
        for (int i = 0; i < v.size(); i++) {
            if (!v.get(i).isIntegralNumber()) {
                throw error(path + "." + key + "[" + i + "]", "expected an integer");
            }
            out.add(v.get(i).asInt());
        }
        return out;
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

    JsonNode object(JsonNode n, String key, String path) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isObject()) {
            throw error(path + "." + key, "expected an object, found " + v.getNodeType().name().toLowerCase());
        }
        return v;
    }
}
