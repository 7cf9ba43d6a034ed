package org.ringscope.model.log;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.io.MemoryBudget;

/**
 * Reads a log a user brings — the runtime's lines, with dmesg and syslog lines mixed in, pasted excerpts that start
 * at the level — into {@link ReadLine}s (decision 1341). Bytes that are not UTF-8 read as U+FFFD; a line longer than
 * {@link #MAX_LINE} is read up to it and counted; more than the limit of bytes is refused with a message naming
 * it. Continuation lines — indented, or following a head whose message is empty — belong to the runtime line above
 * them; a blank line ends a block.
 */
public final class LogReader {
    /** The longest line kept, in characters; the rest of a longer line is skipped. */
    public static final int MAX_LINE = 64 * 1024;
    /** The default limit of a log's size: 64 MiB, or a quarter of the heap when that is less. */
    public static final long DEFAULT_MAX_BYTES = MemoryBudget.capped(64L << 20);

    private LogReader() {
    }

    /**
     * Reads {@code path} ({@code -}: standard input).
     *
     * @param functions function names a long function may be, to split it from the message it runs into
     */
    public static LogText read(Path path, long maxBytes, Set<String> functions) throws InputException {
        String name = InputFiles.name(path);
        try (InputStream in = InputFiles.open(path)) {
            return read(name, in, maxBytes, functions);
        } catch (IOException e) {
            throw InputFiles.cannotRead(name, e);
        }
    }

    /** Reads {@code in}, named {@code name} in messages. */
    public static LogText read(String name, InputStream in, long maxBytes, Set<String> functions)
            throws InputException {
        Counting counted = new Counting(in, maxBytes, name);
        Reader r = new InputStreamReader(counted, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE));
        Lines lines = new Lines(new LineScanner(functions));
        char[] buf = new char[8192];
        try {
            for (int n = r.read(buf); n >= 0; n = r.read(buf)) {
                for (int k = 0; k < n; k++) {
                    lines.take(buf[k]);
                }
            }
        } catch (IOException e) {
            if (counted.refused != null) {
                throw counted.refused;
            }
            throw InputFiles.cannotRead(name, e);
        }
        lines.end();
        return new LogText(name, counted.count, lines.number, lines.out, lines.other, lines.cut);
    }

    /**
     * Reads lines already in memory ({@code text}, one entry a line; an entry that starts with white space continues
     * the runtime line before it), as a file of those lines would read.
     */
    public static LogText lines(String source, List<String> text, Set<String> functions) {
        Lines lines = new Lines(new LineScanner(functions));
        long bytes = 0;
        for (String s : text) {
            for (int k = 0; k < s.length(); k++) {
                lines.take(s.charAt(k));
            }
            lines.take('\n');
            bytes += s.length() + 1;
        }
        lines.end();
        return new LogText(source, bytes, lines.number, lines.out, lines.other, lines.cut);
    }

    /** The lines so far, the one being read, and the runtime line a continuation would belong to. */
    private static final class Lines {
        private final LineScanner scanner;
        private final StringBuilder line = new StringBuilder(256);
        final List<ReadLine> out = new ArrayList<>();
        int number;
        int other;
        int cut;
        private boolean over;
        private boolean pending;
        private ReadLine head;
        private boolean block;

        Lines(LineScanner scanner) {
            this.scanner = scanner;
        }

        void take(char c) {
            if (c == '\n') {
                finish();
                return;
            }
            pending = true;
            if (line.length() < MAX_LINE) {
                line.append(c);
            } else if (!over) {
                over = true;
                cut++;
            }
        }

        void end() {
            if (pending) {
                finish();
            }
        }

        private void finish() {
            number++;
            String s = stripCr(line);
            line.setLength(0);
            over = false;
            pending = false;
            LineScanner.Scan sc = s.isBlank() ? null : scanner.scan(s);
            if (sc != null) {
                ReadLine rl = new ReadLine(number, sc.kind(), sc.stamped(), sc.time(), sc.pid(), sc.tid(), sc.level(),
                        sc.module(), sc.function(), sc.message(), number);
                out.add(rl);
                head = rl.kind() == LineKind.RUNTIME ? rl : null;
                block = head != null && head.message().isEmpty();
            } else if (head != null && !s.isBlank() && (block || Character.isWhitespace(s.charAt(0)))) {
                out.add(new ReadLine(number, LineKind.CONTINUATION, false, "", head.pid(), head.tid(), head.level(),
                        head.module(), head.function(), s.stripTrailing(), head.number()));
            } else {
                head = null;
                block = false;
                if (!s.isBlank()) {
                    other++;
                }
            }
        }
    }

    private static String stripCr(StringBuilder line) {
        int n = line.length();
        return n > 0 && line.charAt(n - 1) == '\r' ? line.substring(0, n - 1) : line.toString();
    }

    /** Counts the bytes that arrive and refuses the first past the limit. */
    private static final class Counting extends InputStream {
        private final InputStream in;
        private final long max;
        private final String name;
        long count;
        InputException refused;

        Counting(InputStream in, long max, String name) {
            this.in = in;
            this.max = max;
            this.name = name;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            if (n > 0) {
                count += n;
                if (count > max) {
                    refused = new InputException(name, max, "", "the log is larger than " + max + " bytes: refusing "
                            + "to read more" + MemoryBudget.explain(max, "--max-log"));
                    throw new IOException(refused.getMessage());
                }
            }
            return n;
        }
    }
}
