package org.ringscope.app.ui.palette;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Fuzzy matching for the command palette, as editors do it: the query's characters must appear in order in
 * the text (case-insensitive); a match scores higher when its characters start words ("sp" → "<b>S</b>how
 * <b>P</b>references"), follow each other, and come early. Pure, tested without a window.
 *
 * @param score     higher is better
 * @param positions the indices in the text of the matched characters
 */
public record FuzzyMatch(int score, int[] positions) {

    /** The match of {@code query} in {@code text}, or empty. An empty query matches everything with score 0. */
    public static Optional<FuzzyMatch> of(String query, String text) {
        String q = query.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        if (q.isEmpty()) {
            return Optional.of(new FuzzyMatch(0, new int[0]));
        }
        String t = text.toLowerCase(Locale.ROOT);
        // greedy from each possible start of the first character, keep the best
        FuzzyMatch best = null;
        for (int start = t.indexOf(q.charAt(0)); start >= 0; start = t.indexOf(q.charAt(0), start + 1)) {
            FuzzyMatch m = from(q, text, t, start);
            if (m != null && (best == null || m.score > best.score)) {
                best = m;
            }
        }
        return Optional.ofNullable(best);
    }

    private static FuzzyMatch from(String q, String text, String t, int start) {
        int[] pos = new int[q.length()];
        int score = 0;
        int at = start;
        for (int k = 0; k < q.length(); k++) {
            int i = k == 0 ? start : bestNext(q, k, text, t, at + 1);
            if (i < 0) {
                return null;
            }
            pos[k] = i;
            score += 1;
            if (wordStart(text, i)) {
                score += 8;
            }
            if (k > 0 && i == pos[k - 1] + 1) {
                score += 5;
            } else if (k > 0) {
                score -= Math.min(3, i - pos[k - 1] - 1);
            }
            at = i;
        }
        score -= pos[0] / 4;
        score -= text.length() / 16;
        return new FuzzyMatch(score, pos);
    }

    /**
     * The next occurrence of query character {@code k} from {@code from}, preferring one at a word start as long
     * as the rest of the query still fits after it.
     */
    private static int bestNext(String q, int k, String text, String t, int from) {
        char c = q.charAt(k);
        int first = t.indexOf(c, from);
        for (int i = first; i >= 0; i = t.indexOf(c, i + 1)) {
            if (wordStart(text, i) && fits(q, k + 1, t, i + 1)) {
                return i;
            }
        }
        return first;
    }

    /** Whether {@code q[k..]} is a subsequence of {@code t[from..]}. */
    private static boolean fits(String q, int k, String t, int from) {
        int at = from;
        for (int j = k; j < q.length(); j++) {
            at = t.indexOf(q.charAt(j), at);
            if (at < 0) {
                return false;
            }
            at++;
        }
        return true;
    }

    static boolean wordStart(String text, int i) {
        if (i == 0) {
            return true;
        }
        char p = text.charAt(i - 1);
        char c = text.charAt(i);
        return !Character.isLetterOrDigit(p) || (Character.isLowerCase(p) && Character.isUpperCase(c));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FuzzyMatch m && m.score == score && Arrays.equals(m.positions, positions);
    }

    @Override
    public int hashCode() {
        return score * 31 + Arrays.hashCode(positions);
    }

    @Override
    public String toString() {
        return "FuzzyMatch[" + score + ", " + Arrays.toString(positions) + "]";
    }
}
