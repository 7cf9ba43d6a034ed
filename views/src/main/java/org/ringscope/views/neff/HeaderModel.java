package org.ringscope.views.neff;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.neff.HashByteOrder;
import org.ringscope.model.neff.HashStatus;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffHeader;
import org.ringscope.model.neff.PayloadEncoding;
import org.ringscope.views.Format;

/**
 * The header tab as data: every field of the 1024-byte header with its offset and C type, the hash check,
 * and a summary of the container. Pure Java, tested without a window.
 */
final class HeaderModel {
    /** How a value should look: plain, verified, or wrong. */
    enum Status { PLAIN, GOOD, BAD }

    /** A header field: name as in {@code neff_header_t}, offset, C type, decoded value, a note. */
    record Field(String name, int offset, String type, String value, String note, Status status) {
        String offsetText() {
            return Format.hex(offset, 3);
        }
    }

    /** A name/value line of the hash and container summaries. */
    record Property(String name, String value, Status status) {
    }

    private final List<Field> fields;
    private final List<Property> hash;
    private final List<Property> container;

    HeaderModel(NeffDocument doc) {
        NeffFile f = doc.file();
        NeffHeader h = f.header();
        this.fields = fields(f, h);
        this.hash = hash(f.hash(), h);
        this.container = container(doc, f, doc.manifest());
    }

    List<Field> fields() {
        return fields;
    }

    List<Property> hash() {
        return hash;
    }

    List<Property> container() {
        return container;
    }

    private static List<Field> fields(NeffFile f, NeffHeader h) {
        List<Field> out = new ArrayList<>();
        String pkgNote = h.pkgVersion() == 2 ? "tgz payload, MD5 hash" : h.pkgVersion() == 1 ? "tgz payload, SHA-256 hash"
                : "unknown package version";
        out.add(new Field("pkg_version", NeffHeader.OFF_PKG_VERSION, "u64", Long.toString(h.pkgVersion()), pkgNote,
                h.pkgVersion() == 1 || h.pkgVersion() == 2 ? Status.PLAIN : Status.BAD));
        out.add(new Field("header_size", NeffHeader.OFF_HEADER_SIZE, "u64", Long.toString(h.headerSize()),
                h.headerSize() == NeffHeader.SIZE ? "" : "expected 1024",
                h.headerSize() == NeffHeader.SIZE ? Status.PLAIN : Status.BAD));
        long end = NeffHeader.SIZE + h.dataSize();
        out.add(new Field("data_size", NeffHeader.OFF_DATA_SIZE, "u64", Format.count(h.dataSize()),
                "payload " + Format.hex(NeffHeader.SIZE) + "–" + Format.hex(end) + (end <= f.fileSize() ? ""
                        : ", past the end of the file (" + Format.count(f.fileSize()) + " B)"),
                end <= f.fileSize() ? Status.PLAIN : Status.BAD));
        out.add(new Field("neff_version_major", NeffHeader.OFF_VERSION_MAJOR, "u64", Long.toString(h.versionMajor()), "",
                Status.PLAIN));
        out.add(new Field("neff_version_minor", NeffHeader.OFF_VERSION_MINOR, "u64", Long.toString(h.versionMinor()), "",
                Status.PLAIN));
        out.add(new Field("neff_build_version", NeffHeader.OFF_BUILD_VERSION, "char[128]",
                h.buildVersion().isEmpty() ? "(empty)" : h.buildVersion(), "", Status.PLAIN));
        out.add(new Field("num_tpb", NeffHeader.OFF_NUM_TPB, "u32", Long.toString(h.numTpb()), "", Status.PLAIN));
        HashStatus hs = f.hash();
        out.add(new Field("hash", NeffHeader.OFF_HASH, "u8[32]", hs.stored(),
                hs.algorithm() + (hs.valid() ? " valid, " + shortOrder(hs.byteOrder()) : " MISMATCH"),
                hs.valid() ? Status.GOOD : Status.BAD));
        out.add(new Field("uuid", NeffHeader.OFF_UUID, "u8[16]", h.uuidText(), "", Status.PLAIN));
        out.add(new Field("name", NeffHeader.OFF_NAME, "char[256]", h.name().isEmpty() ? "(empty)" : h.name(), "",
                Status.PLAIN));
        out.add(new Field("requested_tpb_count", NeffHeader.OFF_REQUESTED_TPB_COUNT, "u32",
                Long.toString(h.requestedTpbCount()), "", Status.PLAIN));
        out.add(new Field("tpb_per_node", NeffHeader.OFF_TPB_PER_NODE, "u8[64]", tpbPerNode(h.tpbPerNode()),
                "trailing zeros omitted", Status.PLAIN));
        out.add(new Field("feature_bits", NeffHeader.OFF_FEATURE_BITS, "u64", Format.hex(h.featureBits()),
                bitsText(h.featureBits()), Status.PLAIN));
        out.add(new Field("lnc_size", NeffHeader.OFF_LNC_SIZE, "u32", Long.toString(h.lncSize()), "logical core size",
                Status.PLAIN));
        return List.copyOf(out);
    }

