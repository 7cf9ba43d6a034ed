package org.ringscope.views.vring;

import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.Page;
import org.ringscope.model.location.Vring;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringPages;
import org.ringscope.views.Format;

/**
 * The vring view's presentation model, testable without a window: which half the user wants, what a selection
 * elsewhere asks to show ({@link Target}), the reading of the state at the cursor ({@link #read}, journal thread)
 * and the header's text.
 */
final class VringModel {
    /** The half to show: {@code key == null} for the first vring with descriptors. */
    record Want(String key, Direction half) {
    }

    /** What a selection asks the view to show: a half and rows {@code [first, first + count)} ({@code first < 0}: none). */
    record Target(String key, Direction half, int first, int count) {
    }

    /** What the view shows at one step. */
    record State(VringCatalog catalog, String key, Direction half, HalfSnapshot snapshot, String placeholder) {
        static final State NONE = new State(VringCatalog.EMPTY, null, null, null,
                "No run. Open a NEFF and run it: the vrings its load builds appear here, page by page.");
    }

    private Want want = new Want(null, Direction.TX);
    private Target target;
    private State shown = State.NONE;

    void reset() {
        want = new Want(null, Direction.TX);
        target = null;
    }

    Want want() {
        return want;
    }

    void want(String key, Direction half) {
        want = new Want(key, half);
    }

    boolean wants(String key, Direction half) {
        return key.equals(shown.key()) && half == shown.half();
    }

    void shown(State s) {
        shown = s;
        if (s.key() != null) {
            want = new Want(s.key(), s.half());
        }
    }

    void target(Target t) {
        target = t;
    }

    Optional<Target> pendingTarget() {
        return Optional.ofNullable(target);
    }

    void clearTarget() {
        target = null;
    }

    /** Reads the catalog and the wanted half at the journal's position (journal thread). */
    static State read(EmulationSession s, SessionVrings vr, Want want, HalfSnapshot previous) {
        VringCatalog c = VringCatalog.read(s, vr);
        VringCatalog.Row row = want.key() == null ? null : c.row(want.key());
        if (row == null) {
            row = c.firstNonEmpty();
        }
        if (row == null) {
            return new State(c, null, null, null, s.result() == null
                    ? "The run has not finished yet."
                    : "No vring exists at step " + Format.count(c.step()) + ": the load builds them (io_create_queues). "
                    + "Step forward, or run to kbl_model_add.");
        }
        Direction half = want.key() != null && row.key().equals(want.key()) ? want.half() : Direction.TX;
        HalfSnapshot h = HalfSnapshot.read(s, vr, row.key(), half, previous);
        String empty = h != null && h.used() == 0 ? "The " + half + " half of " + row.key() + " has no descriptors at step "
                + Format.count(c.step()) + "." : "";
        return new State(c, row.key(), half, h, empty);
    }

    /** What selecting {@code l} asks of a view showing {@code shown} (or nothing: not a vring location). */
    static Optional<Target> target(Location l, HalfSnapshot shown) {
        if (l instanceof Descriptor d) {
            return Optional.of(new Target(d.half().vring().name(), d.half().direction(), d.index(), 1));
        }
        if (l instanceof Page p) {
            return Optional.of(new Target(p.half().vring().name(), p.half().direction(),
                    p.page() * VringPages.DESCS_PER_PAGE, 1));
        }
        if (l instanceof Packet p) {
            return Optional.of(new Target(p.half().vring().name(), p.half().direction(), p.first(), p.count()));
        }
        if (l instanceof Half h) {
            return Optional.of(new Target(h.vring().name(), h.direction(), -1, 0));
        }
        if (l instanceof Vring v) {
            Direction d = shown != null && shown.key().equals(v.name()) ? shown.direction() : Direction.TX;
            return Optional.of(new Target(v.name(), d, -1, 0));
        }
        return Optional.empty();
    }

    /** {@code 9 descriptors in 1 page · 0.0001% of the cap of 16,777,200 · pring sg00:qSPIO0_0.tx}. */
    static String facts(HalfSnapshot h) {
        return String.format(Locale.ROOT, "%s descriptors in %d %s · %s%% of the cap of %s%s", Format.count(h.used()),
                h.pages(), h.pages() == 1 ? "page" : "pages", percent((double) h.used() / h.limit()),
                Format.count(h.limit()), h.pring() == null ? "" : " · pring " + h.pring());
    }

    private static String percent(double f) {
        double p = 100 * f;
        return p == 0 ? "0" : p < 0.01 ? "<0.01" : String.format(Locale.ROOT, "%.2f", p);
    }

    /** A line about templates and builds, or empty. */
    static String note(HalfSnapshot h) {
        if (h.template()) {
            String names = String.join(", ", new TreeSet<>(h.varNames().values()));
            return "Template (max_var_id " + h.maxVarId() + "): pointers name " + (names.isEmpty() ? "variables" : names)
                    + ", resolved per execution by vring_build_vring_pages_from_template"
                    + (h.buildKey() == null ? " — no build exists at this step." : " — the resolved addresses are build "
                    + h.buildKey() + "'s.");
        }
        if ("dynamic".equals(h.kind())) {
            return "A per-execution build (ddrs_build_dma_rings): a deep copy of the template with every pointer resolved.";
        }
        return "";
    }
}
