package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Rule;
import org.ringscope.model.check.Version;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.PreflightNeffs;
import org.ringscope.model.log.triage.TriageReport;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.Runs;

/**
 * Lines users posted in public reports (test resources, excerpts/README.md), triaged against the NEFFs that reproduce
 * their failures: every ERROR line lands on the finding of the rule that failed, on its ring, with where it passes.
 */
class PublicExcerptsTest {
    private static String excerpt(String name) throws Exception {
        try (InputStream in = PublicExcerptsTest.class.getResourceAsStream("excerpts/" + name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static NeffFile neff(NeffBuilder b) throws Exception {
        return NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT);
    }

    private static Optional<ProfileRequest> versions(String arch, String driver, String runtime, String instance) {
        return Optional.of(new ProfileRequest(Optional.empty(), CheckArch.find(arch), Optional.of(Version.parse(driver)),
                Optional.of(Version.parse(runtime)), Optional.of(instance)));
    }

    /** Every ERROR line of the log is one finding's, of {@code rule}, on the half of ring {@code ring}. */
    private static Finding onlyFinding(TriageReport r, String text, Rule rule, String ring) throws Exception {
        List<Integer> errors = TriageRuns.read(text).lines().stream()
                .filter(l -> l.kind() == LineKind.RUNTIME && l.level() == Level.ERROR).map(ReadLine::number).toList();
        assertEquals(1, r.findings().size(), () -> "findings " + r.findings() + ", unmatched " + r.unmatched());
        TriageReport.FindingHit hit = r.findings().get(0);
        assertEquals(rule, hit.finding().rule());
        assertTrue(hit.logLines().containsAll(errors), () -> "ERROR lines " + errors + ", the finding's " + hit.logLines()
                + ", unmatched " + r.unmatched());
        assertTrue(Finding.halfOf(hit.finding().location()).orElseThrow().words().contains(ring),
                () -> String.valueOf(hit.finding().location()));
        assertNotNull(hit.finding().passesOn());
        return hit.finding();
    }

    @Test
    void sdk980OnTheUsersVersionsIsTheQueueTooLargeOnQueue8() throws Exception {
        String text = excerpt("sdk-980.log");
        TriageReport r = TriageRuns.triage(text, neff(PreflightNeffs.queue2p24()),
                versions("sunda", "2.10.11.0", "2.21.41.0", "inf2.24xlarge"));
        Finding f = onlyFinding(r, text, Rule.QUEUE_TOO_LARGE, "sg00:qSPSpill0_8");
        assertEquals(List.of(1, 2), r.findings().get(0).logLines(), "the runtime line and the kernel's");
        assertEquals(Integer.valueOf(8), f.queue());
        assertEquals("loads with driver ≤ 2.8.4.0", f.passesOn().text());
        assertEquals(List.of(), r.unmatched());
    }

    @Test
    void sdk776OnSdk215IsTheSameFinding() throws Exception {
        String text = excerpt("sdk-776.log");
        TriageReport r = TriageRuns.triage(text, neff(PreflightNeffs.queue2p24()),
                Optional.of(ProfileRequest.named("sunda@2.15.0")));
        onlyFinding(r, text, Rule.QUEUE_TOO_LARGE, "sg00:qSPSpill0_8");
        assertEquals(List.of(), r.unmatched());
        assertEquals(2, r.matched());
    }

    @Test
    void tnx92IsTheHbmFindingOnTheStaticRxRingOfQueue5EvenInterleaved() throws Exception {
        String text = excerpt("tnx-92.log");
        TriageReport r = TriageRuns.triage(text, neff(PreflightNeffs.hbm()),
                versions("sunda", "2.17.17.0", "2.21.41.0", "inf2.24xlarge"));
        Finding f = onlyFinding(r, text, Rule.HBM, "sg00:qSPPIOParam0_5");
        assertEquals(Integer.valueOf(5), f.queue());
        assertTrue(r.differences().stream().anyMatch(d -> d.actual().contains("1") && d.expected().contains("0")),
                "ND 0:NC 1 against the emulated NC 0: " + r.differences());
        assertEquals(List.of(), r.unmatched());
        assertTrue(r.outOfOrder().size() > 0, "two threads' lines interleave");
    }

    @Test
    void sdk369OnTheInf1ProfileIsTheRingPagesFinding() throws Exception {
        String text = excerpt("sdk-369.log");
        TriageReport r = TriageRuns.triage(text, neff(PreflightNeffs.ringPages()),
                Optional.of(ProfileRequest.named("inf1@2021-12")));
        onlyFinding(r, text, Rule.RING_PAGES, "sg00:qSPSpill0_0");
        assertEquals(List.of(), r.unmatched());
        assertEquals(5, r.matched());
        assertEquals(3, r.other(), "the traceback");
    }

    @Test
    void sdk820sRefusalPrintedByEachLoadingThreadIsOneFindingTwice() throws Exception {
        String text = excerpt("sdk-820.log");
        TriageReport r = TriageRuns.triage(text, neff(PreflightNeffs.features()),
                Optional.of(ProfileRequest.named("sunda@2.15.0")));
        assertEquals(1, r.findings().size(), () -> "findings " + r.findings() + ", unmatched " + r.unmatched());
        assertEquals(Rule.NEFF_FEATURES, r.findings().get(0).finding().rule());
        assertEquals(List.of(1, 2), r.findings().get(0).logLines());
        assertEquals(List.of(), r.unmatched());
        assertEquals(List.of(2), r.repeated(), "the second thread's line repeats the first's");
        assertEquals(2, r.matched());
    }

    @Test
    void aFailureBlockRepeatedForTheNextCoreLandsOnTheSameFinding() throws Exception {
        String block = excerpt("tnx-92.log");
        String text = block + block.replace("ND 0:NC 1", "ND 0:NC 2").replace("12878:", "12878:2");
        TriageReport r = TriageRuns.triage(text, neff(PreflightNeffs.hbm()),
                versions("sunda", "2.17.17.0", "2.21.41.0", "inf2.24xlarge"));
        onlyFinding(r, text, Rule.HBM, "sg00:qSPPIOParam0_5");
        assertEquals(List.of(), r.unmatched());
        int lines = (int) block.lines().count();
        assertTrue(r.repeated().size() >= lines - 2 && r.repeated().stream().allMatch(n -> n > lines),
                () -> "the second block repeats the first: " + r.repeated());
        assertTrue(r.differences().stream().anyMatch(d -> d.line() > lines && d.actual().contains("2")),
                "NC 2 against the emulated NC 0: " + r.differences());
    }

    @Test
    void theDocumentedMemoryReportMatchesTheSamplesLineByLineWithItsOwnValues() throws Exception {
        String text = excerpt("device-memory.log");
        NeffFile sample = NeffReader.read(Runs.sample());
        TriageReport r = TriageRuns.triage(text, sample, Optional.of(ProfileRequest.named("cayman@2.32.0")));
        assertEquals(14, r.read());
        assertEquals(List.of(), r.unmatched(), () -> "unmatched " + r.unmatched());
        assertEquals(0, r.missingCount(), () -> "missing " + r.missing());
        assertTrue(r.differences().stream().anyMatch(d -> d.actual().equals(List.of("out-test0_meta_concat3"))
                && d.expected().equals(List.of("sample"))), r.differences().toString());
        assertTrue(r.differences().stream().anyMatch(d -> d.actual().equals(List.of("61.000KB"))
                && d.expected().equals(List.of("72.000KB"))), "dma rings io: " + r.differences());
        assertNull(r.firstDivergence());
    }

    @Test
    void withoutAProfileTheScanNamesTheProfilesWhoseLinesMatch() throws Exception {
        String text = excerpt("sdk-369.log");
        TriageReport r = TriageRuns.triage(text, neff(PreflightNeffs.ringPages()), Optional.empty());
        assertEquals(List.of("inf1@2021-12"), r.profiles().stream().map(TriageReport.ProfileScore::name).toList());
        assertEquals("inf1@2021-12", r.profile());
        String q = excerpt("sdk-776.log");
        TriageReport b = TriageRuns.triage(q, neff(PreflightNeffs.queue2p24()), Optional.empty());
        assertTrue(b.profiles().stream().anyMatch(s -> s.name().equals("sunda@2.15.0")), b.profiles().toString());
        assertTrue(b.profiles().stream().noneMatch(s -> s.name().equals("sunda@2.9.0")),
                "driver 2.8.4.0 loads it: " + b.profiles());
        assertEquals(List.of(), b.unmatched());
    }
}
