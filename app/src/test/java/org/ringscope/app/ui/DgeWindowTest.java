package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.dge.PatchesView;
import org.ringscope.views.neff.NeffView;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sample's DGE traffic in the workbench, headless: the Instruction Patches view lists the load's three patches;
 * selecting one selects its instruction, which the NEFF view opens with the pseudo's fields beside the lowered
 * word's; a descriptor of a DGE ring selected in the pring view is decoded in the inspector as that DGE
 * instruction's, with its engine, leg and place among its descriptors.
 */
class DgeWindowTest {
    private static ExecutorService background;
    private static MainWindow window;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        background = RingScopeApp.newBackgroundExecutor();
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(stage -> {
            window = new MainWindow(stage, background, RecentFiles.memoryOnly(), ReadLimits.DEFAULT,
                    (header, msg) -> System.err.println("ringscope: " + msg));
            stage.setWidth(1400);
            stage.setHeight(900);
            stage.show();
        });
        FxWait.run(window::openSample);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0));
        settle();
    }

    @AfterAll
    static void closeWindow() throws Exception {
        FxToolkit.cleanupStages();
        window = null; // the window and its run go with the class: the next test class has the heap
        background.shutdownNow();
    }

    private static void settle() throws Exception {
        FxWait.settle(window, 20);
    }

    @Test
    void aPatchSelectsItsInstructionAndTheNeffViewShowsBothWords() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.PATCHES));
        PatchesView patches = fx(() -> (PatchesView) window.dock().item(ViewKind.PATCHES.id()).orElseThrow().view());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> patches.sites().size() == 3));
        assertEquals(List.of("sg00 Pool slot 2", "sg00 Pool slot 5", "sg00 Pool slot 7"), fx(patches::sites));
        assertTrue(robot.lookup("#patches-summary").queryAs(Label.class).getText().startsWith("3 patches · 3 DGE "
                + "instructions issued, 1 moved their bytes · 1 software, 0 hardware DGE sets"),
                robot.lookup("#patches-summary").queryAs(Label.class).getText());
        FxWait.run(() -> patches.table().getSelectionModel().select(1));
        settle();
        Instruction at = (Instruction) fx(() -> window.context().selection().current().orElseThrow());
        assertEquals("sg00/Pool.bin", at.member().path());
        assertEquals(5, at.slot());
        assertTrue(fx(() -> ((TextArea) robot.lookup("#patches-detail").query()).getText())
                .contains("not emulated: the destination is 16 × 1, not the source's 16 × 1 transposed"),
                "the sample's transpose names a destination the DGE cannot place, and says so");

        NeffView neff = fx(() -> window.dock().items().stream().filter(i -> i.view() instanceof NeffView)
                .map(i -> (NeffView) i.view()).findFirst().orElseThrow());
        FxWait.run(() -> window.dock().show(window.dock().items().stream().filter(i -> i.view() == neff).findFirst()
                .orElseThrow()));
        settle();
        assertEquals("sg00/Pool.bin", fx(() -> neff.selectedMemberProperty().get()));
        @SuppressWarnings("unchecked")
        TableView<Object> fields = (TableView<Object>) robot.lookup("#neff-dge-fields").queryTableView();
        assertTrue(fx(() -> fields.getItems().size()) > 15, "the pseudo's fields, named");
        assertEquals("Lowered 0xBD DmaTranspose", fx(() -> fields.getColumns().get(3).getText()));
        assertEquals("dge_op", fx(() -> fields.getColumns().get(1).getCellData(6)));
        assertEquals("2 DMA_TRANSPOSE", fx(() -> fields.getColumns().get(2).getCellData(6)));
    }

    @Test
    void theInspectorDecodesADgeDescriptor() throws Exception {
        // the end of the first execution: its DGE instructions' descriptors are in the rings
        int step = window.sessions().cursor().withSession(s -> {
            s.seek(0);
            s.runToNode("tpb_xu_get_last_completed");
            return s.cursor();
        })
                .get(20, TimeUnit.SECONDS).value();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == step));
        FxWait.run(() -> window.showView(ViewKind.PRING));
        FxWait.run(() -> window.context().selection().select(new PringSlot(new Pring(
                "sg00:qPoolDynamic_1.tx"), 0), this));
        FxWait.run(() -> window.showView(ViewKind.DESCRIPTOR));
        String s = "";
        for (int k = 0; k < 100 && !s.contains("DGE ·"); k++) {
            settle();
            s = fx(() -> robot.lookup("#desc-summary").queryAs(Label.class).getText() + " | "
                    + robot.lookup("#desc-title").queryAs(Label.class).getText());
        }
        assertTrue(s.contains("DGE · sg00 Pool slot 2 DMAMemcpy (execution 0) · software DGE qPoolDynamic, engine 1 · "
                + "source leg (TX) · descriptor 0 of 5 on this engine"), s);
    }
}
