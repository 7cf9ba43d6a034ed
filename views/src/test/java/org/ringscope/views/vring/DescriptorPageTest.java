package org.ringscope.views.vring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DescriptorPageTest {
    private static final int P = HalfSnapshot.PAGE;

    @Test
    void aMillionDescriptorHalfIsShownAPageOfAtMost65536RowsAtATime() {
        int used = 1_000_016;
        DescriptorPage first = DescriptorPage.of(used, 0);
        assertEquals(65_536, first.rows());
        DescriptorPage last = DescriptorPage.of(used, 15);
        assertEquals(15 * P, last.first());
        assertEquals(used - 15 * P, last.rows());
        assertEquals(last, DescriptorPage.of(used, 99), "clamped to the last page");
        assertEquals(first, DescriptorPage.of(used, -3));
    }

    @Test
    void rowsMapToTheHalfsIndexes() {
        DescriptorPage p = DescriptorPage.of(1_000_016, DescriptorPage.pageOf(700_000));
        assertEquals(10, p.page());
        assertTrue(p.holds(700_000));
        assertFalse(p.holds(10 * P - 1));
        assertFalse(p.holds(11 * P));
        assertEquals(700_000, p.index(p.row(700_000)));
        assertEquals(700_000 - 10 * P, p.row(700_000));
    }

    @Test
    void aRangeIsClippedToThePage() {
        DescriptorPage p = DescriptorPage.of(3 * P, 1);
        assertArrayEquals(new int[] {P - 5, P}, p.rows(2 * P - 5, 10), "a packet running into the next page");
        assertArrayEquals(new int[] {0, 3}, p.rows(P - 2, 5), "a packet from the page before");
        assertArrayEquals(new int[] {4, 5}, p.rows(P + 4, 0), "at least one row");
        assertArrayEquals(new int[] {0, 0}, p.rows(0, 4), "not on the page");
    }

    @Test
    void anEmptyHalfHasNoRows() {
        assertEquals(0, DescriptorPage.of(0, 0).rows());
        assertEquals(0, DescriptorPage.of(0, 5).page());
        assertFalse(DescriptorPage.NONE.holds(0));
    }
}
