package org.ringscope.views.pring;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.ViewReads;

/**
 * The bottom pane of the pring view: the timeline of the device's events per core and per queue — doorbells,
 * kickoffs, semaphores and events, DMA packets — under the title "Timeline" and its legend. It owns the timeline
 * model (the index, the axis and lanes shown, the event selected and hovered), its mouse and keys
 * ({@link TimelineInput}) and the building of the run's index ({@code RunIndexes#timeline()}, once per run on the journal
 * thread); the view paints it in its frame.
 */
final class DoorbellTimelinePane {

    final TimelineModel model = new TimelineModel();
    final GlyphSprites sprites = new GlyphSprites();
    final CanvasPane canvas;
    private final PringView v;
    private final Canvas legend = new Canvas();
    private final Label title = new Label("Timeline");
    private final VBox node;
    private final ViewReads reads = new ViewReads("pring/timeline");

    DoorbellTimelinePane(PringView v) {
        this.v = v;
        canvas = new CanvasPane(this::resized);
        canvas.setId("pring-timeline");
        title.getStyleClass().add("pring-title");
        node = new VBox(Legends.header(title, legend), canvas);
        VBox.setVgrow(canvas, Priority.ALWAYS);
        new TimelineInput(v, this).install();
    }

    private void resized() {
        model.setSize(canvas.getWidth(), canvas.getHeight());
        v.repaint(false, true);
    }

    Node node() {
        return node;
    }

    /** A new run, or none: an index being built for the last one is dropped when it comes. */
    void forget() {
        reads.now(() -> { });
    }

    /**
     * Builds the index of {@code s} on the journal thread; built, the model shows it at the cursor and the view hears
     * of it ({@link PringView#indexed}); a failure is said in the status line.
     */
    void index(EmulationSession s) {
        long t0 = System.nanoTime();
        reads.read(v.ctx, s, x -> x.indexes().timeline(), idx -> {
            if (idx != null) {
                model.setCursor(v.ctx.cursor().step());
                model.setIndex(idx);
                v.indexed(idx, (System.nanoTime() - t0) / 1_000_000);
            }
        }, err -> {
            v.status.setText("No timeline: " + ViewReads.message(err));
            return null;
        });
    }

    /** Draws the legend for the view's {@code width}, in at most {@code maxRows} rows. */
    void legend(PringPalette palette, double width, int maxRows) {
        Legends.besideOrBelow(legend, title, width, palette, Legends::timeline, maxRows);
    }

    /** Paints the timeline, marking the events that touch the slot selected in the strips. */
    void paint(PringPalette palette, int selectedPring, int selectedSlot) {
        TimelineCanvas.draw(canvas.canvas().getGraphicsContext2D(), model, palette, sprites, outputScale(),
                selectedPring, selectedSlot);
    }

    /** The output scale of the window showing the canvas (1 before it is shown). */
    private double outputScale() {
        Scene s = canvas.getScene();
        Window w = s == null ? null : s.getWindow();
        return w == null || w.getOutputScaleX() <= 0 ? 1 : w.getOutputScaleX();
    }

    /** Brings event {@code e} into the axis window and its lane into sight. */
    void revealEvent(int e) {
        model.axis().reveal(model.index().value(e, model.mode()));
        int l = model.index().lane(e);
        double y = model.laneY(l);
        if (y < model.header() || y + model.laneHeight() > model.height()) {
            model.scrollBy(y - model.header() - (model.height() - model.header()) / 3);
        }
    }

    /** Zooms by {@code factor} around canvas x ({@code NaN}: the middle of the plot). */
    void zoom(double factor, double x) {
        model.zoom(factor, Double.isNaN(x) ? model.labelWidth() + model.axis().width() / 2 : x);
    }
}