    private static List<Property> hash(HashStatus hs, NeffHeader h) {
        List<Property> out = new ArrayList<>();
        out.add(new Property("Algorithm", hs.algorithm(), Status.PLAIN));
        out.add(new Property("Status", hs.valid() ? "valid" : "MISMATCH — the payload or the header is corrupt",
                hs.valid() ? Status.GOOD : Status.BAD));
        out.add(new Property("Byte order", orderText(hs.byteOrder()), hs.valid() ? Status.PLAIN : Status.BAD));
        out.add(new Property("Stored", hs.stored(), Status.PLAIN));
        out.add(new Property("Computed", hs.computed() + "  (digest order)", hs.valid() ? Status.PLAIN : Status.BAD));
        out.add(new Property("Window", "bytes " + Format.hex(NeffHeader.SIZE) + " – "
                + Format.hex(NeffHeader.SIZE + h.dataSize()) + " (the payload)", Status.PLAIN));
        return List.copyOf(out);
    }

    private static List<Property> container(NeffDocument doc, NeffFile f, Manifest m) {
        List<Property> out = new ArrayList<>();
        out.add(new Property("File", doc.path().map(Object::toString).orElse(f.source() + " (bundled)"), Status.PLAIN));
        out.add(new Property("File size", Format.bytes(f.fileSize()), Status.PLAIN));
        out.add(new Property("Payload", f.encoding() == PayloadEncoding.GZIP_TAR
                ? "gzip-compressed tar" : "plain tar", Status.PLAIN));
        out.add(new Property("Members", Format.count(f.members().count()) + " files, "
                + Format.bytes(f.members().totalBytes()) + " unpacked", Status.PLAIN));
        out.add(new Property("Kelf", m.kelfMember() + (m.kelfVersion().isEmpty() ? "" : ", version " + m.kelfVersion()),
                Status.PLAIN));
        out.add(new Property("Target", m.target().isEmpty() ? "(not given)" : m.target(), Status.PLAIN));
        out.add(new Property("Subgraphs", m.subgraphs().size() + ": "
                + String.join(", ", m.subgraphs().stream().map(sg -> sg.name()).toList()), Status.PLAIN));
        out.add(new Property("Inputs", m.inputs().isEmpty() ? "(none)" : String.join(", ", m.inputs()), Status.PLAIN));
        out.add(new Property("Outputs", m.outputs().isEmpty() ? "(none)" : String.join(", ", m.outputs()), Status.PLAIN));
        out.add(new Property("Loaded in", doc.loadMillis() + " ms", Status.PLAIN));
        return List.copyOf(out);
    }

    static String shortOrder(HashByteOrder o) {
        return switch (o) {
            case WORD_SWAPPED -> "word-swapped";
            case DIGEST -> "digest order";
            case NONE -> "no order matches";
        };
    }

    static String orderText(HashByteOrder o) {
        return switch (o) {
            case WORD_SWAPPED -> "word-swapped (each 32-bit word byte-reversed, as the compiler writes)";
            case DIGEST -> "digest order";
            case NONE -> "neither order matches";
        };
    }

    static String tpbPerNode(byte[] t) {
        int used = t.length;
        while (used > 0 && t[used - 1] == 0) {
            used--;
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < used; i++) {
            sb.append(i > 0 ? ", " : "").append(t[i] & 0xFF);
        }
        return sb.append(']').toString();
    }

    static String bitsText(long bits) {
        if (bits == 0) {
            return "no bits set";
        }
        List<String> set = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            if ((bits >>> i & 1) != 0) {
                set.add(Integer.toString(i));
            }
        }
        return (set.size() == 1 ? "bit " : "bits ") + String.join(", ", set);
    }
}
