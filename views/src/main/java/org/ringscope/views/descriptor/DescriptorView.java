package org.ringscope.views.descriptor;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.stream.IntStream;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Format;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;

/**
 * The descriptor inspector (Wireshark's details + bytes panes for one 16-byte descriptor): the named fields
 * in a tree, the bytes as hex, and the selected field's word as bits. Selecting a field lights its bytes and
 * bits; clicking a byte selects its field (again: the next field in that byte). It follows the shared
 * selection — any {@link Descriptor} or {@link PringSlot} its {@link DescriptorSource}
 * knows — and keeps the chosen field while the user steps through descriptors.
 */
public final class DescriptorView extends WorkbenchView {
    private final Selection selection;
    private final DescriptorSource source;
    private final FieldTree tree = new FieldTree(this::fieldSelected);
    private final HexBytes hex = new HexBytes(this::byteClicked);
    private final BitStrip bits = new BitStrip();
    private final Label title = new Label("No descriptor");
    private final Label summary = new Label();
    private final Label caption = new Label("Select a field, or click a byte.");
    private final Button prev = new Button("◀");
    private final Button next = new Button("▶");
    private final ToggleButton txButton = new ToggleButton("TX");
    private final ToggleButton rxButton = new ToggleButton("RX");
    private final BorderPane root = new BorderPane();
    private final VBox details = new VBox();
    private DescriptorFieldsModel model;
    private Location shown;
    private DescriptorWords words;
    private String wantedField = "LENGTH";
    private final ViewReads writers = stream("writers");
    /** Finds the ring slot of the descriptor that wrote a selected memory range (null: memory is not followed). */
    private Function<Memory, CompletionStage<Optional<Location>>> writerOf;
    /** The location of the read in flight (null when none), and whether it was asked for by a cursor move. */
    private Location pending;
    private boolean pendingAtStep;

    /**
     * An inspector over {@code source}, showing {@code initial} until something else is selected ({@code null}: none
     * until a descriptor is selected or inspected).
     */
    public DescriptorView(ViewContext ctx, DescriptorSource source, Location initial) {
        super(ViewKind.DESCRIPTOR, "Descriptor");
        this.selection = ctx.selection();
        this.source = source;
        root.setId("descriptor-view");
        root.getStyleClass().add("desc-view");

        title.getStyleClass().add("section-title");
        title.setId("desc-title");
        summary.getStyleClass().addAll("desc-summary", "mono");
        summary.setId("desc-summary");
        summary.setWrapText(true);
        prev.setId("desc-prev");
        next.setId("desc-next");
        prev.setTooltip(new Tooltip("Previous descriptor of this half"));
        next.setTooltip(new Tooltip("Next descriptor of this half"));
        prev.setOnAction(e -> neighbour(-1));
        next.setOnAction(e -> neighbour(+1));
        ToggleGroup halves = new ToggleGroup();
        txButton.setToggleGroup(halves);
        rxButton.setToggleGroup(halves);
        txButton.setId("desc-half-tx");
        rxButton.setId("desc-half-rx");
        txButton.setOnAction(e -> otherHalf(Direction.TX));
        rxButton.setOnAction(e -> otherHalf(Direction.RX));
        List.of(prev, next, txButton, rxButton).forEach(b -> {
            b.setFocusTraversable(false);
            b.setMinWidth(Region.USE_PREF_SIZE);
        });
        title.setMinWidth(0);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox nav = new HBox(6, title, spacer, txButton, rxButton, prev, next);
        nav.getStyleClass().add("nav-bar");
        nav.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, nav, summary);
        top.getStyleClass().add("pane-header");

        caption.getStyleClass().add("bits-caption");
        caption.setId("desc-caption");
        caption.setWrapText(true);
        details.getChildren().addAll(hex.node(), caption, bits.node());
        details.getStyleClass().add("desc-details");
        details.setId("desc-details");
        root.setTop(top);
        root.setCenter(tree.control());
        root.setBottom(details);
        root.widthProperty().addListener((o, was, now) -> arrange(now.doubleValue()));

