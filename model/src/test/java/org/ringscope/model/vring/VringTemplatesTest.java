package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.MetaOperand;

/** Template vrings and their resolution (vring seed §5, "Templates → concrete"). */
class VringTemplatesTest {

    private static Vring template() throws VringException {
        Vring t = new Vring("tmpl", Arch.CAYMAN);
        t.vringAddDescTransfer(BufPtr.template(1, 0x10), BufPtr.template(2, 0x20), 64);
        t.vringAddDescTransfer(0xABC000, BufPtr.template(2, 0x40), 64);
        VringTemplates.vringSetTemplate(t, Direction.TX, true, 2);
        VringTemplates.vringSetTemplate(t, Direction.RX, true, 2);
        return t;
    }

    @Test
    void resolvesVarIdPlusOffsetToPhysicalAddresses() throws VringException {
        Vring t = template();
        TensorSet tensors = new TensorSet().tensor(1, "w1", 0x4000_0000L).tensor(2, "out", 0x8000_0000L);
        Vring c = VringTemplates.vringBuildVringFromTemplate(t, "tmpl_exec0", tensors);
        assertEquals(0x4000_0010L, c.tx().word1(0));
        assertEquals(0xABC000, c.tx().word1(1), "plain pointers stay");
        assertEquals(0x8000_0020L, c.rx().word1(0));
        assertEquals(0x8000_0040L, c.rx().word1(1));
        assertFalse(c.tx().isTemplate());
        assertFalse(c.rx().isTemplate());
        assertTrue(BufPtr.isTemplate(t.tx().word1(0)), "the template itself is untouched");
        assertTrue(t.tx().isTemplate());
        assertEquals("tmpl_exec0", c.name());
        assertEquals(t.totalTxSize(), c.totalTxSize());
    }

    @Test
    void aMetaOperandIsNotAPointerEvenWithBit61Set() throws VringException {
        Vring t = new Vring("tmpl", Arch.CAYMAN);
        long rows = 1 << 19; // Y = 2^19 lands on operand bit 61, the template flag of a pointer
        VringPackets.vringAddDmaPacketTranspose(t, BufPtr.template(1, 0), 0x1000, rows, "WXZY", 1,
                new long[] {1, 1, rows, 1});
        long operand = t.tx().word1(0);
        assertTrue(BufPtr.isTemplate(operand));
        assertFalse(t.tx().decode(0).template(), "decoded as the META operand it is");
        VringTemplates.vringSetTemplate(t, Direction.TX, true, 1);
        Vring c = VringTemplates.vringBuildVringFromTemplate(t, "c", new TensorSet().tensor(1, "x", 0x4000_0000L));
        assertEquals(operand, c.tx().word1(0), "the META operand is left alone");
        assertEquals(0x4000_0000L, c.tx().word1(1), "the data descriptors are resolved");
        assertEquals(MetaOperand.transpose(1, 1, rows), operand);
    }

    @Test
    void aMissingTensorFailsWithTheSeedsMessageAndChangesNothing() throws VringException {
        Vring t = template();
        VringState before = VringState.of(t);
        TensorSet tensors = new TensorSet().tensor(1, "w1", 0x1000).bind(2, "out");
        VringException e = assertThrows(VringException.class,
                () -> VringTemplates.vringBuildVringPagesFromTemplate(t, tensors));
        assertEquals("Failed to find tensor out in tensor set", e.getMessage());
        assertEquals(before, VringState.of(t), "resolution is all or nothing");
        VringException unnamed = assertThrows(VringException.class,
                () -> VringTemplates.vringBuildVringPagesFromTemplate(t, new TensorSet().tensor(1, "w1", 0)));
        assertEquals("Failed to find tensor var_id=2 in tensor set", unnamed.getMessage());
    }

    @Test
    void varIdAboveMaxVarIdAsserts() throws VringException {
        Vring t = template();
        VringTemplates.vringSetTemplate(t, Direction.RX, true, 1);
        VringAssertionError e = assertThrows(VringAssertionError.class, () -> VringTemplates
                .vringBuildVringPagesFromTemplate(t, new TensorSet().tensor(1, "a", 0).tensor(2, "b", 0)));
        assertTrue(e.getMessage().startsWith("assert(var_id < max_var_id + 1"), e.getMessage());
    }

    @Test
    void onlyTemplateHalvesAreResolved() throws VringException {
        Vring t = template();
        VringTemplates.vringSetTemplate(t, Direction.RX, false, 0);
        long n = VringTemplates.vringBuildVringPagesFromTemplate(t, new TensorSet().tensor(1, "w1", 0x100));
        assertEquals(1, n);
        assertTrue(BufPtr.isTemplate(t.rx().word1(0)));
    }

    @Test
    void templateFlagChangesAreEvents() {
        Vring v = new Vring("t", Arch.CAYMAN);
        var events = VringState.record(v);
        VringTemplates.vringSetTemplate(v, Direction.TX, true, 9);
        assertEquals(new VringEvent.TemplateChanged("t", "vring_set_template", Direction.TX, false, 0, true, 9),
                events.get(0));
        assertThrows(IllegalArgumentException.class, () -> VringTemplates.vringSetTemplate(v, Direction.TX, true, 524288));
    }
}
