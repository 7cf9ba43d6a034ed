package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;
import static org.ringscope.app.ui.FxWait.idle;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dialogs.PreferencesDialog;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Theme;
import org.ringscope.views.descriptor.DemoDescriptorSource;
import org.ringscope.views.find.FindTarget;
import org.ringscope.views.reloc.RelocationsView;
import org.testfx.util.WaitForAsyncUtils;

/**
 * PNGs of the whole workbench under {@code app/target/screenshots}: every perspective and every view, light
 * and dark, on the bundled sample and our rs_split.so; the command palette, the find bar and the preferences
 * dialog. Each is checked for being more than a blank frame; people look at them. There is no baseline to compare
 * with, so these are not counted as tests: tagged "screenshots", they run only with {@code -Pscreenshots}.
 */
@Tag("screenshots")
class WorkbenchScreenshotTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;

    @BeforeAll
    static void openWindow() throws Exception {
        window = WINDOW.window();
        FxWait.run(window::openSample);
        idle(window);
        FxWait.run(() -> window.open(Fixtures.repo("resources/ucode/rs_split.so")));
        idle(window);
        FxWait.run(() -> {
            ((RelocationsView) window.dock().item("relocations").orElseThrow().view()).selectRelocation(6);
            window.context().selection().select(Half.of(DemoDescriptorSource.VRING, Direction.TX).descriptor(3),
                    "screenshot");
        });
        WaitForAsyncUtils.waitForFxEvents();
        FxWait.run(() -> window.descriptorView().selectField("RING_ID"));
    }

    @AfterAll
    static void releaseWindow() {
        window = null; // the window and its run go with the class: the next test class has the heap
    }

    private static void arrange(Perspective p, Theme t, String view) {
        FxWait.run(() -> {
            window.switchPerspective(p);
            window.prefs().themeProperty().set(t);
            if (view != null && !window.showView(ViewKind.parse(view).orElseThrow())) {
                throw new AssertionError("no " + view + " view");
            }
        });
        idle(window);
    }

    @Test
    void everyPerspectiveLightAndDark() throws Exception {
        for (Theme t : Theme.values()) {
            for (Perspective p : Perspective.values()) {
                arrange(p, t, "neff");
                shoot("frame-" + p.key() + "-" + t.key());
            }
        }
        arrange(Perspective.LOAD, Theme.LIGHT, "neff");
    }

    @Test
    void everyViewLightAndDark() throws Exception {
        for (Theme t : Theme.values()) {
            arrange(Perspective.LOAD, t, "neff");
            shoot("view-neff-" + t.key());
            FxWait.run(() -> window.currentView().orElseThrow().selectMember("sg00/def.json"));
            idle(window);
            shoot("view-neff-json-" + t.key());
            arrange(Perspective.LOAD, t, "relocations");
            shoot("view-relocations-" + t.key());
            arrange(Perspective.EXECUTE, t, "descriptor");
            shoot("view-descriptor-" + t.key());
        }
        arrange(Perspective.LOAD, Theme.LIGHT, "neff");
    }

    /**
     * Every runtime view (RuntimeViews) and the document views, light and dark, mid-run (just after the second
     * kbl_model_add returned) with a descriptor selected, in the Execute perspective: the whole window, and the
     * view's own area, which must hold more than a placeholder.
     */
    @Test
    void everyViewMidRunLightAndDark() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingRunsProperty()
                .get() == 0 && window.sessions().current().isPresent() && window.context().cursor().maxStep() > 0));
        int at = window.sessions().cursor().withSession(s -> {
            s.seek(0);
            s.runToNode("kbl_model_add");
            s.runToNode("kbl_model_add");
            s.stepOut();
            return s.cursor();
        }).get(30, TimeUnit.SECONDS).value();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> fx(() -> window.context().cursor().step() == at));
        FxWait.run(() -> window.context().selection().select(Half.of("sg00:qActIO0_0", Direction.TX)
                .descriptor(2), "screenshot"));
        List<String> kinds = new ArrayList<>(RuntimeViews.kinds().stream().map(ViewKind::id).toList());
        kinds.addAll(List.of("descriptor", "neff", "relocations"));
        for (Theme t : Theme.values()) {
            for (String kind : kinds) {
                arrange(Perspective.EXECUTE, t, kind);
                for (int k = 0; k < 3; k++) {
                    window.context().cursor().query(j -> 0).get(20, TimeUnit.SECONDS);
                    WaitForAsyncUtils.waitForFxEvents();
                }
                shoot("midrun-" + kind + "-" + t.key());
                Path png = fx(() -> {
                    Node n = window.dock().item(kind).orElseThrow().view().node();
                    BufferedImage b = SwingFXUtils.fromFXImage(n.snapshot(null, null), null);
                    Path out = OUT.resolve("midrun-" + kind + "-only-" + t.key() + ".png").toAbsolutePath();
                    ImageIO.write(b, "png", out.toFile());
                    return out;
                });
                BufferedImage img = ImageIO.read(png.toFile());
                assertTrue(img.getWidth() > 250 && img.getHeight() > 150, kind + " is cramped: " + img.getWidth() + "×"
                        + img.getHeight());
                assertTrue(distinctColours(img) > 8, png + " looks empty");
            }
        }
        arrange(Perspective.LOAD, Theme.LIGHT, "neff");
    }

    @Test
    void paletteFindAndPreferences() throws Exception {
        arrange(Perspective.LOAD, Theme.LIGHT, "neff");
        FxWait.run(() -> {
            window.palette().open();
            window.palette().setQuery("th");
        });
        WaitForAsyncUtils.waitForFxEvents();
        shoot("palette-light");
        FxWait.run(() -> window.palette().close());
        FxWait.run(() -> {
            var tree = window.scene().lookup("#neff-member-tree");
            window.findBar().open(FindTarget.of(tree).orElseThrow());
            window.findBar().setQuery("pool");
        });
        idle(window);
        shoot("find-members-light");
        FxWait.run(() -> window.findBar().close());
        arrange(Perspective.LOAD, Theme.DARK, "neff");
        FxWait.run(() -> {
            window.palette().open();
            window.palette().setQuery("move");
        });
        WaitForAsyncUtils.waitForFxEvents();
        shoot("palette-dark");
        FxWait.run(() -> window.palette().close());
        Path png = fx(() -> {
            Dialog<ButtonType> d = PreferencesDialog.create(window.scene().getWindow(), window.prefs());
            d.show();
            Path p = Snapshots.save(d.getDialogPane().getScene(), OUT.resolve("dialog-preferences-dark.png"));
            d.close();
            return p;
        });
        assertTrue(Files.size(png) > 5_000, png + " is suspiciously small");
        arrange(Perspective.LOAD, Theme.LIGHT, "neff");
    }

    private static void shoot(String name) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve(name + ".png")));
        assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
        assertTrue(distinctColours(ImageIO.read(png.toFile())) > 12, png + " looks blank");
    }

    private static int distinctColours(BufferedImage img) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 7) {
            for (int x = 0; x < img.getWidth(); x += 7) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }

    static {
        if (System.getProperty("headless.geometry") == null) {
            System.setProperty("headless.geometry", "1600x1200-32");
        }
    }
}
