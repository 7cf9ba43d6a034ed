package org.ringscope.views.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.diff.DescField;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Arch;
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.JournalCursor;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The diff view in a window, headless: two dumps of the sample made on SUNDA and on CAYMAN — F7 lands on a barrier
 * change, a field filter, a bad dump leaves the diff as it was; fork and diff from a CAYMAN run with arch=sunda;
 * screenshots light and dark under {@code target/screenshots}.
 */
@ExtendWith(ApplicationExtension.class)
class DiffViewTest {
    static final Path OUT = Path.of("target", "screenshots");
    private static Path dir;
    private static Path sunda;
    private static Path cayman;

    private EmulationSession session;
    private JournalCursor cursor;
    private ExecutorService background;
    private DiffView view;
    private Scene scene;

    @BeforeAll
    static void dumps() throws Exception {
        dir = Files.createTempDirectory("diffview");
        sunda = SampleDumps.write(Arch.SUNDA, dir.resolve("sunda.rsdump"));
        cayman = SampleDumps.write(Arch.CAYMAN, dir.resolve("cayman.rsdump"));
    }

    @Start
    void start(Stage stage) {
        session = SampleDumps.run(Arch.CAYMAN);
        cursor = JournalCursor.onOwnThread(session.journal(), Fx::later);
        background = Executors.newFixedThreadPool(2);
        view = new DiffView(new ViewContext(new Selection(), cursor, background), SessionSource.of(session));
        scene = new Scene((Parent) view.node(), 1400, 800);
        Theme.LIGHT.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close() {
        cursor.close();
        background.shutdownNow();
    }

    private void idle() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(view::idle));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void shot(String name) throws Exception {
        idle();
        Files.createDirectories(OUT);
        BufferedImage img = fx(() -> SwingFXUtils.fromFXImage(scene.snapshot(null), null));
        ImageIO.write(img, "png", OUT.resolve(name).toFile());
    }

    @Test
    void twoDumpsOfTheSampleF7LandsOnABarrierChangeAndFiltersByField(FxRobot robot) throws Exception {
        DumpDiff d = fx(() -> view.openDumps(sunda, cayman)).get(60, TimeUnit.SECONDS);
        idle();
        assertFalse(d.identical());
        assertTrue(fx(() -> view.showRing("pring:sg00/qActIO0/0/rx")));
        idle();
        shot("diff-light.png");
        robot.clickOn("#diff-grid");
        robot.push(KeyCode.HOME);
        robot.push(KeyCode.F7);
        idle();
        int mask = fx(view::caretFieldMask);
        assertTrue((mask & DiffRows.BARRIERS) != 0, "F7 lands on a dmb/sow change: " + fx(view::caretText));
        assertTrue(fx(view::caretText).contains("sow 0 → 1"), fx(view::caretText));
        robot.push(KeyCode.SHIFT, KeyCode.F7);
        idle();
        assertEquals(0, (int) fx(() -> view.p.caret()));

        fx(() -> {
            view.setFieldFilter(DescField.ADDRESS.bit());
            return null;
        });
        idle();
        assertEquals(1, (int) fx(view::rows), "one descriptor of the ring changes its address");
        assertTrue((fx(view::caretFieldMask) & DescField.ADDRESS.bit()) != 0);
        fx(() -> {
            view.setFieldFilter(DescField.ALL);
            view.setOnlyChanges(true);
            return null;
        });
        idle();
        assertEquals(5, (int) fx(view::rows));
        shot("diff-only-changes-light.png");
        fx(() -> {
            view.setOnlyChanges(false);
            Theme.DARK.apply(scene);
            return null;
        });
        shot("diff-dark.png");
    }

    @Test
    void aBadDumpIsAClearErrorAndTheDiffShownStays() throws Exception {
        DumpDiff d = fx(() -> view.openDumps(sunda, cayman)).get(60, TimeUnit.SECONDS);
        Path bad = dir.resolve("bad.rsdump");
        Files.write(bad, "this is not a zip at all, just some text".getBytes());
        var f = fx(() -> view.openDumps(bad, cayman));
        ExecutionException e = assertThrows(ExecutionException.class, () -> f.get(30, TimeUnit.SECONDS));
        String[] what = DiffView.describeFailure(e.getCause());
        assertTrue(what[0].contains("bad.rsdump") && what[1].contains("bad.rsdump"), String.join(" / ", what));
        idle();
        assertSame(d, fx(view::diff), "nothing lost");
        assertTrue(fx(() -> ((Label) view.node().lookup("#diff-status")).getText())
                .contains("bad.rsdump"));
    }

    @Test
    void forkAndDiffComparesTheRunWithItsForkOnAnotherArch() throws Exception {
        long parses = ManifestParser.parses();
        DumpDiff d = fx(() -> view.forkAndDiff(ForkParameter.parse("arch=sunda"))).get(120, TimeUnit.SECONDS);
        idle();
        assertEquals(0, ManifestParser.parses() - parses, "the fork runs on the manifest the run parsed");
        assertFalse(d.identical());
        assertEquals("cayman", d.a().manifest().arch());
        assertEquals("sunda", d.b().manifest().arch());
        long dmb = d.rings().stream().mapToLong(r -> r.fieldCount(DescField.DMB)).sum();
        long sow = d.rings().stream().mapToLong(r -> r.fieldCount(DescField.SOW)).sum();
        assertTrue(dmb > 0 && sow > 0, "barriers differ: dmb " + dmb + ", sow " + sow);
        assertSame(d, fx(view::diff));
        RingDiff shown = fx(() -> view.p.ring().orElseThrow());
        assertFalse(shown.identical());
        assertNotEquals(0, (int) fx(view::caretFieldMask));
        shot("diff-fork-light.png");
    }

    @Test
    void scrollingALargeDiffPaintsOnlyTheRowsOnScreen() throws Exception {
        fx(() -> view.openDumps(sunda, cayman)).get(60, TimeUnit.SECONDS);
        assertTrue(fx(() -> view.showRing("pring:sg00/qActIO0/0/tx")));
        idle();
        fx(view::takePaintMillis);
        for (int i = 0; i < 20; i++) {
            fx(() -> {
                view.scrollRows(3);
                return null;
            });
            idle();
        }
        assertTrue(fx(view::topRow) > 0);
        assertTrue(fx(view::takePaintMillis).length > 0);
    }
}
