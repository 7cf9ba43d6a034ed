package org.ringscope.model.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpCapture;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.RingKind;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.BarrierRules;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * The rules {@link BarrierRules} reads from the bits see each bit a builder could get wrong, and the public
 * {@code transpose_1024} NEFF's int8 → fp32 cast packets on {@code qSPSpillReload0} keep them on CAYMAN: every one of
 * their RX descriptors carries STRONG_ORDER_WR (before, none did, and no barrier ordered them either). With the
 * embedded semaphores off, every packet's RX descriptors must carry the ordering themselves: the generator's
 * profiles (the ops profile's value-converting cast among them) keep the rules on every arch then too.
 */
class BarrierRulesTest {
    private static long tx(int flags, int meta) {
        return Desc.word0(LenCtrl.pack(flags, 1, 64), meta);
    }

    private static long rx(int flags) {
        return Desc.word0(LenCtrl.pack(flags, 1, 64), 0);
    }

    private static List<String> one(Arch a, Direction d, long w0) {
        return BarrierRules.check(a, "ring", d, new long[] {w0}, null);
    }

    @Test
    void eachBrokenBitIsSeen() {
        int first = LenCtrl.FIRST;
        assertTrue(one(Arch.CAYMAN, Direction.RX, rx(LenCtrl.STRONG_ORDER_WR)).isEmpty());
        assertTrue(one(Arch.CAYMAN, Direction.TX, tx(first | LenCtrl.LAST, MetaCtrl.DEFAULT)).isEmpty());
        assertTrue(one(Arch.SUNDA, Direction.TX, tx(first | LenCtrl.DMB, MetaCtrl.DEFAULT)).isEmpty());
        assertTrue(one(Arch.SUNDA, Direction.TX, tx(first, MetaCtrl.DEFAULT | MetaCtrl.WRITE_BARRIER)).isEmpty());
        assertTrue(one(Arch.SUNDA, Direction.RX, rx(0)).isEmpty());
        assertTrue(one(Arch.MARIANA, Direction.TX, tx(first, MetaCtrl.DEFAULT | MetaCtrl.NOTIFICATION_MASK)).isEmpty());

        assertEquals(1, one(Arch.CAYMAN, Direction.RX, rx(0)).size(), "an RX descriptor nothing orders");
        assertEquals(1, one(Arch.MARIANA, Direction.TX, tx(first | LenCtrl.DMB, MetaCtrl.DEFAULT)).size(), "DMB on v4");
        assertEquals(1, one(Arch.CAYMAN, Direction.TX, tx(first, MetaCtrl.DEFAULT | MetaCtrl.WRITE_BARRIER)).size());
        assertEquals(1, one(Arch.SUNDA, Direction.RX, rx(LenCtrl.STRONG_ORDER_WR)).size(), "SOW on v2");
        assertEquals(1, one(Arch.SUNDA, Direction.RX, rx(LenCtrl.RX_EMBEDDED_SEM)).size(), "embedded sem on v2");
        assertEquals(1, one(Arch.SUNDA, Direction.TX, tx(LenCtrl.DMB | LenCtrl.LAST, MetaCtrl.DEFAULT)).size(),
                "DMB inside a packet");
        assertEquals(1, one(Arch.SUNDA, Direction.TX, tx(LenCtrl.CONCAT, MetaCtrl.DEFAULT | MetaCtrl.WRITE_BARRIER))
                .size(), "a write barrier inside a packet");
        long lead = tx(first | LenCtrl.META | LenCtrl.CONCAT, 0x02000001);
        long data = tx(LenCtrl.LAST, 0x02000001 | MetaCtrl.WRITE_BARRIER);
        assertTrue(BarrierRules.check(Arch.SUNDA, "cce", Direction.TX, new long[] {lead, data}, null).isEmpty(),
                "the first data descriptor after a META lead carries the retrofitted barrier");
        assertEquals(1, BarrierRules.check(Arch.SUNDA, "cce", Direction.TX, new long[] {lead, tx(LenCtrl.CONCAT,
                0x02000001), data}, null).size(), "not the second one");
        assertEquals(1, BarrierRules.check(Arch.SUNDA, "cce", Direction.TX, new long[] {tx(first | LenCtrl.META,
                0x02000001 | MetaCtrl.WRITE_BARRIER)}, null).size(), "nor the META itself");
        assertEquals(1, one(Arch.CAYMAN, Direction.RX, rx(LenCtrl.STRONG_ORDER_WR | first)).size(), "FIRST on RX");
        assertEquals(1, one(Arch.CAYMAN, Direction.TX, tx(first | LenCtrl.STRONG_ORDER_WR, MetaCtrl.DEFAULT)).size());
        assertEquals(1, one(Arch.CAYMAN, Direction.TX, tx(first, MetaCtrl.DEFAULT | MetaCtrl.NOTIFICATION_MASK))
                .size(), "the notification mask on v3");

        long[] ring = new long[10];
        boolean[] empty = new boolean[10];
        for (int i = 0; i < ring.length; i++) {
            ring[i] = rx(0);
        }
        empty[0] = true;
        List<String> many = BarrierRules.check(Arch.CAYMAN, "r", Direction.RX, ring, empty);
        assertEquals(4, many.size(), "three shown, the rest counted: " + many);
        assertTrue(many.get(0).startsWith("r #1 on CAYMAN"), many.get(0));
        assertEquals("r: 6 more", many.get(3));
    }

    @Test
    void theCastPacketsOfTranspose1024CarrySowOnEveryRxDescriptor() throws Exception {
        Path neff = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        Assumptions.assumeTrue(Files.isRegularFile(neff), "transpose_1024 absent from ../shared/fixtures/neff");
        EmulationSession s = EmulationSession.open(NeffReader.read(neff), RunOptions.defaults());
        RunResult r = s.run();
        assertEquals(0, r.status(), r.message());
        assertEquals("cayman", r.arch());
        Dump d = DumpCapture.capture(s, s.steps());
        int rxDescriptors = 0;
        for (DumpRing ring : d.rings()) {
            if (!ring.id().queueSet().equals("qSPSpillReload0") || ring.id().direction() != Direction.RX) {
                continue;
            }
            for (int i = 0; i < ring.count(); i++) {
                if (ring.id().kind() == RingKind.PRING && ring.word0(i) == 0 && ring.word1(i) == 0) {
                    continue; // an empty slot of the device ring
                }
                rxDescriptors++;
                assertTrue(LenCtrl.isSow(Desc.lenCtrl(ring.word0(i))), ring.id() + " #" + i + " carries no SOW");
            }
        }
        assertEquals(2 * 128, rxDescriptors, "the cast packets' RX descriptors in the vring and in the device ring "
                + "(254 of them had neither SOW nor a barrier; the last one's embedded semaphore carried SOW)");
        assertTrue(BarrierRules.check(Arch.CAYMAN, d).isEmpty(), String.join("\n", BarrierRules.check(Arch.CAYMAN, d)));
    }

    /**
     * {@code gconf.embedded_sem_en} off: a completion is a 4-byte semaphore descriptor of its own, so no packet's
     * last RX descriptor borrows SOW from an embedded semaphore — the ops profile's one cast packet (one RX
     * descriptor) shows a builder that passes no SOW, which the goldens (embedded semaphores on) cannot.
     */
    @ParameterizedTest
    @EnumSource(Arch.class)
    void everyProfileKeepsTheRulesWithoutEmbeddedSemaphores(Arch arch) throws Exception {
        String target = arch.name().toLowerCase(Locale.ROOT);
        List<String> broken = new ArrayList<>();
        int rings = 0;
        for (String profile : List.of("sample", "copy", "ops", "queues", "ucode")) {
            OptionalInt n = profile.equals("copy") ? OptionalInt.of(2048) : OptionalInt.empty();
            NeffFile f = NeffReader.read(profile + ".neff", GenProfiles.build(profile, n, OptionalInt.empty(),
                    Optional.of(profile.equals("sample") ? "*" : target)).build(), ReadLimits.DEFAULT);
            EmulationSession s = EmulationSession.open(f, RunOptions.defaults().withArch(arch).withEmbeddedSem(false));
            RunResult r = s.run();
            assertEquals(0, r.status(), profile + " on " + arch + ": " + r.message());
            Dump d = DumpCapture.capture(s, s.steps());
            rings += d.rings().size();
            broken.addAll(BarrierRules.check(arch, d).stream().map(b -> profile + ": " + b).toList());
        }
        assertTrue(rings > 0, "the runs left rings");
        assertTrue(broken.isEmpty(), String.join("\n", broken));
    }
}
