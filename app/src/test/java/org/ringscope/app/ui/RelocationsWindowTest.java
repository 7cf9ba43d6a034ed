package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;
import static org.ringscope.app.ui.FxWait.idle;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.model.location.Patch;
import org.ringscope.model.location.UcodeLib;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.reloc.RelocationsView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A ucode library opened in the window (as File ▸ Open Ucode Library… and {@code gui LIB.so} do): it is
 * prelinked off the FX thread and shown in a relocation view; clicking a patch selects its segment, shows
 * its bytes and its context, and becomes the shared selection.
 */
@ExtendWith(ApplicationExtension.class)
class RelocationsWindowTest {
    private MainWindow window;
    private ExecutorService background;

    @Start
    void start(Stage stage) {
        background = RingScopeApp.newBackgroundExecutor();
        window = new MainWindow(stage, background, RecentFiles.memoryOnly(), ReadLimits.DEFAULT, null);
        stage.setWidth(1400);
        stage.setHeight(900);
        stage.show();
    }

    @AfterEach
    void tearDown() {
        background.shutdownNow();
    }

    private RelocationsView view() {
        return fx(() -> (RelocationsView) window.dock().item("relocations").orElseThrow().view());
    }

    @Test
    void openALibraryAndSelectAPatch(FxRobot robot) {
        Path lib = Fixtures.repo("resources/ucode/rs_split.so");
        FxWait.run(() -> window.open(lib));
        idle(window);
        assertEquals(Area.CENTER, fx(() -> window.dock().areaOf(window.dock().item("relocations").orElseThrow())));
        assertEquals("rs_split.so", robot.lookup("#reloc-title").queryAs(Label.class).getText());
        assertEquals("prelinked", robot.lookup("#reloc-status").queryAs(Label.class).getText());
        assertEquals("RingScope — rs_split.so", fx(() -> ((Stage) window.scene().getWindow()).getTitle()));
        assertTrue(robot.lookup("#status-right").queryAs(Label.class).getText().startsWith("11 relocations · 11 patches"));

        // the table shows a few rows in the Load perspective's centre: scroll to it as a user would
        FxWait.run(() -> robot.lookup("#reloc-table").queryTableView().scrollTo(6));
        WaitForAsyncUtils.waitForFxEvents();
        // relocation 6 patches a data word: *P = reloc_addr(0x8c) = 0x1808c
        Node row6 = robot.lookup("#reloc-table .table-cell").match((Labeled l) -> "6".equals(
                l.getText())).query();
        robot.clickOn(FxWait.start(row6));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(6, fx(() -> view().selectedRelocation()));
        assertEquals(1, fx(() -> view().selectedSegment()), "the patch's segment (the data segment) is selected");
        assertEquals(new Patch(new UcodeLib("rs_split.so"), 1, 6),
                fx(() -> window.context().selection().current().orElseThrow()));
        assertEquals("8c 80 01 00", fx(() -> view().patchedBytes()));
        assertTrue(fx(() -> view().contextText()).contains("0x000be160  "), fx(() -> view().contextText()));
        assertTrue(robot.lookup("#reloc-detail-title").queryAs(Label.class).getText()
                .startsWith("Relocation 6 · R_XTENSA_RELATIVE · site 0x000be164 in dram"));

        // selecting elsewhere (Back) moves the view too
        FxWait.run(() -> robot.lookup("#reloc-table").queryTableView().scrollTo(2));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(FxWait.start(robot.lookup("#reloc-table .table-cell").match((Labeled l) -> "2".equals(
                l.getText())).<Node>query()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, fx(() -> view().selectedSegment()));
        FxWait.run(() -> window.perform("back"));
        assertEquals(6, fx(() -> view().selectedRelocation()));
        assertEquals(1, fx(() -> view().selectedSegment()));
        assertEquals(List.of(), fx(() -> window.dock().area(Area.CENTER).getTabs().stream()
                .filter(t -> t.getId().equals("tab-neff")).toList()), "no NEFF was opened with the library");
    }

    @Test
    void aRefusedLibraryOpensAndSaysWhy(FxRobot robot) {
        FxWait.run(() -> window.open(Fixtures.repo("resources/ucode/rs_extern_sym.so")));
        idle(window);
        assertEquals("XTLIB_UNKNOWN_SYMBOL (relocate)", robot.lookup("#reloc-status").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#reloc-failure").queryAs(Label.class).getText().contains("Relocation 2"));
        assertEquals(0, window.failures(), "the loader's refusal is the document, not a failed load");
    }
}
