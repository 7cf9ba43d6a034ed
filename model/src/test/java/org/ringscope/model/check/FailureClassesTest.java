package org.ringscope.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.PreflightNeffs;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.udma.Direction;

/**
 * The users' load failures, reproduced offline by the gen profiles: on the profile of each failure the exact lines
 * the driver and the runtime printed there (as the issues quote them) on the right queue, and the profile where the
 * real stack took the same NEFF passes it.
 */
class FailureClassesTest {
    private static final Catalog C = Catalog.standard();
    private static CheckInput queue2p24;

    private static CheckInput input(NeffBuilder b) throws Exception {
        return CheckInput.of(NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT));
    }

    /** The 8.4-million-descriptor NEFF, built once. */
    private static synchronized CheckInput queue2p24() throws Exception {
        if (queue2p24 == null) {
            queue2p24 = input(PreflightNeffs.queue2p24());
        }
        return queue2p24;
    }

    private static Profile profile(String arch, String driver, String runtime, String instance) {
        return new ProfileRequest(Optional.empty(), CheckArch.find(arch), Optional.of(Version.parse(driver)),
                Optional.of(Version.parse(runtime)), Optional.of(instance)).resolve(C, Optional.empty()).profile();
    }

    private static Finding only(CheckReport r, Rule rule) {
        List<Finding> fs = r.findings().stream().filter(f -> f.severity() == Severity.ERROR).toList();
        assertEquals(1, fs.size(), () -> "one error expected: " + fs);
        assertEquals(rule, fs.get(0).rule());
        return fs.get(0);
    }

    private static boolean errorFree(CheckInput in, Profile p, String subject) throws Exception {
        return Preflight.evaluate(in, p, C, Stamps.FIXED, CheckOptions.DEFAULTS).findings().stream()
                .noneMatch(f -> f.severity() == Severity.ERROR && f.subject().equals(subject));
    }

    /** The part of a runtime line after its time and ids: the level, the subsystem, the function and the message. */
    private static String body(String line) {
        int at = line.indexOf(" ERROR ");
        return line.substring(at + 1);
    }

    @Test
    void sdk980ASpillQueueOfExactly2To24DescriptorsIsTooLargeFromDriver2940() throws Exception {
        CheckInput in = queue2p24();
        Profile p = profile("sunda", "2.10.11.0", "2.21.41.0", "inf2.24xlarge");
        CheckReport r = Preflight.check(in, p, C, new Stamps.Fixed("2024-Sep-12 10:00:00", 0, 1, 2, 1743.088462, 0));
        Finding f = only(r, Rule.QUEUE_TOO_LARGE);
        assertEquals(List.of("[ 1743.088462] neuron:udma_q_init_validate: queue8 size(16777216) too large",
                "[ 1743.088462] neuron:udma_m2m_init_queue: failed to init m2s queue 8, err: -22"), f.dmesg());
        assertEquals("ERROR  TDRV:dma_queue_init_batch_execute            failed to init dma queue batch. One or more of "
                + "the queues may have exceeded queue descriptor limits; check syslog for udma_q_init_validate failures",
                body(f.runtimeLog().get(0)));
        assertEquals(8, f.queue());
        assertEquals(0, f.engine(), "queue set qSPSpill0 is the core's first: engine 0 of NC 0");
        assertEquals("qSPSpill0", f.neffEntry().queueSet());
        assertEquals(PreflightNeffs.RING_2P24_QUEUE, f.neffEntry().dmaEntry());
        assertEquals("spill -> spill_out", f.neffEntry().variable());
        assertEquals("sg00:qSPSpill0_8", Finding.halfOf(f.location()).orElseThrow().vring().name());
        assertNotNull(Finding.descriptorOf(f.location()), "the descriptor whose arrival makes the ring too large");
        assertEquals("loads with driver ≤ 2.8.4.0", f.passesOn().text());
        assertFalse(r.loads());

        Profile old = C.profile("sunda@2.9.0").orElseThrow();
        assertTrue(errorFree(in, old, "sg00:qSPSpill0_8"), "driver 2.8.4.0 takes 1 << 24");
        assertTrue(Preflight.evaluate(in, old, C, Stamps.FIXED, CheckOptions.DEFAULTS).findings().stream()
                .anyMatch(x -> x.rule() == Rule.RING_REGISTER), "but warns that the ring-length register overflows");
    }

    @Test
    void sdk776TheSameClassOnTrn1WithSdk215SAndItsTwoRuntimeLines() throws Exception {
        CheckInput in = queue2p24();
        Profile p = C.profile("sunda@2.15.0").orElseThrow();
        CheckReport r = Preflight.check(in, p, C, new Stamps.Fixed("2023-Oct-27 18:06:28", 741246, 322894, 322895, 0, 0));
        Finding f = only(r, Rule.QUEUE_TOO_LARGE);
        String msg = "failed to init dma queue batch. One or more of the queues may have exceeded queue descriptor limits;"
                + " check syslog for udma_q_init_validate failures";
        assertEquals(List.of("2023-Oct-27 18:06:28.741246 322894:322895 ERROR  TDRV:dma_queue_init_batch_execute      "
                + "      " + msg, "2023-Oct-27 18:06:28.741246 322894:322895 ERROR  TDRV:init_dma                     "
                + "           " + msg), f.runtimeLog());
        assertTrue(f.passesOn().drivers().contains("..2.8.4.0"));
        assertTrue(errorFree(in, C.profile("sunda@2.3.0").orElseThrow(), "sg00:qSPSpill0_8"));
    }

    @Test
    void aPerExecutionRingOf2016IsNoPowerOfTwoForDrivers2150To2840() throws Exception {
        CheckInput in = input(PreflightNeffs.ringLength());
        CheckReport r = Preflight.check(in, profile("sunda", "2.8.4.0", "2.13.6.0", "trn1.32xlarge"), C, Stamps.FIXED);
        Finding f = only(r, Rule.RING_LENGTH);
        assertEquals(List.of("[  100.000000] neuron:udma_m2m_init_queue: invalid m2s ring size: 2016"), f.dmesg());
        assertEquals("sg00:qSPIO0_0", f.subject());
        assertTrue(f.passesOn().text().contains("driver ≥ 2.9.4.0"), f.passesOn().text());
        assertTrue(f.passesOn().text().contains("runtime ≤ 2.12.16.0"), f.passesOn().text());
        assertTrue(errorFree(in, C.profile("sunda@2.10.0").orElseThrow(), "sg00:qSPIO0_0"), "multiples of 16 from 2.9.4.0");
        assertTrue(errorFree(in, C.profile("sunda@2.9.0").orElseThrow(), "sg00:qSPIO0_0"),
                "runtimes before 2.13.6.0 size every ring as a power of two");
    }

    @Test
    void tnx92TheRxRingOfQSppioParam05DoesNotFitAnInf2CoresHbm() throws Exception {
        CheckInput in = input(PreflightNeffs.hbm());
        Profile p = profile("sunda", "2.17.17.0", "2.21.41.0", "inf2.24xlarge");
        CheckReport r = Preflight.check(in, p, C, new Stamps.Fixed("2024-Jul-10 09:14:38", 126653, 12878, 14357, 0,
                0x668e50feL));
        Finding f = only(r, Rule.HBM);
        List<String> log = f.runtimeLog().stream().map(FailureClassesTest::body).toList();
        assertEquals("ERROR  TDRV:dmem_alloc_internal                     Failed to alloc DEVICE memory: 45429760", log.get(0));
        assertEquals("ERROR  TDRV:dml_dump                                Wrote nrt memory alloc debug info to "
                + "/tmp/nrt_mem_log_device_0_668e50fe.csv", log.get(1));
        assertEquals("ERROR  TDRV:log_dev_mem                             Failed to allocate 43.325MB (usage: dma rings) "
                + "on ND 0:NC 0, current utilization:", log.get(2));
        assertTrue(log.contains("ERROR  TDRV:dma_ring_create_static_rings_for_queue_bundle_instanceFailed to allocate "
                + "static rx ring for queue qSPPIOParam0_5"), log.toString());
        assertTrue(log.contains("ERROR  TDRV:io_create_queues                        Failed to create static rings for "
                + "qSPPIOParam0"), log.toString());
        assertEquals("ERROR  NMGR:kmgr_load_nn_post_metrics               Failed to load NN: hbm.neff, err: 4",
                log.get(log.size() - 1));
        Matcher m = Pattern.compile("neuron:mc_alloc_internal: device mempool \\[0:0\\] "
                + "total 17179869184 occupied (\\d+) needed 45432832 available (\\d+)$").matcher(f.dmesg().get(0));
        assertTrue(m.find(), f.dmesg().get(0));
        assertEquals(17_179_869_184L, Long.parseLong(m.group(1)) + Long.parseLong(m.group(2)));
        assertTrue(Long.parseLong(m.group(2)) < 45_432_832L, "the page-rounded RX half does not fit what is left");
        assertTrue(f.dmesg().get(1).endsWith("neuron:mc_alloc_internal: device regions 1 occupied " + m.group(1)));
        assertEquals(5, f.queue());
        assertEquals("sg00:qSPPIOParam0_5", Finding.halfOf(f.location()).orElseThrow().vring().name());
        assertEquals(Direction.RX, Finding.halfOf(f.location()).orElseThrow().direction());
        assertTrue(f.passesOn().instances().contains("trn2.48xlarge"), f.passesOn().text());
        assertTrue(r.ringMemory().get("io") > 2 * 45_429_760L);
        assertTrue(r.hbm().pools().get(0).free() < 0);
        assertTrue(Preflight.evaluate(in, C.current(CheckArch.CAYMAN), C, Stamps.FIXED, CheckOptions.DEFAULTS).loads(),
                "a Trn2 HBM holds it");
    }

    @Test
    void theNewReportFromRuntime223ListsTheFourRingCategories() throws Exception {
        CheckInput in = input(PreflightNeffs.hbm());
        CheckReport r = Preflight.check(in, C.profile("sunda@2.21.0").orElseThrow(), C, Stamps.FIXED);
        Finding f = only(r, Rule.HBM);
        assertTrue(f.runtimeLog().stream().anyMatch(l -> l.endsWith("Failed to allocate 43.325MB (alignment: none, usage: "
                + "dma rings io) on ND 0:NC 0")), f.runtimeLog().toString());
        assertTrue(f.runtimeLog().stream().anyMatch(l -> l.contains("DMA Rings Io | DMA Rings Spill")));
        assertTrue(f.dmesg().get(0).contains("available - main gen pool "), "the small genpool from driver 2.19.64.0");
    }

    @Test
    void sdk820FeatureBit8IsRefusedBeforeRuntime2195() throws Exception {
        CheckInput in = input(PreflightNeffs.features());
        CheckReport r = Preflight.check(in, C.profile("sunda@2.15.0").orElseThrow(), C, Stamps.FIXED);
        Finding f = only(r, Rule.NEFF_FEATURES);
        assertEquals("ERROR  NEFF:neff_parse                              NEFF version: 2.0, features: 0x100 are not "
                + "supported.  Currently supporting: 0x80000000000000ff", body(f.runtimeLog().get(0)));
        assertEquals("ERROR  NMGR:kmgr_load_nn_post_metrics               Failed to load NN: features.neff, err: 10",
                body(f.runtimeLog().get(1)));
        assertTrue(f.dmesg().isEmpty(), "no ioctl has run");
        assertEquals("loads with runtime ≥ 2.19.5.0", f.passesOn().text());
        assertTrue(Preflight.evaluate(in, C.profile("sunda@2.16.0").orElseThrow(), C, Stamps.FIXED,
                CheckOptions.DEFAULTS).loads());
    }

    @Test
    void sdk369TheInf1RuntimeRunsOutOfRingPagesForRingType1() throws Exception {
        CheckInput in = input(PreflightNeffs.ringPages());
        CheckReport r = Preflight.check(in, C.profile("inf1@2021-12").orElseThrow(), C,
                new Stamps.Fixed("2021-Dec-03 08:02:36", 9300, 5110, 5110, 0, 0));
        Finding f = only(r, Rule.RING_PAGES);
        assertEquals(List.of("2021-Dec-03 08:02:36.0093  5110:5110  ERROR  TDRV:dma_ring_allocate                       "
                        + "No more pages for ring type: 1",
                "2021-Dec-03 08:02:36.0093  5110:5110  ERROR  TDRV:kbl_model_add                           "
                        + "create_data_refill_rings() error",
                "2021-Dec-03 08:02:36.0093  5110:5110  ERROR  NMGR:dlr_kelf_stage                          "
                        + "Failed to load subgraph"), f.runtimeLog().subList(0, 3));
        assertFalse(f.verified(), "the pool is not public");
        assertTrue(f.passesOn().text().contains("every sunda instance"), f.passesOn().text());
        assertTrue(Preflight.evaluate(in, C.current(CheckArch.SUNDA), C, Stamps.FIXED, CheckOptions.DEFAULTS).loads());
    }
}
