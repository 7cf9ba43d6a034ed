package org.ringscope.views.descriptor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.views.Format;

/**
 * The descriptor inspector's presentation model (Wireshark's details tree + bytes pane): the 16 bytes as a
 * tree of named fields (docs/reference/descriptors-and-barriers.md) and the mapping between fields and bytes both ways — a
 * field's byte mask for the hex highlight, and the fields under a byte for a click on the hex. Pure Java,
 * tested without a window.
 */
final class DescriptorFieldsModel {
    static final int BYTES = 16;

    private final DescriptorWords words;
    private final DescriptorFields fields;
    private final byte[] bytes;
    private final List<FieldNode> roots;

    DescriptorFieldsModel(DescriptorWords words) {
        this.words = words;
        this.fields = words.decode();
        this.bytes = words.bytes();
        this.roots = List.of(lenCtrl(), words.direction() == Direction.TX ? metaCtrl() : buf2(), bufPtr());
    }

    List<FieldNode> roots() {
        return roots;
    }

    DescriptorFields fields() {
        return fields;
    }

    Direction direction() {
        return words.direction();
    }

    /** Byte {@code b} as two hex digits. */
    String hex(int b) {
        return Format.hex2(bytes[b]);
    }

    int byteValue(int b) {
        return bytes[b] & 0xFF;
    }

    /** Bit {@code bit} of the container word of {@code f}. */
    boolean bit(FieldNode f, int bit) {
        int b = f.offset() + bit / 8;
        return (bytes[b] >> (bit % 8) & 1) != 0;
    }

    /** The group (whole word) that holds {@code f}; a group is its own container. */
    FieldNode containerOf(FieldNode f) {
        for (FieldNode r : roots) {
            if (r == f || r.children().contains(f)) {
                return r;
            }
        }
        throw new IllegalArgumentException("not a field of this descriptor: " + f.name());
    }

    /** A field by name (leaves and groups), e.g. {@code "RING_ID"}. */
    Optional<FieldNode> field(String name) {
        for (FieldNode r : roots) {
            if (r.name().equals(name)) {
                return Optional.of(r);
            }
            for (FieldNode c : r.children()) {
                if (c.name().equals(name)) {
                    return Optional.of(c);
                }
            }
        }
        return Optional.empty();
    }

    /** The leaves with at least one bit in byte {@code b}, highest bit first, reserved ones last. */
    List<FieldNode> fieldsAt(int b) {
        List<FieldNode> named = new ArrayList<>();
        List<FieldNode> reserved = new ArrayList<>();
        for (FieldNode r : roots) {
            for (FieldNode c : r.children()) {
                if (c.byteMask(b) != 0) {
                    (c.reserved() ? reserved : named).add(c);
                }
            }
        }
        named.addAll(reserved);
        return named;
    }

    /**
     * The field a click on byte {@code b} selects: the first field in that byte, or — when the current field
     * is already one of them — the next one, so repeated clicks walk the flags packed into one byte.
     */
    FieldNode fieldForClick(int b, FieldNode current) {
        List<FieldNode> at = fieldsAt(b);
        int i = at.indexOf(current);
        return at.get(i < 0 ? 0 : (i + 1) % at.size());
    }

    /** One line: {@code TX FIRST|LAST rid=1 len=65536 meta=0x01080003 buf=0x400000000}. */
    String summary() {
        return fields.summary();
    }

    // ---- the tree ------------------------------------------------------------------------------

