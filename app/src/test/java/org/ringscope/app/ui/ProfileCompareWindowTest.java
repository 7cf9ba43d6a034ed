package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.Main;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.profile.EmulatedRun;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.profile.QueueStatus;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Format;
import org.ringscope.views.Theme;
import org.ringscope.views.pring.PringView;
import org.ringscope.views.profile.ProfileCompareView;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Profile Compare view, headless: the public transpose NEFF run with qSPIO0's first DMA skipped (so it hangs),
 * exported as a profile, opened beside the NEFF's own run as {@code ringscope NEFF DIR} opens them. The queue of the
 * first divergence is selected on open; a real packet selected moves the cursor to its emulated packet's step and
 * selects a place behind it; the Prings &amp; Doorbells timeline draws the profile's packets on their lanes.
 * Screenshots under target/screenshots.
 */
class ProfileCompareWindowTest {
    private static final String NEFF = "chengli2003__part1_transpose_1024.neff";
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1400, 900);
    @TempDir
    Path dir;

    @Test
    void aHungRunsProfileOpensBesideItsNeffAndTiesItsPackets() throws Exception {
        Path neff = Fixtures.shared("neff").resolve(NEFF);
        Assumptions.assumeTrue(Files.isRegularFile(neff), NEFF + " absent from the shared fixtures; skipping");
        Path profile = dir.resolve("hang");
        // a hung run exits with its failure; its profile is written all the same
        Main.run("run", neff.toString(), "--quiet", "--fault", "skip-dma:qSPIO0/0", "--export-profile",
                profile.toString());
        assertTrue(Files.isRegularFile(profile.resolve("DmaPacket.parquet")), "the export");
        MainWindow window = WINDOW.window();
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        FxWait.run(() -> window.openAll(List.of(neff, profile)));
        ProfileCompareView v = fx(() -> (ProfileCompareView) window.dock().item(ViewKind.PROFILE.id()).orElseThrow()
                .view());
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> fx(() -> v.comparison() != null));
        ProfileComparison c = fx(v::comparison);
        assertTrue(c.matched() < c.rows() || c.first() != null, "the hung run's profile parts from the run");
        assertNotNull(c.first(), "a first divergence");
        assertEquals("qSPIO0-Q0-E1", c.first().queue(), "the skipped DMA's queue parts first");
        ProfileComparison.QueueRow first = fx(v::selectedQueue);
        assertEquals("qSPIO0-Q0-E1", first.queue(), "the first divergence's queue is selected on open");
        assertEquals(QueueStatus.MISSING, first.status());
        assertTrue(fx(v::summaryText).contains("first divergence"), fx(v::summaryText));
        assertTrue(fx(() -> window.dock().item(ViewKind.PROFILE.id()).orElseThrow().view().captionProperty().get())
                .contains("hang"));

        // a queue that carried 2 of its 8 packets: the first real packet is tied to the first emulated one
        v.selectQueue("qSPIO0-Q1-E1");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> v.selectedQueue() != null
                && v.selectedQueue().queue().equals("qSPIO0-Q1-E1")));
        ProfileComparison.QueueRow q = fx(v::selectedQueue);
        assertEquals(QueueStatus.FEWER, q.status());
        assertEquals(2, q.profilePackets());
        assertEquals(8, q.emulatedPackets());
        EmulatedRun.Queue eq = c.run().queues().get(q.emulatedQueue());
        int step = c.run().timeline().record(eq.events()[1]) + 1;
        Location before = fx(() -> window.context().selection().current().orElse(null));
        v.selectPacket(1);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == step));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> !v.whyLines().isEmpty()));
        assertTrue(fx(v::whyLines).get(0).startsWith("Emulated packet at step " + Format.count(step) + " on sg00:qSPIO0_1"), fx(v::whyLines).toString());
        Location after = fx(() -> window.context().selection().current().orElse(null));
        assertNotNull(after, "a place behind the packet is selected");
        assertTrue(!after.equals(before), "the selection moved to the packet's: " + after);

        // the timeline draws the profile's packets on their queues' lanes
        PringView p = fx(() -> (PringView) window.dock().item(ViewKind.PRING.id()).orElseThrow().view());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> p.profilePackets() > 0));
        assertTrue(fx(p::profilePackets) <= c.rows(), "at most every row");
        LogViewsWindowTest.shoot(window, v, "light", Theme.LIGHT);
        FxWait.run(() -> window.dock().toggleMaximize(window.dock().item(ViewKind.PROFILE.id()).orElseThrow()));
        FxWait.run(p::fitEvents);
        LogViewsWindowTest.shoot(window, p, "profile-light", Theme.LIGHT);
    }
}
