package org.ringscope.views.find;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * The find bar's presentation model: which rows of a table match the query (case-insensitive substring of
 * the row's text), how many, and the next or previous match from a row, wrapping around. A query scans at
 * most {@link #SCAN_LIMIT} rows (the first ones) so that typing stays instant on a million-row table; the
 * count then says so. Pure Java, tested without a window.
 */
public final class FindModel {
    /** Rows one query reads at most. */
    public static final int SCAN_LIMIT = 200_000;

    private final int rows;
    private final IntFunction<String> rowText;
    private String query = "";
    private int[] matches = new int[0];
    private int count;

    /** A model over {@code rows} rows whose text {@code rowText} returns. */
    public FindModel(int rows, IntFunction<String> rowText) {
        this.rows = rows;
        this.rowText = rowText;
    }

    /** Sets the query and finds its matches; an empty query matches nothing. */
    public void setQuery(String q) {
        query = q == null ? "" : q.strip().toLowerCase(Locale.ROOT);
        count = 0;
        matches = new int[16];
        if (query.isEmpty()) {
            return;
        }
        int n = Math.min(rows, SCAN_LIMIT);
        for (int r = 0; r < n; r++) {
            String t = rowText.apply(r);
            if (t != null && t.toLowerCase(Locale.ROOT).contains(query)) {
                if (count == matches.length) {
                    matches = Arrays.copyOf(matches, count * 2);
                }
                matches[count++] = r;
            }
        }
    }

    public String query() {
        return query;
    }

    /** How many rows match. */
    public int count() {
        return count;
    }

    /** Whether the query stopped at {@link #SCAN_LIMIT} before the last row. */
    public boolean truncated() {
        return rows > SCAN_LIMIT && !query.isEmpty();
    }

    /** The first matching row after {@code from} (wrapping), or -1 when nothing matches. */
    public int next(int from) {
        if (count == 0) {
            return -1;
        }
        int i = Arrays.binarySearch(matches, 0, count, from + 1);
        int k = i >= 0 ? i : -i - 1;
        return matches[k < count ? k : 0];
    }

    /** The first matching row at or after {@code from} (wrapping): where typing lands. */
    public int nextFrom(int from) {
        return next(from - 1);
    }

    /** The last matching row before {@code from} (wrapping), or -1. */
    public int previous(int from) {
        if (count == 0) {
            return -1;
        }
        int i = Arrays.binarySearch(matches, 0, count, from);
        int k = (i >= 0 ? i : -i - 1) - 1;
        return matches[k >= 0 ? k : count - 1];
    }

    /** The 1-based position of {@code row} among the matches, or 0 when it is not one. */
    public int ordinal(int row) {
        int i = Arrays.binarySearch(matches, 0, count, row);
        return i >= 0 ? i + 1 : 0;
    }

    /** "3 of 12", "no matches", "12 in the first 200,000 rows". */
    public String status(int row) {
        if (query.isEmpty()) {
            return "";
        }
        if (count == 0) {
            return truncated() ? "no matches in the first " + String.format(Locale.ROOT, "%,d", SCAN_LIMIT) + " rows"
                    : "no matches";
        }
        int o = ordinal(row);
        String base = (o > 0 ? o + " of " : "") + String.format(Locale.ROOT, "%,d", count) + (o > 0 ? "" : count == 1
                ? " match" : " matches");
        return truncated() ? base + " (first " + String.format(Locale.ROOT, "%,d", SCAN_LIMIT) + " rows)" : base;
    }
}
