package org.ringscope.model.neff;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.ringscope.model.InputException;
import org.ringscope.model.io.MemoryBudget;

/**
 * Parses JSON members, turning syntax errors into messages that name the member, line and column. A key given
 * twice in one object is an error (which copy would the runtime use?), every member must be a JSON object, and
 * a member larger than {@link #maxBytes()} is refused before parsing: a parsed tree takes many times the bytes.
 */
final class JsonMember {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    /** 256 MiB: the most a JSON member may hold, whatever the heap. */
    static final long MAX_BYTES = 256L << 20;
    /** The tree of a parsed member takes up to about this many times its bytes (small numbers in long lists). */
    static final int TREE_FACTOR = 32;

    private JsonMember() {
    }

    /** The largest JSON member read: 256 MiB, or less when the heap could not hold its tree. */
    static long maxBytes() {
        return Math.max(MemoryBudget.FLOOR, Math.min(MAX_BYTES, MemoryBudget.maxHeap() / TREE_FACTOR));
    }

    /** The member as a JSON object. */
    static JsonNode parse(NeffFile neff, String member, String referredBy) throws InputException {
        JsonNode n = parseValue(neff, member, referredBy);
        if (!n.isObject()) {
            throw new InputException(neff.source() + "!" + member, -1, "", "expected a JSON object, found "
                    + n.getNodeType().name().toLowerCase());
        }
        return n;
    }

    /** The member as any JSON value (a ucode manifest may be a bare list). */
    static JsonNode parseValue(NeffFile neff, String member, String referredBy) throws InputException {
        byte[] bytes = neff.members().get(member).orElseThrow(() -> new InputException(neff.source(), -1,
                referredBy, "names member '" + member + "', which is not in the NEFF"));
        String file = neff.source() + "!" + member;
        if (bytes.length > maxBytes()) {
            throw new InputException(file, -1, "", "a JSON member of " + bytes.length + " bytes is more than the "
                    + maxBytes() + "-byte limit of one manifest (raise the heap with java -Xmx… to read it)");
        }
        try {
            JsonNode n = MAPPER.readTree(bytes);
            if (n == null || n.isMissingNode()) {
                throw new InputException(file, -1, "", "malformed JSON: the member is empty");
            }
            return n;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String where = loc == null ? "" : "line " + loc.getLineNr() + ", column " + loc.getColumnNr();
            throw new InputException(file, loc == null ? -1 : loc.getByteOffset(), where,
                    "malformed JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new InputException(file, -1, "", "cannot read JSON: " + e.getMessage(), e);
        }
    }
}
