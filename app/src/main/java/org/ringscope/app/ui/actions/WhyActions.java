package org.ringscope.app.ui.actions;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.model.location.DmaEntry;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.provenance.ProvenanceView;
import org.ringscope.views.select.Selection;

/**
 * "Why is this here?": the selected bytes, vring descriptor or ring slot at the cursor's step, asked of the
 * Provenance view (brought forward), from the Run menu, the command palette, Alt+W and the context menu of every
 * table and canvas.
 */
public final class WhyActions {
    private WhyActions() {
    }

    /** What the verb reads and where it answers: the shared {@code selection} and {@code cursor}, the {@code dock}. */
    public record Services(Selection selection, Cursor cursor, DockPane dock, Consumer<String> status) {
    }

    /** The accelerator of "Why Is This Here?". */
    public static final KeyCombination KEY = new KeyCodeCombination(KeyCode.W, KeyCombination.ALT_DOWN);

    public static List<WorkbenchAction> create(Services w) {
        return List.of(new WorkbenchAction("why", "_Why Is This Here?", KEY, "Show the chain of writes, descriptors, "
                + "builder calls and NEFF entries that put the selected bytes, descriptor or ring slot where they are",
                () -> askSelection(w)));
    }

    /** Asks about the selection at the cursor's step; says so in the status line when it is nothing to ask about. */
    public static void askSelection(Services w) {
        Optional<Location> sel = w.selection().current();
        if (sel.isEmpty() || !ProvenanceView.answers(sel.get())) {
            w.status().accept("Why? answers for bytes of device memory, a vring descriptor, a ring slot or a NEFF entry: "
                    + "select one"
                    + sel.map(l -> " (the selection is " + l.label() + ")").orElse(""));
            return;
        }
        ask(w, sel.get(), w.cursor().step());
    }

    /** Asks the Provenance view why {@code place} holds what it holds at {@code step}, and brings it forward. */
    public static void ask(Services w, Location place, int step) {
        Optional<DockItem> item = w.dock().item(ViewKind.PROVENANCE.id());
        if (item.isEmpty() || !(item.get().view() instanceof ProvenanceView v)) {
            w.status().accept("No Provenance view is open");
            return;
        }
        if (item.get().tab().getTabPane() == null) {
            w.dock().moveTo(item.get(), Area.BOTTOM); // the perspective does not show it
        }
        w.dock().show(item.get());
        v.ask(place, step);
        w.status().accept("Why " + place.label() + " at step " + step + ": see the Provenance view");
    }

    /** The context menu's item: "Why Is … Here?" for the selection, hidden when provenance cannot answer for it. */
    public static MenuItem menuItem(Services w) {
        MenuItem why = new MenuItem("Why Is This Here?");
        why.setId("context-why");
        why.setAccelerator(KEY);
        why.setOnAction(e -> askSelection(w));
        return why;
    }

    /** Updates {@code item} to the selection before its menu shows. */
    public static void update(Services w, MenuItem item) {
        Optional<Location> sel = w.selection().current().filter(ProvenanceView::answers);
        item.setVisible(sel.isPresent());
        sel.ifPresent(l -> item.setText(l instanceof DmaEntry ? "What Did " + l.label() + " Produce?"
                : "Why Is " + l.label() + " Here?"));
    }
}
