package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.Rule;
import org.ringscope.model.gen.PreflightNeffs;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.Theme;
import org.ringscope.views.check.RingMemoryView;
import org.ringscope.views.problems.ProblemsView;
import org.ringscope.views.session.PreflightSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The pre-flight check in the workbench, headless: the Problems view's profile selector (saved in the preferences,
 * shown in the status bar), its findings with their lines, a double-click moving the selection to the descriptor and
 * the cursor to the step that built it, and the Ring Memory view. PNGs under {@code target/screenshots}.
 */
class PreflightViewsTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;
    private static Path neff;

    @BeforeAll
    static void openWindow() throws Exception {
        neff = Files.createTempDirectory("preflight").resolve("features.neff");
        PreflightNeffs.features().write(neff);
        window = WINDOW.window();
        FxWait.run(() -> {
            window.switchPerspective(Perspective.EXECUTE);
            window.open(neff);
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0));
    }

    @AfterAll
    static void releaseWindow() {
        window = null; // the window and its run go with the class: the next test class has the heap
    }

    private static <T> T view(String kind, Class<T> type) {
        return fx(() -> type.cast(window.dock().item(kind).orElseThrow().view()));
    }

    private static void settle() throws Exception {
        FxWait.settle(window, 20);
    }

    private static void doubleClick(String code) {
        FxWait.run(() -> { // the row in view first: a docked table shows few rows
            TableView<?> t = (TableView<?>) window.scene().lookup("#problems-table");
            for (int i = 0; i < t.getItems().size(); i++) {
                if (t.getItems().get(i).toString().contains(code)) {
                    t.scrollTo(i);
                    break;
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        Node row = fx(() -> {
            TableView<?> t = (TableView<?>) window.scene().lookup("#problems-table");
            return t.lookupAll(".table-row-cell").stream().filter(n -> n instanceof TableRow<?> r && !r.isEmpty()
                    && r.getItem().toString().contains(code)).findFirst().orElseThrow();
        });
        new FxRobot().doubleClickOn(row);
    }

    @Test
    void theProfileSelectorChecksTheLoadSavesThePreferenceAndGoesToWhatBuiltIt() throws Exception {
        ProblemsView problems = view("problems", ProblemsView.class);
        FxWait.run(() -> window.showView(ViewKind.PROBLEMS));
        FxWait.run(() -> problems.profileSelector().show());
        assertEquals(PreflightSource.choices(), fx(() -> problems.profileSelector().getItems()),
                "opened, the selector lists auto and every profile");
        FxWait.run(() -> {
            problems.profileSelector().hide();
            problems.profileSelector().setValue("sunda@2.15.0");
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(problems::shownFindings).stream()
                .anyMatch(f -> f.rule() == Rule.NEFF_FEATURES));
        settle();
        assertEquals("sunda@2.15.0", fx(() -> window.prefs().checkProfileProperty().get()), "saved with the preferences");
        Label status = fx(() -> (Label) window.scene().lookup("#status-check"));
        assertEquals("Load check sunda@2.15.0: would not load", fx(status::getText));
        shoot("problems");

        Finding packets = fx(problems::shownFindings).stream().filter(f -> f.rule() == Rule.DESC_PER_PACKET).findFirst()
                .orElseThrow();
        doubleClick("DESC_PER_PACKET");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().selection().current())
                .equals(Optional.of(packets.location())));
        int step = fx(() -> window.context().cursor().step());
        assertTrue(step > 0 && step < fx(() -> window.context().cursor().maxStep()), "the step that appended it: " + step);

        // a finding about the NEFF goes back to the load; called directly (the double-click is the one above: a
        // second robot click can land on a row the table has just reused for another finding)
        Finding features = fx(problems::shownFindings).stream().filter(f -> f.rule() == Rule.NEFF_FEATURES).findFirst()
                .orElseThrow();
        FxWait.run(() -> problems.go(features));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step()) < step);

        RingMemoryView rings = view("ringmemory", RingMemoryView.class);
        FxWait.run(() -> window.showView(ViewKind.RINGMEMORY));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(rings::shown).isPresent());
        assertEquals("sunda@2.15.0", fx(() -> rings.shown().orElseThrow().profile().name()), "one profile for both views");
        assertTrue(fx(() -> rings.shown().orElseThrow().ringMemory().get("io")) > 0);
        shoot("ringmemory");

        FxWait.run(() -> problems.profileSelector().setValue("auto"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(status::getText).endsWith("would load"));
        assertEquals("Load check sunda@2.32.0: would load", fx(status::getText));
    }

    private static void shoot(String v) throws Exception {
        for (Theme t : List.of(Theme.LIGHT, Theme.DARK)) {
            FxWait.run(() -> {
                window.prefs().themeProperty().set(t);
                window.showView(ViewKind.parse(v).orElseThrow());
            });
            settle();
            Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve("view-" + v + "-preflight-" + t.key() + ".png")));
            assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
    }

    static {
        if (System.getProperty("headless.geometry") == null) {
            System.setProperty("headless.geometry", "1600x1200-32");
        }
    }
}
