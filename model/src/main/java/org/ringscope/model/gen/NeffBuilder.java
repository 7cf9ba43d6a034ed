package org.ringscope.model.gen;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ringscope.model.io.OutputTarget;
import org.ringscope.model.neff.NeffHeader;
import org.ringscope.model.neff.NeffWriter;

/**
 * Assembles the members and header of a synthetic NEFF and writes it with {@link NeffWriter}. Members are
 * ordered by path with {@code neff.json} last, as the compiler orders them. Deterministic: the uuid is
 * derived from the name, so the same inputs always give the same file.
 */
public final class NeffBuilder {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private final String name;
    private final Map<String, byte[]> members = new TreeMap<>();
    private int[] tpbPerNode = {1};
    private long featureBits;
    private int lncSize = 1;

    public NeffBuilder(String name) {
        this.name = name;
    }

    public NeffBuilder member(String path, byte[] bytes) {
        members.put(path, bytes);
        return this;
    }

    /** Adds a JSON member rendered from maps and lists (keys sorted, like the compiler's def.json). */
    public NeffBuilder json(String path, Object value) {
        try {
            return member(path, JSON.writeValueAsBytes(value));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot render " + path, e);
        }
    }

    /**
     * Sets the {@code target} of every {@code kelf-*.json} member written so far: the arch the runtime checks the
     * instance against ({@code sunda}, {@code cayman}, {@code mariana}, or {@code *} for any).
     */
    public NeffBuilder retarget(String target) {
        for (Map.Entry<String, byte[]> m : members.entrySet()) {
            if (!m.getKey().matches("kelf-\\d+\\.json")) {
                continue;
            }
            try {
                ObjectNode kelf =
                        (ObjectNode) JSON.readTree(m.getValue());
                kelf.put("target", target);
                m.setValue(JSON.writeValueAsBytes(JSON.treeToValue(kelf, Object.class)));
            } catch (IOException e) {
                throw new IllegalStateException("cannot retarget " + m.getKey(), e);
            }
        }
        return this;
    }

    public NeffBuilder lnc(int lnc, long features) {
        this.lncSize = lnc;
        this.featureBits = features;
        return this;
    }

    /** One kelf node needing {@code n} TPBs. */
    public NeffBuilder numTpb(int n) {
        return tpbPerNode(n);
    }

    /**
     * The TPBs each kelf node needs, in neff.json order (header {@code tpb_per_node}); {@code num_tpb} and
     * {@code requested_tpb_count} are their sum (decision 0601).
     */
    public NeffBuilder tpbPerNode(int... perNode) {
        if (perNode.length < 1 || perNode.length > NeffHeader.TPB_PER_NODE_LEN) {
            throw new IllegalArgumentException("1.." + NeffHeader.TPB_PER_NODE_LEN + " kelf nodes");
        }
        this.tpbPerNode = perNode.clone();
        return this;
    }

    /** {@code num_tpb}: the TPBs of every kelf node. */
    public int numTpb() {
        int n = 0;
        for (int t : tpbPerNode) {
            n += t;
        }
        return n;
    }

    /** Members in archive order: by path, neff.json last. */
    public Map<String, byte[]> members() {
        Map<String, byte[]> ordered = new LinkedHashMap<>();
        members.forEach((k, v) -> {
            if (!k.equals("neff.json")) {
                ordered.put(k, v);
            }
        });
        if (members.containsKey("neff.json")) {
            ordered.put("neff.json", members.get("neff.json"));
        }
        return ordered;
    }

    /** The header template: pkg_version 2 (md5), NEFF 2.0, a v4-form uuid derived from the name. */
    public NeffHeader header() {
        byte[] perNode = new byte[NeffHeader.TPB_PER_NODE_LEN];
        for (int i = 0; i < tpbPerNode.length; i++) {
            perNode[i] = (byte) tpbPerNode[i];
        }
        return new NeffHeader(2, NeffHeader.SIZE, 0, 2, 0, "", numTpb(), new byte[32], uuidFor(name), name, numTpb(),
                perNode, featureBits, lncSize);
    }

    public byte[] build() throws IOException {
        return NeffWriter.write(header(), NeffWriter.payload(members(), true, true));
    }

    public void write(Path out) throws IOException {
        NeffWriter.write(header(), members(), out);
    }

    /** Writes the NEFF to {@code out} (a file, a FIFO, a device or standard output). */
    public void write(OutputTarget out) throws IOException {
        NeffWriter.write(header(), members(), out);
    }

    /** A uuid in RFC-4122 version-4 form whose random bits are the MD5 of the name. */
    static byte[] uuidFor(String name) {
        try {
            byte[] u = MessageDigest.getInstance("MD5").digest(("ringscope:" + name).getBytes(StandardCharsets.UTF_8));
            u[6] = (byte) ((u[6] & 0x0F) | 0x40);
            u[8] = (byte) ((u[8] & 0x3F) | 0x80);
            return u;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A JSON object with keys in insertion order. */
    public static Map<String, Object> obj(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    public static List<Object> list(Object... items) {
        return new ArrayList<>(List.of(items));
    }
}
