package org.ringscope.model.lesson;

/**
 * A lesson heading, {@code # Title {#name}} or {@code ## Title {#anchor}}, read by a single pass over the line
 * (no regular expression: a backtracking pattern over a heading of thousands of spaces takes cubic time).
 *
 * @param level  1 for {@code #}, 2 for {@code ##}
 * @param title  the text between the hashes and the anchor, without surrounding white space
 * @param anchor the anchor's name ({@code [A-Za-z0-9_.-]+}), or {@code null} when the line has none
 */
record Heading(int level, String title, String anchor) {
    /** The heading on {@code line}, or {@code null} when it is not one (one or two '#' and white space). */
    static Heading parse(String line) {
        int hashes = 0;
        while (hashes < line.length() && line.charAt(hashes) == '#') {
            hashes++;
        }
        if (hashes < 1 || hashes > 2 || hashes == line.length() || !space(line.charAt(hashes))) {
            return null;
        }
        int start = hashes;
        int end = line.length();
        while (start < end && space(line.charAt(start))) {
            start++;
        }
        while (end > start && space(line.charAt(end - 1))) {
            end--;
        }
        String rest = line.substring(start, end);
        String anchor = null;
        int open = rest.lastIndexOf("{#");
        if (open >= 0 && rest.endsWith("}") && open + 2 < rest.length() - 1
                && anchorName(rest, open + 2, rest.length() - 1)) {
            anchor = rest.substring(open + 2, rest.length() - 1);
            int t = open;
            while (t > 0 && space(rest.charAt(t - 1))) {
                t--;
            }
            rest = rest.substring(0, t);
        }
        return new Heading(hashes, rest, anchor);
    }

    /** The white space of {@code \s}: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static boolean anchorName(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.'
                    || c == '-')) {
                return false;
            }
        }
        return true;
    }
}
