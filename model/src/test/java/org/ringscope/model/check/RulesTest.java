package org.ringscope.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;

/** Rules on hand-built loads: the host window, the NEFF gates, the pairing, an unknown feature bit, the arch gate. */
class RulesTest {
    private static final Catalog C = Catalog.standard();

    private static NeffFacts neff(long major, long features, String target) {
        return new NeffFacts("x.neff", 2, major, 0, features, target, "kelf-0.json", 1, 0, List.of());
    }

    /** One subgraph on NC 0 with one static spill queue holding {@code v}. */
    private static LoadPlan plan(NeffFacts facts, Arch arch, Vring v) {
        PlannedQueue q = new PlannedQueue("sg00:" + v.name(), "sg00", 0, "qData0", "data", 0, RingKind.STATIC,
                RingCategory.SPILL, 0, 0, v.tx().usedDescCount(), v.rx().usedDescCount(), v, null);
        PlannedSubgraph sg = new PlannedSubgraph("sg00", "sg00/def.json", 0, null, List.of(q), List.of(), 0, List.of(),
                null, Optional.empty(), List.of(), List.of(), PlannedDge.NONE);
        return new LoadPlan(facts, arch, List.of(sg));
    }

    private static Vring vring(Arch arch, long src, long dst) throws Exception {
        Vring v = new Vring("qData0_0", arch);
        v.vringAddDescTransfer(src, dst, 4096);
        return v;
    }

    private static List<Finding> errors(LoadPlan plan, Profile p) {
        return Preflight.evaluate(plan, p, C, Stamps.FIXED, CheckOptions.DEFAULTS).findings().stream()
                .filter(f -> f.severity() == Severity.ERROR).toList();
    }

    @Test
    void aHostWindowAddressNoChunkHoldsIsRefusedOnEachArchByItsOwnTest() throws Exception {
        long v3host = 0x4000_0000_1000L;
        LoadPlan cay = plan(neff(2, 0, "cayman"), Arch.CAYMAN, vring(Arch.CAYMAN, v3host, 0x2000_0000L));
        List<Finding> e = errors(cay, C.current(CheckArch.CAYMAN));
        assertEquals(1, e.size(), e.toString());
        assertEquals(Rule.HOST_PA, e.get(0).rule());
        assertEquals(List.of("[  100.000000] neuron:ndma_is_valid_host_mem: nd0:invalid host memory(0x400000001000) in DMA "
                + "descriptor"), e.get(0).dmesg());
        assertEquals(Direction.TX, Finding.halfOf(e.get(0).location()).orElseThrow().direction());
        assertEquals(0, Finding.descriptorOf(e.get(0).location()));

        LoadPlan sun = plan(neff(2, 0, "sunda"), Arch.SUNDA, vring(Arch.SUNDA, 0x2000_0000L, 0x1000_0000_2000L));
        assertEquals(Rule.HOST_PA, errors(sun, C.current(CheckArch.SUNDA)).get(0).rule(), "the RX half's buffer");
        assertEquals(Direction.RX, Finding.halfOf(errors(sun, C.current(CheckArch.SUNDA)).get(0).location()).orElseThrow().direction());
        assertTrue(errors(sun, C.profile("sunda@2.3.0").orElseThrow()).isEmpty(),
                "v2 host addresses went unchecked until driver 2.6.5.0");
        LoadPlan device = plan(neff(2, 0, "cayman"), Arch.CAYMAN, vring(Arch.CAYMAN, 0x20_0000_0000L, 0x20_0001_0000L));
        assertTrue(errors(device, C.current(CheckArch.CAYMAN)).isEmpty(), "device addresses are never checked");
    }

    @Test
    void aNeffOfMajorVersion3IsRefusedWithStatus10() throws Exception {
        LoadPlan p = plan(neff(3, 0, "cayman"), Arch.CAYMAN, vring(Arch.CAYMAN, 0x20_0000_0000L, 0x20_0001_0000L));
        Finding f = errors(p, C.current(CheckArch.CAYMAN)).get(0);
        assertEquals(Rule.NEFF_VERSION, f.rule());
        assertTrue(f.runtimeLog().get(0).endsWith("NEFF:neff_parse                              NEFF version: 3.0 is not "
                + "supported, accepted version range: 1.x-2.x"), f.runtimeLog().get(0));
        assertTrue(f.runtimeLog().get(1).endsWith("Failed to load NN: x.neff, err: 10"));
    }

