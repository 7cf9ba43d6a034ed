package org.ringscope.model.log;

import java.util.ArrayList;
import java.util.List;

/**
 * A log message as a template and its values (decision 1341): the message is cut into words (runs of letters,
 * digits and {@code _ . / + - ~ @}) and single other characters; a word is a <em>hole</em> when it holds a digit, a
 * slash or a dot between two of its characters — numbers, addresses, ids, queue and ring names with an index, paths,
 * file names, sizes with units — or stands alone in square brackets (a name: {@code [sample]}), and literal text
 * otherwise. Runs of white space count as one space. Two messages
 * match when their templates are equal; their values say where they differ. One pass over the message, no regular
 * expression, so a hostile line costs time in its length only.
 *
 * @param key    the template: the literal text with each hole as {@link #HOLE}
 * @param values the holes' text, in order
 */
public record Shape(String key, List<String> values) {
    /** A hole in {@link #key}. */
    public static final char HOLE = '\u0001';

    public Shape {
        values = List.copyOf(values);
    }

    /** The template and values of {@code message}. */
    public static Shape of(String message) {
        StringBuilder key = new StringBuilder(message.length());
        List<String> values = new ArrayList<>();
        int n = message.length();
        int i = 0;
        boolean space = false;
        while (i < n) {
            char c = message.charAt(i);
            if (Character.isWhitespace(c)) {
                space = true;
                i++;
                continue;
            }
            if (space && key.length() > 0) {
                key.append(' ');
            }
            space = false;
            if (!wordChar(c)) {
                key.append(c);
                i++;
                continue;
            }
            int end = i;
            while (end < n && wordChar(message.charAt(end))) {
                end++;
            }
            if (i > 0 && message.charAt(i - 1) == '[' && end < n && message.charAt(end) == ']') {
                key.append(HOLE); // a name alone in brackets: the memory report's NEFF
                values.add(message.substring(i, end));
            } else {
                word(message, i, end, key, values);
            }
            i = end;
        }
        return new Shape(key.toString(), values);
    }

    /**
     * One word {@code [from, to)}: leading and trailing dots and dashes are text (a path's leading dots are the
     * path's: {@code ../model.neff}); the rest a hole or text.
     */
    private static void word(String m, int from, int to, StringBuilder key, List<String> values) {
        int a = from;
        boolean path = m.indexOf('/', from) >= 0 && m.indexOf('/', from) < to;
        while (!path && a < to && edge(m.charAt(a))
                && !(m.charAt(a) == '-' && a + 1 < to && Character.isDigit(m.charAt(a + 1)))) {
            key.append(m.charAt(a++));
        }
        int b = to;
        while (b > a && edge(m.charAt(b - 1))) {
            b--;
        }
        if (a < b) {
            if (isHole(m, a, b)) {
                key.append(HOLE);
                values.add(m.substring(a, b));
            } else {
                key.append(m, a, b);
            }
        }
        key.append(m, b, to);
    }

    private static boolean isHole(String m, int a, int b) {
        for (int k = a; k < b; k++) {
            char c = m.charAt(k);
            if (Character.isDigit(c) || c == '/' || (c == '.' && k > a && k < b - 1)) {
                return true;
            }
        }
        return false;
    }

    private static boolean edge(char c) {
        return c == '.' || c == '-';
    }

    private static boolean wordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '/' || c == '+' || c == '-' || c == '~'
                || c == '@';
    }
}
