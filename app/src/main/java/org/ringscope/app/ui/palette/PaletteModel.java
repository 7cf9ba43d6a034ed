package org.ringscope.app.ui.palette;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The command palette's presentation model: every command (title, description, shortcut, enabled), filtered
 * and ranked by a query — fuzzy title matches first, then commands whose description holds every word of the
 * query; an empty query lists everything in menu order. Pure Java, tested without a window.
 */
public final class PaletteModel {
    /** One command as the palette shows it. */
    public record Entry(String id, String title, String description, String shortcut, boolean enabled) {
    }

    /** An entry that matched, with the title characters to highlight. */
    public record Row(Entry entry, int[] titleHits, int score) {
    }

    private static final int DESCRIPTION_PENALTY = 40;

    private final List<Entry> entries;

    /** Queries shorter than this match titles only ("th" would find "the" in every description). */
    static final int DESCRIPTION_MIN_QUERY = 3;

    /** Every word of the query appears in the title or description. */
    private static boolean inDescription(String query, Entry e) {
        String q = query.strip().toLowerCase(Locale.ROOT);
        if (q.length() < DESCRIPTION_MIN_QUERY) {
            return false;
        }
        String text = (e.title() + " " + e.description()).toLowerCase(Locale.ROOT);
        for (String w : q.split("\\s+")) {
            if (!text.contains(w)) {
                return false;
            }
        }
        return true;
    }

    public PaletteModel(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The entries matching {@code query}, best first. */
    public List<Row> filter(String query) {
        List<Row> rows = new ArrayList<>();
        for (Entry e : entries) {
            Optional<FuzzyMatch> t = FuzzyMatch.of(query, e.title());
            if (t.isPresent()) {
                rows.add(new Row(e, t.get().positions(), t.get().score() + (e.enabled() ? 0 : -1)));
                continue;
            }
            if (inDescription(query, e)) {
                rows.add(new Row(e, new int[0], -DESCRIPTION_PENALTY));
            }
        }
        if (!query.isBlank()) {
            rows.sort(Comparator.comparingInt(Row::score).reversed());
        }
        return rows;
    }
}