    @Test
    void aNeffForAnotherArchIsRefusedUnlessTheLegacyOverrideIsSet() throws Exception {
        LoadPlan p = plan(neff(2, 0, "cayman"), Arch.SUNDA, vring(Arch.SUNDA, 0x20_0000_0000L, 0x20_0001_0000L));
        Finding f = errors(p, C.current(CheckArch.SUNDA)).get(0);
        assertEquals(Rule.NEFF_ARCH, f.rule());
        assertTrue(f.runtimeLog().get(0).endsWith("Loading a NEFF compiled for a different arch is not allowed, NEFF arch: "
                + "v3, instance arch: v2"), f.runtimeLog().get(0));
        assertTrue(f.runtimeLog().get(2).endsWith("To override, set NEURON_RT_ALLOW_LEGACY_NEFF=1 and restart."));
        CheckReport over = Preflight.evaluate(p, C.current(CheckArch.SUNDA), C, Stamps.FIXED, new CheckOptions(true));
        assertTrue(over.loads());
        assertTrue(over.findings().stream().anyMatch(x -> x.rule() == Rule.NEFF_ARCH && x.severity() == Severity.WARNING));
        LoadPlan any = plan(neff(2, 0, "*"), Arch.SUNDA, vring(Arch.SUNDA, 0x20_0000_0000L, 0x20_0001_0000L));
        assertTrue(errors(any, C.current(CheckArch.SUNDA)).isEmpty(), "\"*\" loads anywhere");
    }

    @Test
    void aFeatureBitBeyondWhatIsKnownOfARuntimeIsAWarningAndBeyond2312AnError() throws Exception {
        Vring v = vring(Arch.SUNDA, 0x20_0000_0000L, 0x20_0001_0000L);
        Profile rt226 = C.profile("sunda@2.24.0").orElseThrow();
        CheckReport mid = Preflight.evaluate(plan(neff(2, 0x1000, "sunda"), Arch.SUNDA, v), rt226, C, Stamps.FIXED,
                CheckOptions.DEFAULTS);
        assertTrue(mid.loads());
        assertTrue(mid.findings().stream().anyMatch(f -> f.rule() == Rule.NEFF_FEATURES && f.severity() == Severity.WARNING));
        List<Finding> high = errors(plan(neff(2, 1L << 40, "sunda"), Arch.SUNDA, v), rt226);
        assertEquals(Rule.NEFF_FEATURES, high.get(0).rule());
        assertTrue(high.get(0).runtimeLog().get(0).contains("NEFF version 2.0 uses unsupported features: [0x10000000000]. "
                + "Neuron Runtime NEFF supported features map: [0x1ff]."), high.get(0).runtimeLog().get(0));
        List<Finding> rt231 = errors(plan(neff(2, 1L << 40, "sunda"), Arch.SUNDA, v), C.profile("sunda@2.29.0")
                .orElseThrow());
        assertTrue(rt231.get(0).runtimeLog().get(0).endsWith("Features supported by this Neuron Runtime: 0x7FFFFFF."));
        assertTrue(errors(plan(neff(2, 1L << 63, "sunda"), Arch.SUNDA, v), C.profile("sunda@2.15.0").orElseThrow())
                .isEmpty(), "bit 63 always passes");
    }

    @Test
    void aPairingTheReleaseNotesForbidFailsBeforeTheNeffIsRead() throws Exception {
        Vring v = vring(Arch.SUNDA, 0x20_0000_0000L, 0x20_0001_0000L);
        Profile p = C.custom(CheckArch.SUNDA, Version.parse("2.29.0.0"), Version.parse("2.32.31.0"),
                C.defaultInstance(CheckArch.SUNDA));
        List<Finding> e = errors(plan(neff(2, 0, "sunda"), Arch.SUNDA, v), p);
        assertEquals(Rule.PAIRING, e.get(0).rule());
        assertTrue(e.get(0).message().contains("driver 2.29 needs runtime 2.33"), e.get(0).message());
        assertFalse(errors(plan(neff(2, 0, "sunda"), Arch.SUNDA, v), C.profile("sunda@2.31.0").orElseThrow())
                .stream().anyMatch(f -> f.rule() == Rule.PAIRING));
    }

    @Test
    void passingRunsBecomeRangesOpenAtTheEndsOfTheAxis() {
        List<Version> vs = List.of(Version.parse("1"), Version.parse("2"), Version.parse("3"), Version.parse("4"));
        assertEquals("[..2]", PassFinder.ranges(vs, new boolean[] {true, true, false, false}).toString());
        assertEquals("[3..]", PassFinder.ranges(vs, new boolean[] {false, false, true, true}).toString());
        assertEquals("[2..2]", PassFinder.ranges(vs, new boolean[] {false, true, false, false}).toString());
        assertEquals("[]", PassFinder.ranges(vs, new boolean[4]).toString());
    }
}
