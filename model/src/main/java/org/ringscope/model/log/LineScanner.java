package org.ringscope.model.log;

import java.util.Set;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.LogFormat;

/**
 * Recognises one line of a log: an optional syslog prefix ({@code Jul 10 09:14:38 host kernel: } or an ISO time and
 * host), then a runtime line (with its time, or pasted from its level on), or a dmesg line of the {@code neuron}
 * module. A hand-written scanner: each character is looked at a bounded number of times.
 */
final class LineScanner {
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
        "Dec"};

    /** What a line is, before continuations are told from the rest. */
    record Scan(LineKind kind, boolean stamped, String time, long pid, long tid, Level level, String module,
                String function, String message) {
    }

    private final Set<String> functions;

    /** {@code functions}: names a function longer than the padding may be, to split it from its message. */
    LineScanner(Set<String> functions) {
        this.functions = functions;
    }

    /** The line's runtime or dmesg reading, or {@code null}. */
    Scan scan(String s) {
        int at = syslog(s);
        boolean syslog = at > 0;
        Scan r = runtime(s, at);
        if (r == null) {
            r = dmesg(s, at, syslog);
        }
        return r;
    }

    /** The end of a syslog prefix ({@code Mon DD HH:MM:SS host tag: } or {@code YYYY-MM-DDTHH:MM:SS… host tag: }), or 0. */
    static int syslog(String s) {
        int i;
        if (s.length() > 16 && isMonth(s, 0) && s.charAt(3) == ' ') {
            i = 4;
            if (s.charAt(i) == ' ') {
                i++;
            }
            i = digits(s, i, 1, 2);
            if (i < 0 || i >= s.length() || s.charAt(i) != ' ') {
                return 0;
            }
            i = clock(s, i + 1);
        } else if (s.length() > 20 && digits(s, 0, 4, 4) == 4 && s.charAt(4) == '-' && s.charAt(7) == '-'
                && s.charAt(10) == 'T') {
            i = clock(s, 11);
            while (i > 0 && i < s.length() && s.charAt(i) != ' ') {
                i++;
            }
        } else {
            return 0;
        }
        if (i < 0 || i >= s.length() || s.charAt(i) != ' ') {
            return 0;
        }
        int host = token(s, i + 1);
        if (host < 0 || host >= s.length() || s.charAt(host) != ' ') {
            return 0;
        }
        int tag = token(s, host + 1);
        if (tag < 0 || s.charAt(tag - 1) != ':') {
            return 0;
        }
        return tag < s.length() && s.charAt(tag) == ' ' ? tag + 1 : tag;
    }

    private Scan runtime(String s, int from) {
        int i = skipSpace(s, from);
        if (s.startsWith("...", i)) {
            i = skipSpace(s, i + 3);
        } else if (s.startsWith("\u2026", i)) {
            i = skipSpace(s, i + 1);
        }
        int start = i;
        boolean stamped = false;
        String time = "";
        long pid = -1;
        long tid = -1;
        int t = stamp(s, i);
        if (t > 0) {
            stamped = true;
            time = s.substring(start, t);
            i = skipSpace(s, t);
            int p = digits(s, i, 1, 10);
            if (p < 0 || p >= s.length() || s.charAt(p) != ':') {
                return null;
            }
            int q = digits(s, p + 1, 1, 10);
            if (q < 0) {
                return null;
            }
            pid = Long.parseLong(s.substring(i, p));
            tid = Long.parseLong(s.substring(p + 1, q));
            i = skipSpace(s, q);
        }
        int lv = i;
        while (lv < s.length() && s.charAt(lv) >= 'A' && s.charAt(lv) <= 'Z') {
            lv++;
        }
        if (lv == i || lv >= s.length() || s.charAt(lv) != ' ') {
            return null;
        }
        Level level = Level.parse(s.substring(i, lv)).orElse(null);
        if (level == null) {
            return null;
        }
        i = skipSpace(s, lv);
        int m = i;
        while (m < s.length() && s.charAt(m) >= 'A' && s.charAt(m) <= 'Z') {
            m++;
        }
        if (m - i < 2 || m - i > 5 || m >= s.length() || s.charAt(m) != ':') {
            return null;
        }
        String module = s.substring(i, m);
        int f0 = m + 1;
        int f = f0;
        while (f < s.length() && functionChar(s, f)) {
            f += s.charAt(f) == ':' ? 2 : 1;
        }
        if (f == f0) {
            return null;
        }
        String fn = s.substring(f0, f);
        String message = s.substring(skipSpace(s, f));
        if (fn.length() > LogFormat.FUNCTION_WIDTH && !functions.contains(fn)) {
            int cut = split(fn);
            if (cut < fn.length()) {
                message = fn.substring(cut) + s.substring(f);
                fn = fn.substring(0, cut);
            }
        }
        return new Scan(LineKind.RUNTIME, stamped, time, pid, tid, level, module, fn, message.stripTrailing());
    }

    /** Where a function that ran into its message ends: the longest known name, else a lower-to-upper case step. */
    private int split(String run) {
        int best = -1;
        for (String f : functions) {
            if (f.length() > best && f.length() < run.length() && run.startsWith(f)) {
                best = f.length();
            }
        }
        if (best > 0) {
            return best;
        }
        for (int k = LogFormat.FUNCTION_WIDTH; k < run.length(); k++) {
            char c = run.charAt(k);
            char b = run.charAt(k - 1);
            if (Character.isUpperCase(c) && (Character.isLowerCase(b) || Character.isDigit(b) || b == '_')) {
                return k;
            }
        }
        return run.length();
    }

    private static Scan dmesg(String s, int from, boolean syslog) {
        int i = skipSpace(s, from);
        boolean stamped = syslog;
        String time = "";
        if (i < s.length() && s.charAt(i) == '[') {
            int j = skipSpace(s, i + 1);
            int d = digits(s, j, 1, 12);
            if (d < 0 || d >= s.length() || s.charAt(d) != '.') {
                return null;
            }
            int e = digits(s, d + 1, 1, 9);
            if (e < 0 || e >= s.length() || s.charAt(e) != ']') {
                return null;
            }
            time = s.substring(i, e + 1);
            stamped = true;
            i = skipSpace(s, e + 1);
        }
        if (!s.startsWith("neuron:", i)) {
            return null;
        }
        int f0 = i + "neuron:".length();
        int f = f0;
        while (f < s.length() && (Character.isLetterOrDigit(s.charAt(f)) || s.charAt(f) == '_')) {
            f++;
        }
        if (f == f0 || f >= s.length() || s.charAt(f) != ':') {
            return null;
        }
        String text = s.substring(skipSpace(s, f + 1)).stripTrailing();
        return new Scan(LineKind.DMESG, stamped, time, -1, -1, null, "neuron", s.substring(f0, f), text);
    }

    /** The end of {@code YYYY-Mon-DD HH:MM:SS.fraction} at {@code i}, or -1. */
    private static int stamp(String s, int i) {
        if (digits(s, i, 4, 4) != i + 4 || i + 11 >= s.length() || s.charAt(i + 4) != '-' || !isMonth(s, i + 5)
                || s.charAt(i + 8) != '-' || digits(s, i + 9, 2, 2) != i + 11 || s.charAt(i + 11) != ' ') {
            return -1;
        }
        int c = clock(s, i + 12);
        if (c < 0 || c >= s.length() || s.charAt(c) != '.') {
            return -1;
        }
        return digits(s, c + 1, 1, 9);
    }

    /** The end of {@code HH:MM:SS} at {@code i}, or -1. */
    private static int clock(String s, int i) {
        if (digits(s, i, 2, 2) != i + 2 || i + 8 > s.length() || s.charAt(i + 2) != ':' || digits(s, i + 3, 2, 2) != i + 5
                || s.charAt(i + 5) != ':' || digits(s, i + 6, 2, 2) != i + 8) {
            return -1;
        }
        return i + 8;
    }

    private static boolean isMonth(String s, int i) {
        for (String m : MONTHS) {
            if (s.startsWith(m, i)) {
                return true;
            }
        }
        return false;
    }

    /** The end of a run of {@code min..max} digits at {@code i}, or -1. */
    private static int digits(String s, int i, int min, int max) {
        int j = i;
        while (j < s.length() && j - i < max && Character.isDigit(s.charAt(j))) {
            j++;
        }
        return j - i >= min ? j : -1;
    }

    /** The end of a run of non-space characters at {@code i} (at least one), or -1. */
    private static int token(String s, int i) {
        int j = i;
        while (j < s.length() && s.charAt(j) != ' ') {
            j++;
        }
        return j > i ? j : -1;
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** A function name's character at {@code i}: letters, digits, {@code _ . @}, and {@code ::} as a pair. */
    private static boolean functionChar(String s, int i) {
        char c = s.charAt(i);
        if (c == ':') {
            return i + 2 < s.length() && s.charAt(i + 1) == ':' && Character.isLetter(s.charAt(i + 2));
        }
        return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '@';
    }
}
