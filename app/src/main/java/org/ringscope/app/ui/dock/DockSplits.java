package org.ringscope.app.ui.dock;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.event.EventTarget;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;

/**
 * The dock's split panes: left | (centre over bottom) | right. Shows the areas the dock asks for, puts the
 * dividers where the layout says, and writes a divider the user drags back into the layout.
 */
final class DockSplits {
    private final SplitPane horizontal = new SplitPane();
    private final SplitPane vertical = new SplitPane();
    private final Map<Area, ? extends Node> holders;
    private final Supplier<LayoutModel> layout;
    private final BooleanSupplier quiet;
    private final List<SplitPane.Divider> watched = new ArrayList<>();
    private boolean userDrag;

    /**
     * @param holders the node of each area
     * @param layout  the layout whose dividers apply
     * @param quiet   true while the dock itself moves things (a divider change then is not the user's)
     */
    DockSplits(Map<Area, ? extends Node> holders, Supplier<LayoutModel> layout, BooleanSupplier quiet) {
        this.holders = holders;
        this.layout = layout;
        this.quiet = quiet;
        horizontal.setId("dock");
        horizontal.getStyleClass().add("dock-split");
        vertical.setOrientation(Orientation.VERTICAL);
        vertical.getStyleClass().add("dock-split");
        // The dividers are fractions of the dock (the layout stores them so) and are applied again whenever the dock
        // changes size: the first layout happens at the scene's preferred size, before the stage has its real one,
        // and must not pin the side areas to pixel widths that leave the centre a sliver. Only a divider the user
        // drags writes back into the layout (the split panes' own adjustments while resizing do not).
        horizontal.widthProperty().addListener((o, was, now) -> applyDividers());
        vertical.heightProperty().addListener((o, was, now) -> applyDividers());
        for (SplitPane split : List.of(horizontal, vertical)) {
            split.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> userDrag = onOwnDivider(split, e.getTarget()));
            split.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
                dividersMoved();
                userDrag = false;
            });
        }
    }

    /** Whether {@code target} is (inside) a divider of {@code split} itself, not of a split pane in a view. */
    private static boolean onOwnDivider(SplitPane split, EventTarget target) {
        for (Node n = target instanceof Node t ? t : null; n != null && n != split; n = n.getParent()) {
            if (n.getStyleClass().contains("split-pane-divider")) {
                return n.getParent() == split;
            }
        }
        return false;
    }

    Node node() {
        return horizontal;
    }

    /**
     * Shows the areas {@code shown} accepts. Areas are added and removed one by one, never by replacing the
     * split's items: the centre must stay in the scene, or a drag that started on one of its tabs would lose
     * the mouse.
     */
    void arrange(Predicate<Area> shown) {
        place(horizontal, holders.get(Area.LEFT), shown.test(Area.LEFT), true);
        boolean middle = shown.test(Area.CENTER) || shown.test(Area.BOTTOM);
        if (middle && !horizontal.getItems().contains(vertical)) {
            horizontal.getItems().add(horizontal.getItems().contains(holders.get(Area.LEFT)) ? 1 : 0, vertical);
        } else if (!middle) {
            horizontal.getItems().remove(vertical);
        }
        place(horizontal, holders.get(Area.RIGHT), shown.test(Area.RIGHT), false);
        place(vertical, holders.get(Area.CENTER), shown.test(Area.CENTER), true);
        place(vertical, holders.get(Area.BOTTOM), shown.test(Area.BOTTOM), false);
        applyDividers();
    }

    private static void place(SplitPane split, Node n, boolean shown, boolean first) {
        boolean in = split.getItems().contains(n);
        if (shown && !in) {
            if (first) {
                split.getItems().add(0, n);
            } else {
                split.getItems().add(n);
            }
        } else if (!shown && in) {
            split.getItems().remove(n);
        }
    }

    private void applyDividers() {
        LayoutModel m = layout.get();
        boolean left = horizontal.getItems().contains(holders.get(Area.LEFT));
        boolean right = horizontal.getItems().contains(holders.get(Area.RIGHT));
        if (left && right) {
            horizontal.setDividerPositions(m.leftDivider(), m.rightDivider());
        } else if (left) {
            horizontal.setDividerPositions(m.leftDivider());
        } else if (right) {
            horizontal.setDividerPositions(m.rightDivider());
        }
        if (vertical.getItems().size() == 2) {
            vertical.setDividerPositions(bottomDivider(m.bottomDivider(), vertical.getHeight()));
        }
        watch(horizontal);
        watch(vertical);
    }

    /**
     * The bottom divider for a dock {@code height} tall: the layout's, moved up when that would leave the bottom area
     * less than {@link #BOTTOM_MIN} (a short window: the bottom views' headers and a few rows of their tables must
     * fit), but never above {@link #CENTRE_MIN} of the height, which the centre keeps (decision 1442).
     */
    static double bottomDivider(double layout, double height) {
        if (height <= 0) {
            return layout;
        }
        return Math.min(layout, Math.max(CENTRE_MIN, 1 - BOTTOM_MIN / height));
    }

    /**
     * Pixels the bottom area keeps in a short dock (a 1024×700 window): a view's header and three rows of a table
     * over a few lines of its detail.
     */
    static final double BOTTOM_MIN = 300;
    /** The share of the dock's height the centre keeps whatever the bottom needs. */
    static final double CENTRE_MIN = 0.55;

    private void watch(SplitPane split) {
        for (SplitPane.Divider d : split.getDividers()) {
            if (!watched.contains(d)) {
                watched.add(d);
                d.positionProperty().addListener((o, was, now) -> dividersMoved());
            }
        }
    }

    /** The user dragged a divider: remember it in the layout. */
    private void dividersMoved() {
        if (quiet.getAsBoolean() || !userDrag) {
            return;
        }
        LayoutModel m = layout.get();
        boolean left = horizontal.getItems().contains(holders.get(Area.LEFT));
        boolean right = horizontal.getItems().contains(holders.get(Area.RIGHT));
        double[] p = horizontal.getDividerPositions();
        double l = m.leftDivider();
        double r = m.rightDivider();
        if (left && p.length > 0) {
            l = p[0];
        }
        if (right && p.length > 0) {
            r = p[p.length - 1];
        }
        double[] vp = vertical.getDividerPositions();
        m.setDividers(l, r, vp.length > 0 && vertical.getItems().size() == 2 ? vp[0] : m.bottomDivider());
    }
}
