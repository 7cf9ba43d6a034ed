package org.ringscope.views.find;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Matching, wrapping next/previous and the status text of the find bar, without a window. */
class FindModelTest {
    private final List<String> rows = List.of("def.json\t2,635", "Pool.bin\t704", "SP.json\t894", "sg10/", "def.json\t969",
            "Pool.json\t476");
    private final FindModel m = new FindModel(rows.size(), rows::get);

    @Test
    void matchesAreCaseInsensitiveSubstrings() {
        m.setQuery("JSON");
        assertEquals(4, m.count());
        assertEquals(0, m.ordinal(1));
        assertEquals(2, m.ordinal(2));
        m.setQuery("  pool ");
        assertEquals(2, m.count());
        assertEquals("pool", m.query());
        m.setQuery("");
        assertEquals(0, m.count());
        assertEquals(-1, m.next(0));
        assertEquals("", m.status(0));
    }

    @Test
    void nextAndPreviousWrapAround() {
        m.setQuery("def");
        assertEquals(0, m.nextFrom(0), "typing lands on the current row when it matches");
        assertEquals(4, m.next(0));
        assertEquals(0, m.next(4), "wraps to the first");
        assertEquals(4, m.previous(0), "wraps to the last");
        assertEquals(0, m.previous(4));
        assertEquals(4, m.nextFrom(1));
        assertEquals(0, m.next(-1));
        assertEquals("1 of 2", m.status(0));
        assertEquals("2 matches", m.status(2));
        m.setQuery("nothing");
        assertEquals("no matches", m.status(0));
        assertEquals(-1, m.previous(3));
    }

    @Test
    void hugeTablesScanOnlyTheFirstRows() {
        FindModel big = new FindModel(1_000_000, r -> "row " + r);
        big.setQuery("row 1");
        assertTrue(big.truncated());
        assertTrue(big.next(FindModel.SCAN_LIMIT - 2) < FindModel.SCAN_LIMIT, "no match beyond the scan limit");
        assertTrue(big.status(1).endsWith("(first 200,000 rows)"), big.status(1));
        assertFalse(new FindModel(3, r -> "x").truncated());
    }
}