        follow(selection, e -> {
            if (e.current() instanceof Descriptor || e.current() instanceof PringSlot) {
                load(e.current());
            } else if (e.current() instanceof Memory m && writerOf != null) {
                writers.<Optional<Location>>refresh(() -> writerOf.apply(m), slot -> {
                    if (slot.isPresent() && selection.current().filter(m::equals).isPresent()) {
                        load(slot.get()); // unless something else was selected meanwhile
                    }
                }, err -> {
                    summary.setText("Could not find the writer of " + m + ": " + ViewReads.message(err));
                    return Optional.empty();
                });
            }
        });
        follow(ctx.cursor(), e -> {
            if (pending != null) {
                load(pending, pendingAtStep); // a location picked just before the move is read at the new step
            } else if (shown != null) {
                load(shown, true);
            }
        });
        if (initial == null) {
            clear("Select a descriptor — a row of the vring table, a packet, a pring slot — to see its 16 bytes "
                    + "field by field.");
        } else {
            load(initial);
        }
    }

    /** Width from which the hex and bits sit beside the field tree rather than under it. */
    static final double WIDE = 900;

    @Override
    public Node node() {
        return root;
    }

    /** Narrow (a side area): details under the tree. Wide (the centre): beside it, the tree keeps its height. */
    private void arrange(double width) {
        boolean wide = width >= WIDE;
        details.pseudoClassStateChanged(PseudoClass.getPseudoClass("beside"), wide);
        if (wide && root.getRight() != details) {
            root.setBottom(null);
            details.setPrefWidth(Math.max(420, width * 0.42));
            root.setRight(details);
        } else if (!wide && root.getBottom() != details) {
            root.setRight(null);
            details.setPrefWidth(Region.USE_COMPUTED_SIZE);
            root.setBottom(details);
        } else if (wide) {
            details.setPrefWidth(Math.max(420, width * 0.42));
        }
    }

    @Override
    public Node focusNode() {
        return tree.control();
    }

    /** The descriptor shown, if any. */
    public Optional<Location> shown() {
        return Optional.ofNullable(words == null ? null : shown);
    }

    /** Shows {@code loc} without selecting it (the window's first look at a run, while nothing is selected). */
    public void inspect(Location loc) {
        Fx.assertFxThread();
        load(loc);
    }

    /**
     * Shows no descriptor, with {@code why} (a run whose vrings hold none at the cursor yet: the demo descriptor
     * would pass for one of the run's).
     */
    public void clear(String why) {
        Fx.assertFxThread();
        renderNow(() -> {
            pending = null;
            shown = null;
            words = null;
            model = null;
            blank(why);
        });
    }

    /**
     * Follows selected bytes of device memory: {@code f} answers (off the FX thread) the ring slot of the descriptor
     * that last wrote them, which the inspector then shows; empty leaves the inspector as it is.
     */
    public void setWriterOf(Function<Memory, CompletionStage<Optional<Location>>> f) {
        writerOf = f;
    }

    /** The selected field's name, if any. */
    public Optional<String> selectedField() {
        return tree.selected().map(FieldNode::name);
    }

    /** Selects a field by name (e.g. {@code "RING_ID"}); false when the descriptor has no such field. */
    public boolean selectField(String name) {
        Fx.assertFxThread();
        wantedField = name;
        return tree.select(name);
    }

    /** The bytes (0..15) lit as the selected field's. */
    public List<Integer> litBytes() {
        return IntStream.range(0, DescriptorFieldsModel.BYTES).filter(hex::lit).boxed().toList();
    }

    private void load(Location loc) {
        load(loc, false);
    }

    /**
     * Reads {@code loc} and shows it. A location that holds no descriptor leaves a descriptor already shown in place
     * when it was picked (a pring slot with nothing in it); after a cursor move ({@code atStep}) it means the shown
     * descriptor does not exist at this step, which is said, and it comes back when a later step has it.
     */
    private void load(Location loc, boolean atStep) {
        pending = loc;
        pendingAtStep = atStep;
        refresh(() -> source.read(loc), w -> {
            if (w != null) {
                pending = null;
                if (w.isEmpty()) {
                    nothingAt(loc, atStep, null);
                } else {
                    show(loc, w.get());
                }
            }
        }, err -> {
            pending = null;
            nothingAt(loc, atStep, err);
            return null;
        });
    }

    private void nothingAt(Location loc, boolean atStep, Throwable err) {
        if (words == null || atStep) {
            shown = loc;
            words = null;
            model = null;
            showNothing(loc, err);
        }
    }

    private void show(Location loc, DescriptorWords w) {
        if (loc.equals(shown) && w.equals(words)) {
            return; // the same descriptor with the same words at another step
        }
        shown = loc;
        words = w;
        model = new DescriptorFieldsModel(w);
        title.setText(describe(loc, w));
        summary.setText(w.origin().isEmpty() ? model.summary() : model.summary() + "\n" + w.origin());
        hex.show(model);
        tree.show(model);
        if (wantedField == null || !tree.select(wantedField)) {
            fieldSelected(null);
        }
        int index = index(loc);
        prev.setDisable(index <= 0);
        next.setDisable(index < 0 || index >= w.siblings() - 1);
        boolean halves = loc instanceof Descriptor;
        txButton.setDisable(!halves);
        rxButton.setDisable(!halves);
        txButton.setSelected(w.direction() == Direction.TX);
        rxButton.setSelected(w.direction() == Direction.RX);
    }

    private void showNothing(Location loc, Throwable err) {
        blank(err != null ? "Could not read " + loc.label() + ": " + err.getMessage()
                : loc.label() + " is not a descriptor " + source.name() + " knows — step on, or select one in the "
                + "vring, packets or pring view.");
    }

    /** "No descriptor", and why; the fields, bytes and bits emptied. */
    private void blank(String why) {
        title.setText("No descriptor");
        summary.setText(why);
        tree.clear();
        hex.clear();
        bits.show(null, null);
        caption.setText("");
    }

    private void fieldSelected(FieldNode f) {
        if (model == null) {
            return;
        }
        if (f != null) {
            wantedField = f.name();
        }
        hex.highlight(f);
        bits.show(model, f);
        caption.setText(f == null ? "Select a field, or click a byte."
                : f.name() + " · bits " + f.bitRange() + " of " + model.containerOf(f).name() + " · " + f.byteRange()
                + " — " + f.note());
    }

    private void byteClicked(int b) {
        if (model == null) {
            return;
        }
        FieldNode f = model.fieldForClick(b, tree.selected().orElse(null));
        tree.select(f.name());
    }

    private void neighbour(int delta) {
        int i = index(shown);
        if (i < 0 || words == null) {
            return;
        }
        int to = Math.max(0, Math.min(words.siblings() - 1, i + delta));
        Location loc = shown instanceof Descriptor d ? d.half().descriptor(to)
                : new PringSlot(((PringSlot) shown).ring(), to);
        selection.select(loc, this);
        load(loc);
    }

    private void otherHalf(Direction d) {
        if (shown instanceof Descriptor desc && desc.half().direction() != d) {
            Location loc = new Half(desc.half().vring(), d).descriptor(desc.index());
            selection.select(loc, this);
            load(loc);
        } else {
            txButton.setSelected(words != null && words.direction() == Direction.TX);
            rxButton.setSelected(words != null && words.direction() == Direction.RX);
        }
    }

    private static int index(Location loc) {
        if (loc instanceof Descriptor d) {
            return d.index();
        }
        if (loc instanceof PringSlot s) {
            return s.slot();
        }
        return -1;
    }

    private String describe(Location loc, DescriptorWords w) {
        String where = loc instanceof Descriptor d
                ? d.half().vring().name() + " " + d.half().direction() + " #" + d.index()
                : loc.label();
        return where + " of " + Format.count(w.siblings()) + " · " + w.arch().name();
    }
}
