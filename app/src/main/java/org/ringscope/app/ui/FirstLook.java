package org.ringscope.app.ui;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.descriptor.DescriptorView;
import org.ringscope.views.session.SessionHolder;
import org.ringscope.views.session.SessionQueries;

/**
 * The descriptor inspector's first look at a run: when a run arrives (or the cursor moves while the inspector shows
 * nothing) and no descriptor is selected, the inspector shows the run's first descriptor (the first vring half with
 * descriptors at the cursor), without selecting it — or says that no vring holds one yet, or that the read failed.
 */
final class FirstLook {
    /** What the inspector says once the run it showed is closed. */
    static final String NO_RUN = "No run is open: open a NEFF (Ctrl+O) or the sample (Ctrl+Shift+O) to inspect its "
            + "descriptors.";

    private final ViewContext ctx;
    private final SessionHolder sessions;
    private final DescriptorView descriptor;
    /** The first look's door: a newer look makes an older answer stale, a failed read is said and logged. */
    private final ViewReads reads = new ViewReads("descriptor/first-look");

    private FirstLook(ViewContext ctx, SessionHolder sessions, DescriptorView descriptor) {
        this.ctx = ctx;
        this.sessions = sessions;
        this.descriptor = descriptor;
    }

    /** Keeps {@code descriptor} showing something once a run of {@code sessions} is current. */
    static void install(ViewContext ctx, SessionHolder sessions, DescriptorView descriptor) {
        FirstLook f = new FirstLook(ctx, sessions, descriptor);
        sessions.addListener(s -> s.ifPresentOrElse(f::look, () -> {
            if (sessions.pending().isEmpty()) { // closed, not replaced: what the inspector showed is gone with it
                descriptor.clear(NO_RUN);
            }
        }));
        sessions.cursor().addListener(e -> {
            if (descriptor.shown().isEmpty()) {
                sessions.current().ifPresent(f::look);
            }
        });
    }

    private void look(EmulationSession s) {
        BooleanSupplier free = () -> ctx.selection().current().filter(
                l -> l instanceof Descriptor || l instanceof PringSlot).isEmpty();
        if (!free.getAsBoolean()) {
            return;
        }
        reads.<Optional<Descriptor>>refresh(() -> ViewReads.query(ctx, s, x -> SessionQueries
                .vrings(x).entries().stream().filter(e -> e.vring().tx().usedDescCount() > 0).findFirst()
                .map(e -> Half.of(e.key(), Direction.TX).descriptor(0))), l -> {
                    if (l == null || !free.getAsBoolean() || sessions.current().filter(c -> c == s).isEmpty()) {
                        return;
                    }
                    l.ifPresentOrElse(descriptor::inspect, () -> descriptor.clear("No vring of this run holds a "
                            + "descriptor at this step. Step on (F10), or select one in the vring, packets or pring "
                            + "view."));
                }, err -> {
                    if (free.getAsBoolean() && sessions.current().filter(c -> c == s).isPresent()) {
                        descriptor.clear("Could not read the run's descriptors: " + ViewReads.message(err));
                    }
                    return null;
                });
    }
}
