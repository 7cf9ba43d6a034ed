package org.ringscope.model.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * Myers' greedy O((N+M)·D) shortest edit script (Myers 1986, "An O(ND) Difference Algorithm and Its
 * Variations") over two index ranges, with a cap on D: past it the caller falls back to something cheaper.
 * Keeps the frontier of every D to walk back the path: O(D²) ints.
 */
final class Myers {
    /** Whether element {@code i} of A equals element {@code j} of B. */
    @FunctionalInterface
    interface Eq {
        boolean eq(int i, int j);
    }

    private Myers() {
    }

    /**
     * Appends the alignment of {@code A[aLo, aHi)} and {@code B[bLo, bHi)} to {@code out} and returns true, or
     * returns false (appending nothing) when more than {@code maxD} edits are needed.
     */
    static boolean align(int aLo, int aHi, int bLo, int bHi, Eq eq, int maxD, Runs out) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        int max = Math.min(maxD, n + m);
        int off = max + 1;
        int[] v = new int[2 * max + 3];
        List<int[]> trace = new ArrayList<>();
        int found = -1;
        for (int d = 0; d <= max && found < 0; d++) {
            for (int k = -d; k <= d; k += 2) {
                int x = k == -d || (k != d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1;
                int y = x - k;
                while (x < n && y < m && eq.eq(aLo + x, bLo + y)) {
                    x++;
                    y++;
                }
                v[off + k] = x;
                if (x >= n && y >= m) {
                    found = d;
                    break;
                }
            }
            int[] snap = new int[2 * d + 1];
            System.arraycopy(v, off - d, snap, 0, 2 * d + 1);
            trace.add(snap);
        }
        if (found < 0) {
            return false;
        }
        backtrack(trace, n, m, aLo, bLo, out);
        return true;
    }

    /** Walks the frontiers back from (n, m), then appends the runs front to back. */
    private static void backtrack(List<int[]> trace, int n, int m, int aLo, int bLo, Runs out) {
        int d = trace.size() - 1;
        int[] ops = new int[4 * (d + 1)];
        int cnt = 0;
        int x = n;
        int y = m;
        for (; d > 0; d--) {
            int[] prev = trace.get(d - 1);
            int k = x - y;
            int pk = (k == -d || (k != d && at(prev, d - 1, k - 1) < at(prev, d - 1, k + 1))) ? k + 1 : k - 1;
            int px = at(prev, d - 1, pk);
            int py = px - pk;
            int sx = pk == k + 1 ? px : px + 1;
            int sy = sx - k;
            // the snake (sx, sy) → (x, y) is matched; the step (px, py) → (sx, sy) is an edit
            ops[cnt++] = sx;
            ops[cnt++] = sy;
            ops[cnt++] = x - sx;
            ops[cnt++] = pk == k + 1 ? Runs.INSERTED : Runs.DELETED;
            x = px;
            y = py;
        }
        out.add(Runs.PAIRED, aLo, bLo, x);
        for (int i = cnt - 4; i >= 0; i -= 4) {
            int sx = ops[i];
            int sy = ops[i + 1];
            if (ops[i + 3] == Runs.INSERTED) {
                out.add(Runs.INSERTED, aLo + sx, bLo + sy - 1, 1);
            } else {
                out.add(Runs.DELETED, aLo + sx - 1, bLo + sy, 1);
            }
            out.add(Runs.PAIRED, aLo + sx, bLo + sy, ops[i + 2]);
        }
    }

    private static int at(int[] frontier, int d, int k) {
        return frontier[k + d];
    }
}
