package org.ringscope.views.pring;

import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.views.ViewReads;

/**
 * The top pane of the pring view: each device ring's slots at the cursor under the title "Rings at the cursor" and
 * the strips' legend. It owns the strip model (rows, slot window, the slot selected), its mouse and keys
 * ({@link StripInput}) and the reading of the rows at each step ({@link RingSnapshots}, on the journal thread; a
 * request while one is read runs once after it); the view paints it in its frame.
 */
final class RingStripsPane {

    final StripModel model = new StripModel();
    private final PringView v;
    final CanvasPane canvas;
    private final Canvas legend = new Canvas();
    private final Label title = new Label("Rings at the cursor");
    private final VBox node;
    private RingSnapshots snapshots;
    private final ViewReads reads = new ViewReads("pring/strips");
    private boolean inFlight;
    private boolean again;
    private int shownStep = -1;

    RingStripsPane(PringView v) {
        this.v = v;
        canvas = new CanvasPane(this::resized);
        canvas.setId("pring-strips");
        title.getStyleClass().add("pring-title");
        node = new VBox(Legends.header(title, legend), canvas);
        VBox.setVgrow(canvas, Priority.ALWAYS);
        new StripInput(v, this).install();
    }

    private void resized() {
        model.setSize(canvas.getWidth(), canvas.getHeight());
        v.repaint(true, false);
    }

    Node node() {
        return node;
    }

    /** A new run, or none: the rings read for the last one are forgotten, its reads under way dropped. */
    void forget() {
        reads.now(() -> {
            inFlight = false;
            again = false;
        });
        snapshots = null;
        shownStep = -1;
    }

    /** The run's index is built: the rings can be read at any step. */
    void indexed(TimelineIndex idx) {
        snapshots = new RingSnapshots(idx);
    }

    /** Whether the rings can be read (the run's index is built). */
    boolean readable() {
        return snapshots != null;
    }

    /** The step whose rings are shown (-1 before the first read). */
    int shownStep() {
        return shownStep;
    }

    /** Whether a read of the rings is under way. */
    boolean reading() {
        return inFlight;
    }

    /**
     * Reads the rings of {@code s} at the cursor on the journal thread and shows them; while a read is under way the
     * request is kept and run once after it.
     */
    void read(EmulationSession s) {
        if (snapshots == null) {
            return;
        }
        if (inFlight) {
            again = true;
            return;
        }
        inFlight = true;
        RingSnapshots snaps = snapshots;
        reads.readStep(v.ctx.cursor(), j -> snaps.rows(s.device(), j.position()), at -> {
            inFlight = false;
            boolean lanes = v.takeLanesWithRings();
            if (at == null) {
                v.repaint(false, lanes);
            } else {
                model.setRows(at.value());
                shownStep = at.step();
                v.ringsShown(at.step(), snaps.index().steps(), at.value().size());
                v.repaint(true, lanes);
            }
            if (again) {
                again = false;
                v.readRings();
            }
        }, err -> {
            v.status.setText("Could not read the rings: " + ViewReads.message(err));
            return null;
        });
    }

    /** Draws the legend for the view's {@code width}, in at most {@code maxRows} rows. */
    void legend(PringPalette palette, double width, int maxRows) {
        Legends.besideOrBelow(legend, title, width, palette, Legends::strips, maxRows);
    }

    /** Paints the strips. */
    void paint(PringPalette palette) {
        StripCanvas.draw(canvas.canvas().getGraphicsContext2D(), model, palette);
    }

    /** Scrolls ring {@code p}'s row into sight and its slots {@code first} … {@code first + count - 1} into the window. */
    void reveal(int p, int first, int count) {
        int r = p < 0 ? -1 : model.rowOf(p);
        if (r >= 0 && first >= 0) {
            model.reveal(r);
            model.revealSlots(first, count, model.rows().get(r).count());
        }
    }

    /** The slot selected, named by its ring in {@code x} (none before the index is built or with nothing selected). */
    Optional<PringSlot> selectedSlot(TimelineIndex x) {
        int p = model.selectedPring();
        if (x == null || p < 0 || p >= x.prings().size() || model.selectedSlot() < 0) {
            return Optional.empty();
        }
        return Optional.of(new PringSlot(new Pring(x.prings().get(p).name()), model.selectedSlot()));
    }

    /** The {@code Pring} names of the rings shown, top to bottom. */
    List<String> ringNames() {
        return model.rows().stream().map(RingRow::name).toList();
    }

    /** Zooms the slot window by {@code factor} around its middle. */
    void zoom(double factor) {
        model.zoom(factor, model.labelWidth() + model.stripWidth() / 2);
    }
}
