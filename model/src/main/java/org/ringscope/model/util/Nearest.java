package org.ringscope.model.util;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * The known name nearest a mistyped one, for a "did you mean" hint: fewest single-character edits (insert, delete,
 * replace, swap of neighbours), case aside, and close enough to be a typo — at most a third of the name's length, at
 * least 1, at most 3.
 */
public final class Nearest {
    private Nearest() {
    }

    /** The name of {@code known} nearest {@code typed}, or empty when none is close or {@code typed} is one of them. */
    public static Optional<String> of(String typed, Collection<String> known) {
        if (known.contains(typed)) {
            return Optional.empty();
        }
        String t = typed.toLowerCase(Locale.ROOT);
        int limit = Math.max(1, Math.min(3, t.length() / 3));
        String best = null;
        int bestD = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(t, k.toLowerCase(Locale.ROOT));
            if (d <= limit && d < bestD) {
                best = k;
                bestD = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Edits from {@code a} to {@code b}: insertions, deletions, replacements and swaps of neighbours. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[a.length()][b.length()];
    }
}
