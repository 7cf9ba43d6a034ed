package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.log.triage.LogAlignment;
import org.ringscope.model.log.triage.LogComparison;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Theme;
import org.ringscope.views.log.LogCompareView;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Log Compare view, headless: the trace log of the public transpose NEFF run with qSPIO0's first DMA skipped
 * (so it hangs), opened with the NEFF as {@code ringscope NEFF LOG} opens them, beside the NEFF's own run — the
 * rows before the divergence matched, the divergence selected on open and the cursor at its step. Screenshots light
 * and dark under target/screenshots.
 */
class LogCompareWindowTest {
    private static final String NEFF = "chengli2003__part1_transpose_1024.neff";
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1400, 900);
    @TempDir
    Path dir;

    @Test
    void aFaultedLogOpensBesideItsNeffOnTheFirstDivergence() throws Exception {
        Path neff = Fixtures.shared("neff").resolve(NEFF);
        Assumptions.assumeTrue(Files.isRegularFile(neff), NEFF + " absent from the shared fixtures; skipping");
        Path log = dir.resolve("hang.log");
        // a hung run exits with its failure; its log is written all the same
        Main.run("run", neff.toString(), "--fault", "skip-dma:qSPIO0/0", "--log-level", "trace", "--log",
                log.toString());
        assertTrue(Files.readString(log).contains("Failure: NRT_TIMEOUT in nrt_execute()"), "the hang's last line");
        MainWindow window = WINDOW.window();
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        FxWait.run(() -> window.openAll(List.of(neff, log)));
        LogCompareView v = fx(() -> (LogCompareView) window.dock().item(ViewKind.LOGCOMPARE.id()).orElseThrow()
                .view());
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> fx(() -> v.comparison() != null));
        LogComparison c = fx(v::comparison);
        assertTrue(c.divergence() > 0, "the rows before the divergence agree");
        for (int i = 0; i < c.divergence(); i++) {
            assertEquals(LogAlignment.RowKind.MATCHED, c.rows().get(i).kind(), "row " + i);
        }
        LogComparison.Row d = fx(v::selectedRow);
        assertEquals(c.rows().get(c.divergence()), d, "the divergence is selected on open");
        assertTrue(d.kind() != LogAlignment.RowKind.MATCHED, d.toString());
        assertTrue(fx(v::summaryText).contains("they part at"), fx(v::summaryText));
        assertTrue(d.step() > 0, "the divergence has the step where the emulation expected another line");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step()
                == d.step()));
        assertTrue(fx(() -> window.dock().item(ViewKind.LOGCOMPARE.id()).orElseThrow().view().captionProperty()
                .get()).contains("hang.log"));
        LogViewsWindowTest.shoot(window, v, "light", Theme.LIGHT, v::reveal); // grown: the divergence back in view
        LogViewsWindowTest.shoot(window, v, "dark", Theme.DARK, v::reveal);
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
    }
}
