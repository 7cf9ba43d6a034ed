package org.ringscope.views.provenance;

import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.DmaEntry;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Provenance</b> view: "why is this here?" for bytes of device memory, a vring descriptor or a device ring
 * slot at a step — the model's chain ({@link Provenance#explain}), newest first: each write, the ring slot and
 * vring descriptor it ran, the builder call or DGE instruction that authored it and its edits, the NEFF entry, the
 * spine node, then the source bytes' own chain, down to where they began. "Produced" goes forward instead: every
 * range the bytes were copied or computed into. Activating a line (Enter, a double-click) selects its place
 * everywhere and moves the cursor to its step; the question stays as asked. Answers are read on the journal thread.
 */
public final class ProvenanceView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final BorderPane root = new BorderPane();
    private final Label heading = new Label("Why is this here?");
    private final Label summary = new Label();
    private final ListView<ProvenanceLine> table = new ListView<>();
    private final Label placeholder = new Label();
    private final Spinner<Integer> depth = new Spinner<>(1, 64, Provenance.DEFAULT_DEPTH);
    private final ToggleButton forward = new ToggleButton("Produced");
    private final Button askSelection = new Button("Ask about the selection");
    /** What was asked about and at which step (null: nothing yet); depth and direction are the controls'. */
    private Location place;
    private int step;
    private ProvenanceModel.Answer answer = ProvenanceModel.Answer.none("");

    /** The hint the view shows until it is asked. */
    static final String HINT = "Select bytes in the Memory view, a descriptor (Vring, Packets, Inspector) or a ring "
            + "slot (Pring view), then press Alt+W or right-click → Why?. The chain of writes, descriptors, builder "
            + "calls, NEFF entries and spine nodes that put them there shows here, newest first.";

    public ProvenanceView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.PROVENANCE, "Provenance");
        this.ctx = ctx;
        this.sessions = sessions;
        root.getStyleClass().addAll("provenance-view", "ring-views");
        heading.getStyleClass().add("section-title");
        heading.setId("provenance-heading");
        heading.setMinWidth(0);
        summary.getStyleClass().add("dim");
        summary.setId("provenance-summary");
        summary.setWrapText(true);
        depth.setEditable(true);
        depth.setPrefWidth(72);
        depth.setTooltip(new Tooltip("How many writes back the chain follows the source bytes"));
        depth.valueProperty().addListener((o, was, now) -> again());
        forward.setId("provenance-forward");
        forward.setTooltip(new Tooltip("Go forward instead: every byte range these bytes were copied or computed into"));
        forward.selectedProperty().addListener((o, was, now) -> again());
        askSelection.setId("provenance-ask");
        askSelection.setTooltip(new Tooltip("Ask about the current selection at the cursor's step"));
        askSelection.setOnAction(e -> ctx.selection().current().ifPresent(l -> ask(l, ctx.cursor().step())));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label depthLabel = new Label("Depth");
        HBox bar = new HBox(8, askSelection, forward, spacer, depthLabel, depth);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("nav-bar");
        heading.setWrapText(true);
        VBox head = new VBox(4, heading, bar, summary);
        head.setPadding(new Insets(6, 8, 6, 8));
        head.getStyleClass().add("pane-header");
        root.setTop(head);

        table.setId("provenance-table");
        table.setAccessibleText("Provenance chain");
        table.getStyleClass().add("provenance-list");
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        placeholder.setText(HINT);
        table.setPlaceholder(placeholder);
        table.setCellFactory(v -> new ProvenanceCell(table));
        table.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        table.setOnKeyPressed(e -> {
            ProvenanceLine l = table.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && l != null) {
                go(l);
                e.consume();
            }
        });
        table.setOnMouseClicked(e -> {
            ProvenanceLine l = table.getSelectionModel().getSelectedItem();
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && l != null) {
                go(l);
            }
        });
        root.setCenter(table);

        follow(sessions, s -> {
            place = null;
            show(ProvenanceModel.Answer.none(""));
        });
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return table;
    }

    /** Whether the view answers for {@code place} (memory bytes, a vring descriptor, a ring slot). */
    public static boolean answers(Location place) {
        return ProvenanceModel.answers(place, false);
    }

    /** Asks why {@code place} holds what it holds at {@code step}; the answer shows once read. */
    public void ask(Location place, int step) {
        this.place = place;
        this.step = Math.max(0, step);
        again();
    }

    private void again() {
        if (place == null) {
            return;
        }
        ProvenanceModel.Question q = new ProvenanceModel.Question(place, step, depth.getValue(), forward.isSelected());
        EmulationSession s = sessions.current().orElse(null);
        if (s == null) {
            renderNow(() -> show(ProvenanceModel.Answer.none("No run is open.")));
            return;
        }
        heading.setText(ProvenanceModel.heading(q));
        summary.setText("Reading the chain…");
        read(ctx, s, x -> ProvenanceModel.answer(x, q), this::show,
                err -> new ProvenanceModel.Answer(q, ProvenanceModel.heading(q), List.of(), "Could not answer: "
                        + err.getMessage()));
    }

    private void show(ProvenanceModel.Answer a) {
        answer = a;
        heading.setText(a.question() == null ? "Why is this here?" : a.heading());
        table.setItems(FXCollections.observableArrayList(a.lines()));
        placeholder.setText(a.question() == null ? (a.empty().isEmpty() ? HINT : a.empty()) : a.empty());
        summary.setText(summaryOf(a));
        table.scrollTo(0);
    }

    /** The line under the heading: how many facts or ranges, and what Enter does. */
    private static String summaryOf(ProvenanceModel.Answer a) {
        if (a.question() == null) {
            return "";
        }
        if (a.lines().isEmpty()) {
            return a.empty();
        }
        String more = a.lines().size() == ProvenanceModel.FORWARD_LIMIT ? "+" : "";
        if (a.question().place() instanceof DmaEntry) {
            return a.lines().size() + more + " ranges written by the packets that ran the entry's descriptors · Enter "
                    + "on a line selects the bytes and moves the cursor to the step that wrote them";
        }
        if (a.question().forward()) {
            return a.lines().size() + more + " ranges · Enter on a line selects the bytes and moves the cursor to the "
                    + "step that wrote them";
        }
        long writes = a.lines().stream().filter(l -> l.kind() == ProvenanceLine.Kind.WRITE).count();
        long writers = a.lines().stream().filter(l -> l.kind() == ProvenanceLine.Kind.BYTES).count();
        return (writers > 1 ? "The bytes came from " + writers + " writers, each with the bytes it covers and its chain: "
                : "") + a.lines().size() + " facts, " + writes + (writes == 1 ? " write" : " writes") + " · Enter on a "
                + "line selects its place and moves the cursor to its step";
    }

    /** Selects the line's place everywhere and moves the cursor to its step (when it has one). */
    private void go(ProvenanceLine l) {
        ctx.selection().select(l.location(), this);
        if (l.step() >= 0 && l.step() <= ctx.cursor().maxStep()) {
            ctx.cursor().seek(l.step());
        }
    }

    /** The lines shown (tests). */
    public List<String> lineTexts() {
        return answer.lines().stream().map(ProvenanceLine::text).toList();
    }

    /** The steps of the lines shown (tests). */
    public List<Integer> lineSteps() {
        return answer.lines().stream().map(ProvenanceLine::step).toList();
    }

    /** The places of the lines shown (tests). */
    public List<Location> linePlaces() {
        return answer.lines().stream().map(ProvenanceLine::location).toList();
    }

    /** The kinds of the lines shown, as the Kind column says them (tests). */
    public List<String> lineKinds() {
        return answer.lines().stream().map(l -> l.kind().label()).toList();
    }

    /** Activates line {@code k} as Enter does (tests and the keyboard). */
    public boolean activate(int k) {
        if (k < 0 || k >= answer.lines().size()) {
            return false;
        }
        table.getSelectionModel().clearAndSelect(k);
        go(answer.lines().get(k));
        return true;
    }

    /** The question the answer shown is for, if any. */
    public Optional<Location> asked() {
        return Optional.ofNullable(answer.question()).map(ProvenanceModel.Question::place);
    }
}
