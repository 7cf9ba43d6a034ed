package org.ringscope.views.neff;

import java.util.ArrayList;
import java.util.List;

/**
 * JSON text for the code area: a layout-only pretty printer (keeps every token exactly as written, so
 * numbers and key order are the file's own) and the highlighting spans (keys, strings, numbers, literals,
 * punctuation) as CSS style classes. Pure Java, tested without a window; runs on a background thread.
 */
final class JsonText {
    static final String KEY = "json-key";
    static final String STRING = "json-string";
    static final String NUMBER = "json-number";
    static final String LITERAL = "json-literal";
    static final String PUNCT = "json-punct";
    static final String PLAIN = "json-plain";

    /** A run of {@code length} characters with one style class. */
    record Span(int length, String style) {
    }

    private JsonText() {
    }

    /**
     * True when the text looks minified: a single line longer than 100 characters, or any line longer
     * than 300 (hand-written or pretty-printed JSON has neither).
     */
    static boolean looksMinified(String text) {
        int line = 0;
        int lines = 1;
        int longest = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                longest = Math.max(longest, line);
                line = 0;
                if (i < text.length() - 1) {
                    lines++;
                }
            } else if (++line > 300) {
                return true;
            }
        }
        longest = Math.max(longest, line);
        return lines == 1 && longest > 100;
    }

    /** Re-indents JSON by 2 spaces per level; empty {} and [] stay on one line. Tolerates malformed text. */
    static String pretty(String s) {
        StringBuilder out = new StringBuilder(s.length() + s.length() / 4);
        int depth = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '"') {
                int end = stringEnd(s, i);
                out.append(s, i, end);
                i = end - 1;
            } else if (c == '{' || c == '[') {
                int j = skipWs(s, i + 1);
                char close = c == '{' ? '}' : ']';
                if (j < n && s.charAt(j) == close) {
                    out.append(c).append(close);
                    i = j;
                } else {
                    out.append(c);
                    newline(out, ++depth);
                }
            } else if (c == '}' || c == ']') {
                newline(out, depth = Math.max(0, depth - 1));
                out.append(c);
            } else if (c == ',') {
                out.append(',');
                newline(out, depth);
            } else if (c == ':') {
                out.append(": ");
            } else if (!Character.isWhitespace(c)) {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Highlighting spans covering {@code text} exactly. */
    static List<Span> spans(String text) {
        List<Span> out = new ArrayList<>();
        int n = text.length();
        int plainStart = 0;
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            int end;
            String style;
            if (c == '"') {
                end = stringEnd(text, i);
                int j = skipWs(text, end);
                style = j < n && text.charAt(j) == ':' ? KEY : STRING;
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                end = i + 1;
                while (end < n && "0123456789.eE+-".indexOf(text.charAt(end)) >= 0) {
                    end++;
                }
                style = NUMBER;
            } else if (text.startsWith("true", i) || text.startsWith("null", i)) {
                end = i + 4;
                style = LITERAL;
            } else if (text.startsWith("false", i)) {
                end = i + 5;
                style = LITERAL;
            } else if ("{}[],:".indexOf(c) >= 0) {
                end = i + 1;
                style = PUNCT;
            } else {
                i++;
                continue;
            }
            if (i > plainStart) {
                out.add(new Span(i - plainStart, PLAIN));
            }
            out.add(new Span(end - i, style));
            i = end;
            plainStart = end;
        }
        if (n > plainStart || out.isEmpty()) {
            out.add(new Span(n - plainStart, PLAIN));
        }
        return out;
    }

    /** The index just after the string starting at {@code start} (a quote), escapes honoured. */
    private static int stringEnd(String s, int start) {
        int i = start + 1;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (c == '"') {
                return i + 1;
            } else {
                i++;
            }
        }
        return s.length();
    }

    private static int skipWs(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static void newline(StringBuilder out, int depth) {
        out.append('\n');
        out.append("  ".repeat(depth));
    }
}
