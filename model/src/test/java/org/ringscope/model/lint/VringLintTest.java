package org.ringscope.model.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.Page;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPoke;

/** The vring checks, each with a vring that triggers it and one that does not. */
class VringLintTest {
    private static List<Problem> of(List<Problem> all, String code) {
        return all.stream().filter(p -> p.code().equals(code)).toList();
    }

    @Test
    void aPacketOverTheArchsDescriptorCapIsAnError() throws Exception {
        LintRig rig = new LintRig(Arch.CAYMAN);
        Vring v = rig.copies("big", 70, 16);
        VringPoke.onePacket(v, 0, 70);
        List<Problem> ps = of(rig.vringsOnly(), "packet-desc-cap");
        assertEquals(1, ps.size());
        Problem p = ps.get(0);
        assertEquals(Severity.ERROR, p.severity());
        assertEquals(new Packet(Half.of("sg00:big", Direction.TX), 0, 70), p.location());
        assertTrue(p.message().contains("vring sg00:big TX packet #0..#69 has 70 descriptors; CAYMAN allows 65"),
                p.message());
        assertEquals(rig.journal.size(), p.step(), "the 70th append completed it: the last record");

        LintRig ok = new LintRig(Arch.CAYMAN);
        VringPoke.onePacket(ok.copies("cap", 70, 16), 0, 65);
        assertEquals(List.of(), of(ok.vringsOnly(), "packet-desc-cap"), "65 is the cap itself");
        LintRig sunda = new LintRig(Arch.SUNDA);
        VringPoke.onePacket(sunda.copies("big", 70, 16), 0, 70);
        assertEquals(List.of(), sunda.vringsOnly(), "SUNDA allows 128");
    }

    @Test
    void packetsWithoutLastFirstOrConcatAreFound() throws Exception {
        LintRig rig = new LintRig(Arch.MARIANA);
        Vring v = rig.copies("bits", 8, 64);
        VringPoke.onePacket(v, 0, 3);
        VringPoke.packetBits(v, Direction.TX, 2, false, false, true);
        VringPoke.packetBits(v, Direction.TX, 4, false, true, false);
        VringPoke.onePacket(v, 5, 3);
        VringPoke.packetBits(v, Direction.TX, 6, false, false, false);
        VringPoke.packetBits(v, Direction.TX, 7, false, false, true);
        List<Problem> all = rig.vringsOnly();
        assertEquals(List.of(new Packet(Half.of("sg00:bits", Direction.TX), 0, 3)),
                of(all, "packet-cut").stream().map(Problem::location).toList());
        assertEquals(List.of(Descriptor.of(Half.of("sg00:bits", Direction.TX), 4)),
                of(all, "packet-no-first").stream().map(Problem::location).toList());
        assertEquals(List.of(new Packet(Half.of("sg00:bits", Direction.TX), 5, 3)),
                of(all, "packet-open").stream().map(Problem::location).toList());
        assertEquals(1, of(all, "packet-concat").size(), "#6 chains to #7 without CONCAT");
        assertTrue(of(all, "packet-open").get(0).message().contains("stalls"));

        LintRig ok = new LintRig(Arch.MARIANA);
        VringPoke.onePacket(ok.copies("bits", 8, 64), 0, 8);
        assertEquals(List.of(), ok.vringsOnly());
    }

    @Test
    void aHalfNearItsCapWarnsAndAFullOneIsAnError() throws Exception {
        LintRig rig = new LintRig(Arch.CAYMAN);
        Vring near = rig.vring("near", 100);
        Vring full = rig.vring("full", 100);
        Vring fine = rig.vring("fine", 100);
        for (int i = 0; i < 100; i++) {
            if (i < 95) {
                near.vringAddDescTransfer(0x1000, 0x2000, 16);
            }
            full.vringAddDescTransfer(0x1000, 0x2000, 16);
            if (i < 80) {
                fine.vringAddDescTransfer(0x1000, 0x2000, 16);
            }
        }
        List<Problem> all = rig.vringsOnly();
        List<Problem> warn = of(all, "vring-near-cap");
        assertEquals(2, warn.size(), "TX and RX of near");
        assertEquals(new Page(Half.of("sg00:near", Direction.TX), 0), warn.get(0).location());
        assertTrue(warn.get(0).message().contains("95 descriptors in 1 pages, 95.0% of its cap of 100"),
                warn.get(0).message());
        List<Problem> err = of(all, "vring-full");
        assertEquals(2, err.size());
        assertEquals(Severity.ERROR, err.get(0).severity());
        assertTrue(err.get(0).message().contains("QUEUE_FULL"));
        assertTrue(all.stream().noneMatch(p -> p.location().label().contains("fine")), "80 of 100 is fine");
        assertTrue(warn.get(0).step() < err.get(0).step() || warn.get(0).step() > 0);
    }

    @Test
    void descriptorsAppendedAfterTheDumpReachNoPring() throws Exception {
        LintRig rig = new LintRig(Arch.CAYMAN);
        Vring v = rig.copies("late", 3, 64);
        rig.load(v, 0, 0);
        v.vringAddDescTransfer(0x1000, 0x2000, 64);
        List<Problem> late = of(rig.vringsOnly(), "desc-undumped");
        assertEquals(2, late.size());
        assertEquals(Descriptor.of(Half.of("sg00:late", Direction.TX), 3), late.get(0).location());
        assertEquals(rig.journal.size(), late.get(0).step());

        LintRig ok = new LintRig(Arch.CAYMAN);
        ok.load(ok.copies("late", 3, 64), 0, 0);
        assertEquals(List.of(), of(ok.vringsOnly(), "desc-undumped"));
    }
}
