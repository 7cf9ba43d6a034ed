package org.ringscope.app.ui.dock;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringscope.model.location.ViewKind;

/**
 * A saved arrangement of views for one kind of work (Eclipse RCP's perspectives, as JMC uses them). Each
 * lists view <em>kinds</em> per area; kinds that do not exist yet (the views that come with the runtime
 * session: spine, vring, packets, pring, problems, properties, diff) are simply skipped until they do, and
 * views no perspective names go to the centre. The user's changes are saved per perspective; "Reset
 * Perspective" returns to these defaults.
 */
public enum Perspective {
    /** Understanding the inputs: the NEFF, its ucode libraries after prelink, the vrings they build. */
    LOAD("Load", "NEFF, relocations and the vrings they build",
            List.of(), List.of(ViewKind.NEFF, ViewKind.RELOCATIONS, ViewKind.PATCHES, ViewKind.VRING),
            List.of(ViewKind.DESCRIPTOR, ViewKind.PROPERTIES),
            List.of(ViewKind.PROBLEMS, ViewKind.PROVENANCE, ViewKind.RINGMEMORY, ViewKind.SPINE, ViewKind.EXPLAIN, ViewKind.DIFF,
                    ViewKind.SEMAPHORES, ViewKind.LESSON, ViewKind.LOG, ViewKind.LOGCOMPARE, ViewKind.PROFILE),
            0.2, 0.6, 0.72, false),
    /** Stepping through a run: rings, packets, doorbells, the engines' semaphores. */
    EXECUTE("Execute", "vrings, packets, prings and doorbells while stepping",
            List.of(ViewKind.SPINE), List.of(ViewKind.PRING, ViewKind.VRING, ViewKind.PACKETS, ViewKind.SEMAPHORES,
                    ViewKind.MEMORY),
            List.of(ViewKind.DESCRIPTOR, ViewKind.PROPERTIES, ViewKind.PROVENANCE),
            List.of(ViewKind.PROBLEMS, ViewKind.RINGMEMORY, ViewKind.NEFF, ViewKind.RELOCATIONS,
                    ViewKind.PATCHES, ViewKind.EXPLAIN, ViewKind.DIFF, ViewKind.LESSON, ViewKind.LOG, ViewKind.LOGCOMPARE, ViewKind.PROFILE),
            0.19, 0.62, 0.74, false),
    /** Two runs side by side. */
    DIFF("Diff", "two runs aligned by ring and descriptor",
            List.of(), List.of(ViewKind.DIFF, ViewKind.NEFF, ViewKind.RELOCATIONS), List.of(),
            List.of(ViewKind.PROBLEMS, ViewKind.DESCRIPTOR, ViewKind.PROPERTIES, ViewKind.EXPLAIN, ViewKind.LESSON),
            0.22, 0.66, 0.78, false),
    /** In front of a class: the lesson beside few views, the explanation of the node at the cursor, large type. */
    TEACH("Teach", "a lesson beside the views, explain this step, large type for a class",
            List.of(ViewKind.LESSON), List.of(ViewKind.SPINE, ViewKind.VRING, ViewKind.DESCRIPTOR, ViewKind.PACKETS,
                    ViewKind.PRING, ViewKind.NEFF, ViewKind.RELOCATIONS, ViewKind.PATCHES),
            List.of(ViewKind.EXPLAIN, ViewKind.PROPERTIES), List.of(), 0.27, 0.74, 0.7, true);

    private final String title;
    private final String description;
    private final List<ViewKind> left;
    private final List<ViewKind> center;
    private final List<ViewKind> right;
    private final List<ViewKind> bottom;
    private final double leftDivider;
    private final double rightDivider;
    private final double bottomDivider;
    private final boolean presenter;

    Perspective(String title, String description, List<ViewKind> left, List<ViewKind> center, List<ViewKind> right,
                List<ViewKind> bottom, double leftDivider, double rightDivider, double bottomDivider, boolean presenter) {
        this.title = title;
        this.description = description;
        this.left = left;
        this.center = center;
        this.right = right;
        this.bottom = bottom;
        this.leftDivider = leftDivider;
        this.rightDivider = rightDivider;
        this.bottomDivider = bottomDivider;
        this.presenter = presenter;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    /** Whether the perspective uses the presenter font scale (Teach). */
    public boolean presenter() {
        return presenter;
    }

    /** {@code "load"}, … */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Perspective> parse(String key) {
        for (Perspective p : values()) {
            if (p.key().equalsIgnoreCase(key == null ? "" : key.strip())) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The kind of view this perspective is for, in front of its centre (Execute: the prings, Diff: the diff). */
    public ViewKind front() {
        return center.get(0);
    }

    /** A fresh copy of the default arrangement: the first view of each area in front. */
    public LayoutModel defaults() {
        LayoutModel m = new LayoutModel();
        left.forEach(k -> m.entries(Area.LEFT).add(k.id()));
        center.forEach(k -> m.entries(Area.CENTER).add(k.id()));
        right.forEach(k -> m.entries(Area.RIGHT).add(k.id()));
        bottom.forEach(k -> m.entries(Area.BOTTOM).add(k.id()));
        for (Area a : Area.values()) {
            m.entries(a).stream().findFirst().ifPresent(first -> m.select(a, first));
        }
        m.setDividers(leftDivider, rightDivider, bottomDivider);
        return m;
    }
}
