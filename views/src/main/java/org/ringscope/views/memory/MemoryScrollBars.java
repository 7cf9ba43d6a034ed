package org.ringscope.views.memory;

import javafx.geometry.Orientation;
import javafx.scene.control.ScrollBar;

/**
 * The Memory grid's two scroll bars: the vertical one over the shown area's rows (the grid scrolls with it, and it
 * follows the grid's own scrolling), the sideways one shown only when the columns are wider than the grid.
 */
final class MemoryScrollBars {
    final ScrollBar rows = new ScrollBar();
    final ScrollBar sideways = new ScrollBar();
    private final MemoryGrid grid;

    /** @param scrolled runs when the vertical bar moved the grid to another first row */
    MemoryScrollBars(MemoryGrid grid, Runnable scrolled) {
        this.grid = grid;
        rows.setOrientation(Orientation.VERTICAL);
        rows.setId("memory-scroll");
        rows.valueProperty().addListener((o, was, v) -> {
            if ((long) v.doubleValue() != grid.firstRow()) {
                grid.setFirstRow((long) v.doubleValue());
                scrolled.run();
            }
        });
        sideways.setId("memory-sideways");
        sideways.valueProperty().addListener((o, was, v) -> grid.setHorizontalOffset(v.doubleValue()));
    }

    /** A new area of {@code n} rows, shown from {@code row}. */
    void area(long n, long row) {
        rows.setMin(0);
        rows.setMax(Math.max(0, n - 1));
        rows.setVisibleAmount(Math.min(n, grid.visibleRows()));
        rows.setUnitIncrement(1);
        rows.setBlockIncrement(grid.visibleRows());
        grid.setFirstRow(row);
        rows.setValue(row);
    }

    /** The grid scrolled or resized over an area of {@code n} rows: the thumb's size and page follow it. */
    void sight(long n) {
        rows.setVisibleAmount(Math.min(n, grid.visibleRows()));
        rows.setBlockIncrement(grid.visibleRows());
    }

    /** Moves the bar and the grid to row {@code r}. */
    void to(long r) {
        rows.setValue(r);
        grid.setFirstRow(r);
    }

    /** The sideways bar: shown only when an area is shown and the columns are wider than the grid. */
    void fitSideways(boolean anArea) {
        double over = grid.contentWidth() - grid.getWidth();
        boolean need = anArea && over > 1;
        sideways.setVisible(need);
        sideways.setManaged(need);
        sideways.setMax(Math.max(0, over));
        sideways.setVisibleAmount(Math.max(1, grid.getWidth() * Math.max(over, 1) / grid.contentWidth()));
        if (!need) {
            sideways.setValue(0);
        }
    }
}
