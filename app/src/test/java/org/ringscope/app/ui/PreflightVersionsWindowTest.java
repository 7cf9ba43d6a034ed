package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.skin.ComboBoxListViewSkin;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.check.Rule;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Theme;
import org.ringscope.views.problems.ProblemsView;
import org.ringscope.views.session.PreflightSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Problems view's load check at 1024×700 on attn_v6, a CAYMAN NEFF: the profile list shows each profile's driver and
 * runtime, a version can be typed (an incomplete one is refused there, in the view), a driver older than every CAYMAN
 * release is refused at the pairing, the header's counts agree with the load check's verdict, and a profile kept from
 * before this NEFF says so.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PreflightVersionsWindowTest {
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1024, 700);
    private static MainWindow window;
    private static ProblemsView problems;

    @BeforeAll
    static void openAttnWithAKeptProfile() throws Exception {
        Path f = Fixtures.shared("neff").resolve("attn_v6.neff");
        Assumptions.assumeTrue(Files.isRegularFile(f), "attn_v6.neff absent from the shared fixtures; skipping");
        window = WINDOW.window();
        // as the preferences restore it: chosen in an earlier session, for another NEFF
        FxWait.run(() -> window.prefs().checkProfileProperty().set("sunda@2.15.0"));
        FxWait.run(() -> {
            window.switchPerspective(Perspective.LOAD);
            window.open(f);
        });
        FxWait.until(120, () -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0);
        FxWait.run(() -> window.showView(ViewKind.PROBLEMS));
        problems = fx(() -> (ProblemsView) window.dock().item(ViewKind.PROBLEMS.id()).orElseThrow().view());
        FxWait.settle(window, 60);
    }

    @AfterAll
    static void release() {
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
        window = null;
    }

    private static String verdict() {
        return fx(() -> ((Label) window.scene().lookup("#problems-verdict")).getText());
    }

    private static void waitVerdict(String part) throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> verdict().contains(part));
    }

    private static void type(String text) {
        FxWait.run(() -> {
            ComboBox<String> box = problems.profileSelector();
            box.getEditor().setText(text);
            box.commitValue();
        });
    }

    @Test
    @Order(1)
    void aProfileKeptFromBeforeThisNeffSaysSo() throws Exception {
        waitVerdict("would not load");
        assertTrue(verdict().startsWith("sunda@2.15.0, kept from before this NEFF: would not load"), verdict());
        String status = fx(() -> ((Label) window.scene().lookup("#status-check")).getText());
        assertTrue(status.contains("sunda@2.15.0 (kept)"), status);
        Shots.both(window, "preflight-kept-profile-1024x700");
        FxWait.run(() -> problems.profileSelector().setValue(PreflightSource.AUTO));
        waitVerdict("would load");
        FxWait.run(() -> problems.profileSelector().setValue("sunda@2.15.0"));
        waitVerdict("would not load");
        assertTrue(verdict().startsWith("sunda@2.15.0: would not load"), "chosen for this NEFF: " + verdict());
    }

    @Test
    @Order(2)
    void theHeadersCountsAgreeWithTheVerdict() throws Exception {
        waitVerdict("would not load (2 errors");
        String errors = fx(() -> ((Label) window.scene().lookup(".problems-count.errors")).getText());
        assertEquals("2 errors", errors, "the header counts the load check's errors it lists");
        String summary = fx(() -> ((Label) window.scene().lookup("#problems-summary")).getText());
        assertTrue(summary.startsWith("the run's checks: "), summary);
    }

    @Test
    @Order(3)
    void theListShowsEachProfilesDriverAndRuntime() throws Exception {
        ComboBox<String> box = problems.profileSelector();
        FxWait.run(box::show);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> shown = fx(() -> {
            Node list = ((ComboBoxListViewSkin<?>) box.getSkin()).getPopupContent();
            return list.lookupAll(".list-cell").stream().filter(n -> n instanceof ListCell<?> c && !c.isEmpty())
                    .map(n -> ((ListCell<?>) n).getText()).toList();
        });
        FxWait.run(box::hide);
        assertTrue(shown.stream().anyMatch(t -> t.startsWith("sunda@2.15.0") && t.contains("driver 2.14.5.0")
                && t.contains("runtime 2.18.14.0")), shown.toString());
        assertTrue(fx(box::isEditable), "a version can be typed");
    }

    @Test
    @Order(4)
    void aTypedDriverOlderThanEveryCaymanReleaseIsRefusedAtThePairing() throws Exception {
        type("driver 2.8.4.0");
        waitVerdict("driver 2.8.4.0");
        waitVerdict("would not load");
        assertTrue(fx(problems::shownFindings).stream().anyMatch(x -> x.rule() == Rule.PAIRING), verdict());
        assertEquals("driver 2.8.4.0", fx(() -> window.prefs().checkProfileProperty().get()));
        Shots.both(window, "preflight-typed-driver-1024x700");
        type("driver 2.8");
        waitVerdict("2.8");
        assertTrue(verdict().contains("'2.8' is not a whole driver version: give all four numbers (known driver "
                + "starting 2.8: 2.8.4.0)"), verdict());
        assertFalse(verdict().contains("would load"), verdict());
        Shots.save(window.scene(), "preflight-incomplete-version-light");
        FxWait.run(() -> problems.profileSelector().setValue(PreflightSource.AUTO));
        waitVerdict("would load");
    }
}
