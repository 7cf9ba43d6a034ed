package org.ringscope.views.explain;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.spine.Explanation;
import org.ringscope.model.spine.SpineExplanations;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Explain</b> view (decision 0951): "explain this step" for the spine node at the cursor — its
 * name, address, layer, section, the confidence of the edge it was entered by and what crossed it, the edges it
 * leads to with what crosses each (and whether the run took them yet), our short written explanation and the call
 * stack. Built on the journal thread ({@link Explanation#at}); follows the cursor and the session. Clicking the
 * node's name selects it everywhere.
 */
public final class ExplainView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final SpineExplanations texts = SpineExplanations.load();
    private final VBox body = new VBox(10);
    private final ScrollPane scroll = new ScrollPane(body);
    private Explanation shown = Explanation.none(0);

    public ExplainView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.EXPLAIN, "Explain");
        this.ctx = ctx;
        this.sessions = sessions;
        body.getStyleClass().add("explain-view");
        body.setPadding(new Insets(12));
        body.setFillWidth(true);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("explain-scroll");
        follow(ctx.cursor(), e -> refresh());
        follow(sessions, s -> refresh());
        render(shown);
        refresh();
    }

    private void refresh() {
        if (sessions.current().isEmpty()) {
            renderNow(() -> render(Explanation.none(0)));
            return;
        }
        // a failed read shows the empty state at the cursor's step (and is logged as a bug of this view)
        read(ctx, sessions.current().get(), x -> Explanation.at(x.journal(),
                        x.indexes().spine(), texts),
                this::render, err -> Explanation.none(ctx.cursor().step()));
    }

    /** What the view shows (tests). */
    Explanation shown() {
        return shown;
    }

    private void render(Explanation x) {
        shown = x;
        body.getChildren().clear();
        if (x.empty()) {
            Label t = new Label(sessions.current().isEmpty() ? sessions.pending().map(n -> "Loading " + n + "…")
                    .orElse("No run is open") : "Step " + x.step()
                    + ": no spine node has run yet");
            t.getStyleClass().add("explain-title");
            Label h = new Label("Step into the run (F11) or play a lesson: this view explains the spine node at the "
                    + "cursor — where it lives, what crosses its edges and what it does.");
            h.getStyleClass().add("dim");
            h.setWrapText(true);
            body.getChildren().addAll(t, h);
            return;
        }
        Label title = new Label(x.node());
        title.getStyleClass().addAll("explain-title", "mono");
        title.setOnMouseClicked(e -> ctx.selection().select(new SpineNode(x.node()), this));
        Label state = new Label((x.open() ? "running" : "just returned") + " at step " + x.step());
        state.getStyleClass().add("dim");
        Label text = new Label(x.text().isBlank() ? "(no explanation written)" : x.text().replace("`", ""));
        text.setWrapText(true);
        text.getStyleClass().add("explain-text");
        GridPane facts = new GridPane();
        facts.setHgap(12);
        facts.setVgap(3);
        facts.getStyleClass().add("explain-facts");
        int r = 0;
        r = fact(facts, r, "Address", x.address());
        r = fact(facts, r, "Layer", x.layer());
        r = fact(facts, r, "Section", x.section());
        r = fact(facts, r, "Confidence", x.confidence().isEmpty() ? "—" : x.confidence()
                + (x.in() != null ? " (edge from " + x.in().other() + ")" : ""));
        Label lookIn = new Label(x.lookIn());
        lookIn.setWrapText(true);
        lookIn.getStyleClass().add("dim");
        lookIn.setId("explain-look-in");
        body.getChildren().addAll(title, state, text, lookIn, facts);
        if (x.in() != null) {
            body.getChildren().add(section("Entered from"));
            body.getChildren().add(edge("← " + x.in().other(), x.in()));
        }
        if (!x.out().isEmpty()) {
            body.getChildren().add(section("Leads to (" + x.out().size() + ")"));
            x.out().forEach(e -> body.getChildren().add(edge("→ " + e.other(), e)));
        }
        if (!x.stack().isEmpty()) {
            body.getChildren().add(section("Call stack"));
            Label s = new Label(String.join("  ›  ", x.stack()));
            s.setWrapText(true);
            s.getStyleClass().addAll("mono", "dim");
            body.getChildren().add(s);
        }
    }

    private static int fact(GridPane g, int row, String name, String value) {
        Label n = new Label(name);
        n.getStyleClass().add("dim");
        n.setMinWidth(Region.USE_PREF_SIZE);
        Label v = new Label(value);
        v.setWrapText(true);
        v.getStyleClass().add("explain-fact");
        g.addRow(row, n, v);
        return row + 1;
    }

    private static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static Node edge(String head, Explanation.Edge e) {
        Label name = new Label(head);
        name.getStyleClass().add("mono");
        Label what = new Label("crosses: " + e.crosses() + "   ·   " + e.confidence() + " · " + e.path()
                + (e.taken() > 0 ? " · taken " + e.taken() + "×" : " · not taken yet"));
        what.setWrapText(true);
        what.getStyleClass().add(e.taken() > 0 ? "explain-edge" : "dim");
        VBox box = new VBox(1, name, what);
        box.getStyleClass().add("explain-edge-box");
        return box;
    }

    @Override
    public Node node() {
        return scroll;
    }

}
