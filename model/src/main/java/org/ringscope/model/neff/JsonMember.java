package org.ringscope.model.neff;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.ringscope.model.InputException;

/** Parses JSON members, turning syntax errors into messages that name the member, line and column. */
final class JsonMember {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonMember() {
    }

    static JsonNode parse(NeffFile neff, String member, String referredBy) throws InputException {
        byte[] bytes = neff.members().get(member).orElseThrow(() -> new InputException(neff.source(), -1,
                referredBy, "names member '" + member + "', which is not in the NEFF"));
        try {
            JsonNode n = MAPPER.readTree(bytes);
            if (n == null || n.isMissingNode()) {
                throw new InputException(neff.source() + "!" + member, -1, "", "malformed JSON: the member is empty");
            }
            return n;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String where = loc == null ? "" : "line " + loc.getLineNr() + ", column " + loc.getColumnNr();
            throw new InputException(neff.source() + "!" + member, loc == null ? -1 : loc.getByteOffset(), where,
                    "malformed JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new InputException(neff.source() + "!" + member, -1, "", "cannot read JSON: " + e.getMessage(), e);
        }
    }
}
