package org.ringscope.views.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Half;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/** The field tree and the field ↔ byte mapping of the inspector, on the demo vring, without a window. */
class DescriptorFieldsModelTest {
    private final DemoDescriptorSource demo = new DemoDescriptorSource();

    private DescriptorFieldsModel model(Direction d, int i) {
        return new DescriptorFieldsModel(demo.readNow(Half.of("demo", d).descriptor(i)).orElseThrow());
    }

    private static FieldNode field(DescriptorFieldsModel m, String name) {
        return m.field(name).orElseThrow(() -> new AssertionError("no field " + name));
    }

    private static List<String> names(List<FieldNode> l) {
        return l.stream().map(FieldNode::name).toList();
    }

    @Test
    void aTxDescriptorHasLenCtrlMetaCtrlAndBufPtr() {
        DescriptorFieldsModel m = model(Direction.TX, 0);
        assertEquals(List.of("len_ctrl", "meta_ctrl", "buf_ptr"), names(m.roots()));
        assertEquals(List.of("CONCAT", "DMB", "SOW (Rx only)", "INT_EN", "LAST", "FIRST", "RING_ID", "META", "unused", "LENGTH"),
                names(m.roots().get(0).children()));
        assertEquals("0 → 65,536 bytes", field(m, "LENGTH").text(), "the first chunk of 70,000 bytes: LENGTH 0");
        assertEquals("1", field(m, "RING_ID").text());
        assertEquals("set", field(m, "FIRST").text());
        assertEquals(FieldNode.Mark.SET, field(m, "FIRST").mark());
        assertEquals("0x01080003 (default)", field(m, "meta_ctrl").text());
        assertEquals("0b010 CME (copy)", field(m, "ssmae_op").text());
        assertEquals("·", field(m, "write_barrier").text());
        assertEquals("0x400000000", field(m, "address").text());
        assertEquals("·", field(m, "template").text());
        assertEquals("TX FIRST|LAST rid=1 len=65536 meta=0x01080003 buf=0x400000000", m.summary());
    }

    @Test
    void everyBitOfEveryWordBelongsToExactlyOneLeafExceptTheAddressOverlap() {
        for (Direction d : Direction.values()) {
            for (int i = 0; i < demo.count(d); i++) {
                DescriptorFieldsModel m = model(d, i);
                for (FieldNode g : m.roots()) {
                    for (int bit = 0; bit < g.width() * 8; bit++) {
                        int b = bit;
                        long n = g.children().stream().filter(c -> c.covers(b)).count();
                        boolean overlap = bit == 61 && g.children().stream().anyMatch(c -> c.name().equals("address"));
                        assertEquals(overlap ? 2 : 1, n, d + " #" + i + " " + g.name() + " bit " + bit);
                    }
                }
            }
        }
    }

    @Test
    void aFieldLightsUpItsBytesAndBits() {
        DescriptorFieldsModel m = model(Direction.TX, 0);
        FieldNode len = field(m, "LENGTH");
        assertEquals(0xFF, len.byteMask(0));
        assertEquals(0xFF, len.byteMask(1));
        assertEquals(0, len.byteMask(2));
        assertEquals("bytes 0–1", len.byteRange());
        FieldNode rid = field(m, "RING_ID");
        assertEquals(0b11, rid.byteMask(3));
        assertEquals("byte 3", rid.byteRange());
        assertEquals("25:24", rid.bitRange());
        FieldNode wb = field(m, "write_barrier");
        assertEquals(0b100, wb.byteMask(7), "meta_ctrl bit 26 is bit 2 of byte 7");
        assertEquals(0, wb.byteMask(3), "not len_ctrl's FIRST, which is the same mask in word 0");
        FieldNode addr = field(m, "address");
        for (int b = 8; b < 16; b++) {
            assertEquals(0xFF, addr.byteMask(b));
        }
        assertSame(m.roots().get(2), m.containerOf(addr));
        assertTrue(m.bit(addr, 34), "0x400000000 is bit 34");
        assertFalse(m.bit(addr, 33));
    }

