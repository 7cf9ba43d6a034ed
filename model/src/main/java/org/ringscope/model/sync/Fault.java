package org.ringscope.model.sync;

import org.ringscope.model.util.AsciiDigits;

/**
 * A fault injected into the device run to reproduce a failure class offline ({@code run --fault}): the doorbell
 * of a queue lost, a DMA entry's completion on a shifted semaphore, a DMA not run, an event set twice. Text forms:
 * {@code drop-doorbell:QUEUE}, {@code sem-index:DMA:DELTA}, {@code skip-dma:DMA}, {@code double-set:EVENT}, where
 * DMA is an entry's {@code id}, or {@code QUEUE/id} to name one queue set's.
 */
public sealed interface Fault {
    /** The text form. */
    String text();

    /** Every trigger on queue set (or queue instance) {@code queue} publishes nothing: its doorbell is lost. */
    record DropDoorbell(String queue) implements Fault {
        @Override
        public String text() {
            return "drop-doorbell:" + queue;
        }
    }

    /** The completion of DMA entry {@code dmaId} (of {@code queue}, or any when null) lands {@code delta} further. */
    record SemIndex(String queue, int dmaId, int delta) implements Fault {
        @Override
        public String text() {
            return "sem-index:" + dma(queue, dmaId) + ":" + delta;
        }
    }

    /** DMA entry {@code dmaId} (of {@code queue}, or any when null) is not run: no bytes, no completion. */
    record SkipDma(String queue, int dmaId) implements Fault {
        @Override
        public String text() {
            return "skip-dma:" + dma(queue, dmaId);
        }
    }

    /** The first set of event {@code event} on a core is applied twice (at the start, when nothing sets it). */
    record DoubleSet(int event) implements Fault {
        @Override
        public String text() {
            return "double-set:" + event;
        }
    }

    /** Whether the entry {@code dmaId} of {@code queue} is the one {@code (q, id)} names. */
    static boolean matches(String q, int id, String queue, int dmaId) {
        return id == dmaId && (q == null || q.equals(queue));
    }

    private static String dma(String queue, int id) {
        return queue == null ? Integer.toString(id) : queue + "/" + id;
    }

    /** Parses a text form; the message of the exception says what is wrong. */
    static Fault parse(String text) {
        int c = text.indexOf(':');
        if (c <= 0) {
            throw new IllegalArgumentException("--fault " + text + ": expected KIND:ARGS, one of drop-doorbell:QUEUE, "
                    + "sem-index:DMA:DELTA, skip-dma:DMA, double-set:EVENT");
        }
        String kind = text.substring(0, c);
        String arg = text.substring(c + 1);
        return switch (kind) {
            case "drop-doorbell" -> {
                if (arg.isBlank()) {
                    throw new IllegalArgumentException("--fault drop-doorbell: names no queue");
                }
                yield new DropDoorbell(arg);
            }
            case "sem-index" -> {
                int k = arg.lastIndexOf(':');
                if (k <= 0) {
                    throw new IllegalArgumentException("--fault " + text + ": expected sem-index:DMA:DELTA");
                }
                String[] d = dmaOf(text, arg.substring(0, k));
                int delta = number(text, arg.substring(k + 1), -255, 255);
                if (delta == 0) {
                    throw new IllegalArgumentException("--fault " + text + ": a DELTA of 0 changes nothing");
                }
                yield new SemIndex(d[0], Integer.parseInt(d[1]), delta);
            }
            case "skip-dma" -> {
                String[] d = dmaOf(text, arg);
                yield new SkipDma(d[0], Integer.parseInt(d[1]));
            }
            case "double-set" -> new DoubleSet(number(text, arg, 0, 255));
            default -> throw new IllegalArgumentException("--fault " + text + ": unknown kind " + kind
                    + " (drop-doorbell, sem-index, skip-dma, double-set)");
        };
    }

    private static String[] dmaOf(String text, String s) {
        int k = s.indexOf('/');
        String q = k < 0 ? null : s.substring(0, k);
        int id = number(text, k < 0 ? s : s.substring(k + 1), 0, Integer.MAX_VALUE);
        return new String[] {q, Integer.toString(id)};
    }

    private static int number(String text, String s, int min, int max) {
        String bad = AsciiDigits.problem(s);
        if (bad != null) {
            throw new IllegalArgumentException("--fault " + text + ": '" + AsciiDigits.visible(s) + "' is not a number: "
                    + bad);
        }
        try {
            int v = Integer.parseInt(s);
            if (v < min || v > max) {
                throw new IllegalArgumentException("--fault " + text + ": " + v + " is outside " + min + ".." + max);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--fault " + text + ": " + s + " is not a number", e);
        }
    }
}