    private FieldNode lenCtrl() {
        int lc = fields.lenCtrl();
        boolean tx = words.direction() == Direction.TX;
        Arch arch = words.arch();
        List<FieldNode> c = new ArrayList<>();
        c.add(tx ? flag(0, 4, 31, lc, "CONCAT", "chain with the next descriptor of the packet (al_udma_m2m_set_concat)", false)
                : flag(0, 4, 31, lc, "EMB_SEM", "Rx: an embedded semaphore increment sits on this descriptor (DUAL_BUF; decision 0104)", false));
        c.add(flag(0, 4, 30, lc, "DMB", tx ? "data memory barrier: barrier mode DMB, the last chunk of a transfer without SOW"
                : "a Tx flag; unexpected on Rx", !tx));
        c.add(flag(0, 4, 29, lc, tx ? "SOW (Rx only)" : "SOW", tx ? "STRONG_ORDER_WR is an Rx flag; unexpected on Tx"
                : "strong-ordered write, v3+" + (arch.isSowSupported() ? "" : " — not supported on " + arch), tx || !arch.isSowSupported()));
        c.add(flag(0, 4, 28, lc, "INT_EN", "interrupt on completion (set_dst_int puts it on the Rx descriptor)", false));
        c.add(flag(0, 4, 27, lc, "LAST", "last descriptor of a packet", false));
        c.add(flag(0, 4, 26, lc, "FIRST", "first descriptor of a packet" + (tx ? "" : " (the kernel never sets it on Rx)"), false));
        int rid = LenCtrl.ringId(lc);
        c.add(leaf(0, 4, 25, 24, rid, Integer.toString(rid), "ring id / phase: the ring's 2-bit generation, ring_id << 24",
                FieldNode.Mark.NONE, "RING_ID"));
        c.add(flag(0, 4, 23, lc, "META", "CME/CRC meta-descriptor marker (is_meta)", false));
        c.add(leaf(0, 4, 22, 16, (lc >>> 16) & 0x7F, hex(((lc >>> 16) & 0x7F), 2), "unused by M2M",
                ((lc >>> 16) & 0x7F) != 0 ? FieldNode.Mark.ODD : FieldNode.Mark.NONE, "unused"));
        int len = lc & LenCtrl.LEN_MASK;
        c.add(leaf(0, 4, 15, 0, len, len == 0 ? "0 → 65,536 bytes" : Format.count(len) + " bytes",
                "byte count; 0 encodes 65,536 (MAX_DMA_DESC_SIZE)", FieldNode.Mark.NONE, "LENGTH"));
        return group("len_ctrl", 0, 4, lc & 0xFFFFFFFFL, hex(lc & 0xFFFFFFFFL, 8),
                "word 0: flags, ring id and length — shared by Tx and Rx", c);
    }

    private FieldNode metaCtrl() {
        int m = fields.word1();
        Arch arch = words.arch();
        List<FieldNode> c = new ArrayList<>();
        c.add(leaf(4, 4, 31, 29, (m >>> 29) & 7, hex((m >>> 29) & 7, 1), "reserved", mark((m >>> 29) & 7), "rsvd 31:29"));
        c.add(flag(4, 4, 28, m, "notification_mask", "v4 only (al_sdma_m2s_set_notification_mask)"
                + (arch.supportsNotificationMask() ? "" : " — not supported on " + arch),
                !arch.supportsNotificationMask()));
        c.add(leaf(4, 4, 27, 27, (m >>> 27) & 1, Long.toString((m >>> 27) & 1), "reserved", mark((m >>> 27) & 1), "rsvd 27"));
        c.add(flag(4, 4, 26, m, "write_barrier", "bit 26, not 28; GOTCHA: 0x04000000 is FIRST in len_ctrl but the "
                + "write barrier here (set by vring_set_dmb_on_last_packet on v2)", false));
        int op = MetaCtrl.ssmaeOp(m);
        c.add(leaf(4, 4, 25, 23, op, "0b" + bin(op, 3) + (op == MetaCtrl.SSMAE_OP_CME ? " CME (copy)" : ""),
                "ssmae_op: the op class; 0b010 is the plain-copy CME class", FieldNode.Mark.NONE, "ssmae_op"));
        int type = MetaCtrl.opType(m);
        c.add(leaf(4, 4, 22, 20, type, "0b" + bin(type, 3), "op_type", FieldNode.Mark.NONE, "op_type"));
        c.add(flag(4, 4, 19, m, "copy_source_data", "copy the source bytes (set in the default word)", false));
        c.add(leaf(4, 4, 18, 2, (m >>> 2) & 0x1FFFF, hex((m >>> 2) & 0x1FFFF, 5),
                "CRC and endian controls (validate/send/store CRC, endian type)", FieldNode.Mark.NONE, "crc_endian"));
        c.add(flag(4, 4, 1, m, "is_first_block", "block_attr: first block", false));
        c.add(flag(4, 4, 0, m, "is_last_block", "block_attr: last block", false));
        boolean dflt = (m & ~(MetaCtrl.WRITE_BARRIER | MetaCtrl.NOTIFICATION_MASK)) == MetaCtrl.DEFAULT;
        String text = hex(m & 0xFFFFFFFFL, 8) + (m == MetaCtrl.DEFAULT ? " (default)" : dflt ? " (default + flags)" : "");
        return group("meta_ctrl", 4, 4, m & 0xFFFFFFFFL, text,
                "word 1 (Tx): default 0x01080003 = is_last_block, is_first_block, copy_source_data, ssmae_op CME", c);
    }