    @Test
    void aClickOnAByteSelectsItsFieldsInTurn() {
        DescriptorFieldsModel m = model(Direction.TX, 0);
        assertEquals(List.of("CONCAT", "DMB", "SOW (Rx only)", "INT_EN", "LAST", "FIRST", "RING_ID"), names(m.fieldsAt(3)));
        FieldNode f = m.fieldForClick(3, null);
        assertEquals("CONCAT", f.name());
        f = m.fieldForClick(3, f);
        assertEquals("DMB", f.name());
        assertEquals("CONCAT", m.fieldForClick(3, field(m, "RING_ID")).name(), "wraps around");
        assertEquals("LENGTH", m.fieldForClick(0, field(m, "RING_ID")).name(), "another byte starts at its first field");
        assertEquals(List.of("address"), names(m.fieldsAt(9)));
        assertEquals(List.of("template", "address"), names(m.fieldsAt(15)));
        assertEquals(List.of("notification_mask", "write_barrier", "ssmae_op", "rsvd 31:29", "rsvd 27"), names(m.fieldsAt(7)),
                "reserved bits last");
    }

    @Test
    void rxHalvesShowSowAndBuf2AndTemplatesShowTheirVariable() {
        DescriptorFieldsModel rx = model(Direction.RX, 0);
        assertEquals(List.of("len_ctrl", "buf2_ptr_lo", "buf1_ptr"), names(rx.roots()));
        assertEquals("set", field(rx, "SOW").text());
        assertEquals(FieldNode.Mark.SET, field(rx, "SOW").mark());
        assertEquals("EMB_SEM", rx.roots().get(0).children().get(0).name());
        assertEquals("0x00000000", field(rx, "buf2_ptr_lo").text());

        DescriptorFieldsModel t = model(Direction.TX, 7);
        assertEquals("set", field(t, "template").text());
        assertEquals("7", field(t, "var_id").text());
        assertEquals("0x1200", field(t, "offset").text());
        assertEquals("template var 7 + 0x1200", field(t, "buf_ptr").text());
        assertEquals(List.of("template", "unused 63:62", "unused 60:55", "var_id", "offset"),
                names(t.roots().get(2).children()));

        DescriptorFieldsModel notif = model(Direction.TX, 6);
        assertEquals(FieldNode.Mark.SET, field(notif, "notification_mask").mark(), "MARIANA allows it");
        assertEquals("0x11080003 (default + flags)", field(notif, "meta_ctrl").text());
        assertEquals("set", field(model(Direction.TX, 2), "DMB").text(), "the _ex transfer's last chunk");
        assertEquals("set", field(model(Direction.TX, 3), "CONCAT").text(), "the packet chains");
    }

    @Test
    void unusualBitsAreMarkedAgainstTheArch() {
        int lc = LenCtrl.pack(LenCtrl.STRONG_ORDER_WR | LenCtrl.DMB, 2, 64);
        long w0 = Desc.word0(lc, MetaCtrl.DEFAULT | MetaCtrl.NOTIFICATION_MASK | MetaCtrl.WRITE_BARRIER);
        DescriptorFieldsModel v2 = new DescriptorFieldsModel(new DescriptorWords(Direction.TX, Arch.SUNDA, w0, 0x1000, 1));
        assertEquals(FieldNode.Mark.ODD, field(v2, "SOW (Rx only)").mark());
        assertEquals(FieldNode.Mark.ODD, field(v2, "notification_mask").mark(), "v4 only");
        assertEquals(FieldNode.Mark.SET, field(v2, "write_barrier").mark());
        assertEquals("2", field(v2, "RING_ID").text());
        assertEquals("64 bytes", field(v2, "LENGTH").text());
        DescriptorFieldsModel rx = new DescriptorFieldsModel(new DescriptorWords(Direction.RX, Arch.SUNDA,
                Desc.word0(lc, 5), 0x1000, 1));
        assertEquals(FieldNode.Mark.ODD, field(rx, "SOW").mark(), "no SOW on SUNDA");
        assertEquals(FieldNode.Mark.ODD, field(rx, "DMB").mark(), "a Tx flag on Rx");
        assertEquals(FieldNode.Mark.ODD, field(rx, "buf2_ptr_lo").children().isEmpty()
                ? field(rx, "buf2_ptr_lo").mark() : rx.roots().get(1).children().get(0).mark());
        assertEquals(Optional.empty(), rx.field("meta_ctrl"));
    }
}
