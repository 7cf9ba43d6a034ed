package org.ringscope.app.output;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;

/**
 * Prints command results as pretty JSON (records serialize by their components). Every object printed starts with
 * {@code "schemaVersion": 1}, the version of the shape of RingScope's JSON: it goes up when a field is renamed,
 * removed or changes its meaning (new fields may be added without it).
 */
public final class JsonOut {
    /** The version of the JSON shapes the commands print. */
    public static final int SCHEMA_VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonOut() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static void print(PrintWriter out, Object value) {
        try {
            JsonNode n = MAPPER.valueToTree(value);
            if (n.isObject()) {
                ObjectNode o = MAPPER.createObjectNode();
                o.put("schemaVersion", SCHEMA_VERSION);
                o.setAll((ObjectNode) n);
                n = o;
            }
            out.println(MAPPER.writeValueAsString(n));
            out.flush();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render JSON", e);
        }
    }
}
