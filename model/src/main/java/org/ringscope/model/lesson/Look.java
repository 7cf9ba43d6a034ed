package org.ringscope.model.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.spine.Spine;

/**
 * What a step asks the student to look at: a view (by its kind, as the workbench and {@code gui --view} name it)
 * and optionally a selection in it, written on a step's {@code look:} line as {@code VIEW [KIND ARGS…]}:
 *
 * <pre>
 * look: spine node kbl_model_add
 * look: vring descriptor qSPIO0_1 tx 0
 * look: pring doorbell sg00:hw_exec_queue 0
 * look: relocations lib rs_split.so
 * </pre>
 *
 * The selection is a {@link Location} in its text form ({@link Location#parse(String)}), read by the same parser
 * the workbench uses; a {@code descriptor} selection may add the field the inspector opens on, as it names them
 * ({@code len_ctrl}, {@code meta_ctrl}, {@code LENGTH}, {@code DMB}, …), and a {@code node} must be a node of the
 * spine.
 *
 * @param view     the view's kind
 * @param location the place selected in it, or empty for none
 * @param field    the descriptor field the inspector opens on, or empty
 */
public record Look(ViewKind view, Optional<Location> location, Optional<String> field) {
    public Look {
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(field, "field");
    }

    /** Whether a selection comes with the view. */
    public boolean selects() {
        return location.isPresent();
    }

    /** The selection's kind ({@link Location#kind()}), or empty for none. */
    public String selection() {
        return location.map(Location::kind).orElse("");
    }

    /** The selection's arguments ({@link Location#words()}) and the field, if any. */
    public List<String> args() {
        List<String> a = new ArrayList<>(location.map(Location::words).orElse(List.of()));
        field.ifPresent(a::add);
        return List.copyOf(a);
    }

    /** {@code vring descriptor qSPIO0_1 tx 0}. */
    public String text() {
        return selects() ? view.id() + " " + selection() + " " + String.join(" ", args()) : view.id();
    }

    static Look parse(String text, Spine spine) {
        String[] w = text.trim().split("\\s+");
        ViewKind view = ViewKind.parse(w[0]).orElseThrow(() -> new IllegalArgumentException("'" + w[0]
                + "' is not a view (" + ViewKind.ids() + ")"));
        if (w.length == 1) {
            return new Look(view, Optional.empty(), Optional.empty());
        }
        List<String> args = List.of(w).subList(2, w.length);
        Optional<String> field = Optional.empty();
        if (w[1].equalsIgnoreCase("descriptor") && args.size() == 4) {
            field = Optional.of(args.get(3));
            args = args.subList(0, 3);
        }
        Location l;
        try {
            l = Location.parse(w[1], args);
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            throw new IllegalArgumentException(m.startsWith("expected 'descriptor VRING tx|rx N'")
                    ? m.replace("N'", "N [FIELD]'") : m, e);
        }
        if (l instanceof SpineNode n && spine.node(n.node()).isEmpty()) {
            throw new IllegalArgumentException("'" + n.node() + "' is not a spine node");
        }
        return new Look(view, Optional.of(l), field);
    }
}
