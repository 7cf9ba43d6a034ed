package org.ringscope.views.vring;

/**
 * Which descriptors the table holds: one {@code vring_desc_page_t} of a half at a time (65,536 rows at most), so
 * that a jump in the table never walks more than a page of rows (JavaFX 21's {@code VirtualFlow} walks its cell-size
 * cache from row 0 on {@code scrollTo}). Row {@code r} of the table is descriptor {@code first() + r} of the half.
 *
 * @param page  the page shown (0 when the half is empty)
 * @param first the half's index of the page's first descriptor
 * @param rows  the page's descriptors (the last page may be partly filled)
 */
record DescriptorPage(int page, int first, int rows) {
    /** No half: no rows. */
    static final DescriptorPage NONE = new DescriptorPage(0, 0, 0);

    /** Page {@code p} of a half of {@code used} descriptors, clamped to its pages. */
    static DescriptorPage of(int used, int p) {
        int pages = (used + HalfSnapshot.PAGE - 1) / HalfSnapshot.PAGE;
        int q = Math.max(0, Math.min(p, pages - 1));
        int first = q * HalfSnapshot.PAGE;
        return new DescriptorPage(q, first, Math.max(0, Math.min(HalfSnapshot.PAGE, used - first)));
    }

    /** The page holding descriptor {@code index}. */
    static int pageOf(int index) {
        return Math.max(0, index) / HalfSnapshot.PAGE;
    }

    /** Whether descriptor {@code index} is a row of this page. */
    boolean holds(int index) {
        return index >= first && index < first + rows;
    }

    /** The half's index of row {@code row}. */
    int index(int row) {
        return first + row;
    }

    /** The row of descriptor {@code index} (which this page {@link #holds}). */
    int row(int index) {
        return index - first;
    }

    /** The rows of descriptors {@code [from, from + n)} on this page, as {@code [start, end)}; empty when none. */
    int[] rows(int from, int n) {
        int start = Math.max(from, first);
        int end = Math.min(first + rows, from + Math.max(1, n));
        return start >= end ? new int[] {0, 0} : new int[] {start - first, end - first};
    }
}
