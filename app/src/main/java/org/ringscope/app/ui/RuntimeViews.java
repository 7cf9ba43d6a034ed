package org.ringscope.app.ui;

import java.util.List;
import java.util.function.BiFunction;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.check.RingMemoryView;
import org.ringscope.views.dge.PatchesView;
import org.ringscope.views.diff.DiffView;
import org.ringscope.views.explain.ExplainView;
import org.ringscope.views.log.LogCompareView;
import org.ringscope.views.log.LogView;
import org.ringscope.views.memory.MemoryView;
import org.ringscope.views.packets.PacketsView;
import org.ringscope.views.pring.PringView;
import org.ringscope.views.problems.ProblemsView;
import org.ringscope.views.profile.ProfileCompareView;
import org.ringscope.views.properties.PropertiesView;
import org.ringscope.views.provenance.ProvenanceView;
import org.ringscope.views.session.SessionSource;
import org.ringscope.views.spine.SpineView;
import org.ringscope.views.sync.SemaphoresView;
import org.ringscope.views.vring.VringView;

/**
 * The views of the runtime session, one line each (decision 0850): the window builds every one with its
 * {@link ViewContext} and {@link SessionSource} at start and docks it where the perspective names its kind;
 * each gets a "Show … View" action (menu, palette) and a {@code gui --view} name. Views that show "no session"
 * until a NEFF has run are fine: they follow the session source.
 */
public final class RuntimeViews {
    /** A runtime view: its kind (as the perspectives name it; its title is the kind's) and how to build it. */
    public record Entry(ViewKind kind, BiFunction<ViewContext, SessionSource, WorkbenchView> factory) {
        public String title() {
            return kind.title();
        }
    }

    private RuntimeViews() {
    }

    /**
     * Every runtime view, in "Show View" menu order. One entry per line, each ending in a comma (an array
     * initializer allows the last one too), so the branches that add views merge line by line.
     */
    public static final List<Entry> ALL = List.of(new Entry[] {
            new Entry(ViewKind.SPINE, SpineView::new),
            new Entry(ViewKind.VRING, VringView::new),
            new Entry(ViewKind.PACKETS, PacketsView::new),

            new Entry(ViewKind.PRING, PringView::new),

            new Entry(ViewKind.PATCHES, PatchesView::new),
            new Entry(ViewKind.SEMAPHORES, SemaphoresView::new),
            new Entry(ViewKind.PROBLEMS, ProblemsView::new),
            new Entry(ViewKind.RINGMEMORY, RingMemoryView::new),
            new Entry(ViewKind.PROPERTIES, PropertiesView::new),
            new Entry(ViewKind.DIFF, DiffView::new),
            new Entry(ViewKind.EXPLAIN, ExplainView::new),
            new Entry(ViewKind.MEMORY, MemoryView::new),
            new Entry(ViewKind.PROVENANCE, ProvenanceView::new),
            new Entry(ViewKind.LOG, LogView::new),
            new Entry(ViewKind.LOGCOMPARE, LogCompareView::new),
            new Entry(ViewKind.PROFILE, ProfileCompareView::new),
    });

    /** The kinds, in menu order. */
    public static List<ViewKind> kinds() {
        return ALL.stream().map(Entry::kind).toList();
    }
}
