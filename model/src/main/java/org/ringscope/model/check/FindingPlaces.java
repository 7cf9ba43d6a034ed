package org.ringscope.model.check;

import java.util.Optional;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringDomain;

/**
 * Where a finding sits in a session's run: the staged vring it names (its session key), the half and descriptor, and
 * the journal step that built it — the append that wrote the descriptor (or the half's last one), or for a finding
 * about the NEFF the entry of the function that applies the rule ({@code nrt_init}, {@code nrt_load},
 * {@code drs_create_data_refill_rings}). Call where the session's journal may be touched.
 */
public final class FindingPlaces {
    private FindingPlaces() {
    }

    /**
     * A place.
     *
     * @param location the vring half (named by its session key) or its descriptor, or empty when the run staged no
     *                 vring for the finding
     * @param step     the step to move the cursor to, or -1 when the run never got there
     */
    public record Place(Optional<Location> location, int step) {
    }

    public static Place of(EmulationSession s, Finding f) {
        Journal j = s.journal();
        Optional<Half> at = Finding.halfOf(f.location());
        if (at.isPresent()) {
            String vring = at.get().vring().name();
            Optional<SessionVrings.Entry> e = s.vrings().get(vring);
            if (e.isPresent()) {
                Direction half = at.get().direction();
                Integer d = Finding.descriptorOf(f.location());
                int used = e.get().vring().half(half).usedDescCount();
                int index = d != null ? Math.min(d, used - 1) : used - 1;
                int step = index < 0 ? -1 : appended(j, e.get(), half, index);
                Half h = Half.of(vring, half);
                return new Place(Optional.of(index >= 0 ? h.descriptor(index) : h),
                        step >= 0 ? step : SessionVrings.firstStep(j, e.get()));
            }
        }
        String node = switch (Catalog.standard().rule(f.rule()).stage()) {
            case "init" -> "nrt_init";
            case "neff" -> "nrt_load";
            case "alloc" -> "drs_create_data_refill_rings";
            default -> "kbl_model_add";
        };
        return new Place(Optional.empty(), entered(j, node));
    }

    /** The step after the last append that wrote descriptor {@code index} of the half, or -1. */
    private static int appended(Journal j, SessionVrings.Entry e, Direction half, int index) {
        VringDomain d = VringDomain.of(j);
        for (int i = j.size() - 1; i >= 0; i--) {
            VringDomain.Append a = d.appendOf(i);
            if (a != null && a.vring() == e.vring() && a.wrote(half, index)) {
                return i + 1;
            }
        }
        return -1;
    }

    /** The step after {@code node} is first entered, or -1. */
    private static int entered(Journal j, String node) {
        Markers m = j.markers();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker x = m.marker(k);
            if (x.enter() && x.node().equals(node)) {
                return x.record() + 1;
            }
        }
        return -1;
    }
}