    private FieldNode buf2() {
        int w = fields.word1();
        FieldNode lo = leaf(4, 4, 31, 0, w & 0xFFFFFFFFL, hex(w & 0xFFFFFFFFL, 8),
                "the second buffer pointer's low word; 0 on M2M copies", w != 0 ? FieldNode.Mark.ODD : FieldNode.Mark.NONE,
                "buf2_ptr_lo");
        return group("buf2_ptr_lo", 4, 4, w & 0xFFFFFFFFL, hex(w & 0xFFFFFFFFL, 8), "word 1 (Rx): 0 on M2M", List.of(lo));
    }

    private FieldNode bufPtr() {
        long p = fields.bufPtr();
        boolean tx = words.direction() == Direction.TX;
        String name = tx ? "buf_ptr" : "buf1_ptr";
        List<FieldNode> c = new ArrayList<>();
        boolean t = BufPtr.isTemplate(p);
        c.add(flag(8, 8, 61, p, "template", "host-only template pointer: var_id and offset resolve against a tensor set", false));
        if (t) {
            c.add(leaf(8, 8, 63, 62, p >>> 62, Long.toString(p >>> 62), "unused in a template pointer", mark(p >>> 62), "unused 63:62"));
            c.add(leaf(8, 8, 60, 55, (p >>> 55) & 0x3F, hex((p >>> 55) & 0x3F, 2), "unused in a template pointer",
                    mark((p >>> 55) & 0x3F), "unused 60:55"));
            c.add(leaf(8, 8, 54, 36, BufPtr.varId(p), Integer.toString(BufPtr.varId(p)), "var_id: the tensor variable (19 bits)",
                    FieldNode.Mark.NONE, "var_id"));
            c.add(leaf(8, 8, 35, 0, BufPtr.offset(p), hex(BufPtr.offset(p), 1), "offset into the variable (36 bits)",
                    FieldNode.Mark.NONE, "offset"));
        } else {
            c.add(leaf(8, 8, 63, 0, p, hex(p, 1), tx ? "source: device physical address the engine reads"
                    : "destination: device physical address the engine writes", FieldNode.Mark.NONE, "address"));
        }
        String text = t ? String.format(Locale.ROOT, "template var %d + 0x%x", BufPtr.varId(p), BufPtr.offset(p)) : hex(p, 1);
        return group(name, 8, 8, p, text, tx ? "bytes 8–15 (Tx): the source pointer" : "bytes 8–15 (Rx): the destination pointer", c);
    }

    // ---- helpers -------------------------------------------------------------------------------

    private static FieldNode group(String name, int offset, int width, long value, String text, String note,
                                   List<FieldNode> children) {
        return new FieldNode(name, offset, width, width * 8 - 1, 0, value, text, note, FieldNode.Mark.NONE, children);
    }

    private static FieldNode flag(int offset, int width, int bit, long word, String name, String note, boolean oddWhenSet) {
        boolean on = (word >>> bit & 1) != 0;
        FieldNode.Mark m = !on ? FieldNode.Mark.NONE : oddWhenSet ? FieldNode.Mark.ODD : FieldNode.Mark.SET;
        return new FieldNode(name, offset, width, bit, bit, on ? 1 : 0, on ? "set" : "·", note, m, List.of());
    }

    private static FieldNode leaf(int offset, int width, int hi, int lo, long value, String text, String note,
                                  FieldNode.Mark mark, String name) {
        return new FieldNode(name, offset, width, hi, lo, value, text, note, mark, List.of());
    }

    private static FieldNode.Mark mark(long reserved) {
        return reserved != 0 ? FieldNode.Mark.ODD : FieldNode.Mark.NONE;
    }

    private static String hex(long v, int digits) {
        return Format.hex(v, digits);
    }

    private static String bin(int v, int digits) {
        String s = Integer.toBinaryString(v);
        return "0".repeat(Math.max(0, digits - s.length())) + s;
    }
}
