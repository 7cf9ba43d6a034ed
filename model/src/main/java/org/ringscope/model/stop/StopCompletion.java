package org.ringscope.model.stop;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * What may come next while a stop condition is typed (docs/stop-conditions.md): the keywords for the first word;
 * after a keyword the run's own names for its place — queues (and {@code *}, any queue) after {@code queue} and
 * {@code doorbell}, prings after {@code slot}, {@code pring} and {@code flip}, vrings after {@code descriptor}, spine
 * nodes after {@code node}, and after {@code memory} or {@code write} the placed variables, each as the
 * {@code memory ADDR LEN} of its bytes. A first word that is a variable's name, or two letters or more of a variable's
 * or a queue's name, offers their condition too. Each {@link Choice} is the whole condition text it makes and a
 * label saying what it is (decision 1441).
 */
public final class StopCompletion {
    /** Choices offered at most. */
    public static final int MAX = 60;

    /** One completion: the condition text it makes, and what the list shows for it. */
    public record Choice(String text, String label) {
    }

    private static final List<Choice> KEYWORDS = List.of(
            new Choice("memory ", "memory ADDR LEN — a write of device memory (type a variable's name)"),
            new Choice("queue ", "queue QUEUE|* — a doorbell on a queue, or on any (*)"),
            new Choice("doorbell", "doorbell — the next doorbell on any queue (doorbell QUEUE [N]: on one)"),
            new Choice("slot ", "slot PRING N — a write of a device ring slot"),
            new Choice("pring ", "pring PRING [flip] — a write of a device ring, or its ring id wrapping"),
            new Choice("descriptor ", "descriptor VRING tx|rx N [phase] — a vring descriptor's life"),
            new Choice("sem ", "sem NC INDEX — a semaphore changes"),
            new Choice("event ", "event NC INDEX — an event changes"),
            new Choice("node ", "node NAME — the spine enters a node"));

    private StopCompletion() {
    }

    /** The choices for {@code typed} in a run with {@code names}, best first, at most {@link #MAX}. */
    public static List<Choice> complete(String typed, StopNames names) {
        String t = typed == null ? "" : typed.stripLeading();
        int space = t.indexOf(' ');
        List<Choice> out = new ArrayList<>();
        if (space < 0) {
            String w = t.toLowerCase(Locale.ROOT);
            KEYWORDS.stream().filter(k -> k.text().startsWith(w)).forEach(out::add);
            if (!w.isEmpty()) { // one letter is a keyword being typed, or a variable's whole name
                names.variables().stream().filter(v -> w.length() >= 2 ? matches(v.name(), w)
                        : v.name().equalsIgnoreCase(w)).forEach(v -> out.add(memory(v)));
                names.queues().stream().filter(q -> w.length() >= 2 && matches(q, w)).forEach(q -> out.add(
                        new Choice("queue " + q, "queue " + q + " — the next doorbell on it")));
            }
            return cap(out);
        }
        String key = t.substring(0, space).toLowerCase(Locale.ROOT);
        String rest = t.substring(space + 1).stripLeading();
        String w = rest.toLowerCase(Locale.ROOT);
        switch (key) {
            case "memory", "write" -> {
                if (!rest.startsWith("0x") && !rest.matches("\\d.*")) {
                    names.variables().stream().filter(v -> matches(v.name(), w)).forEach(v -> out.add(memory(v)));
                }
            }
            case "queue" -> {
                if ("*".startsWith(w)) {
                    out.add(new Choice("queue *", "queue * — the next doorbell on any queue"));
                }
                named(names.queues(), w, q -> new Choice("queue " + q, "queue " + q), out);
            }
            case "doorbell" -> {
                if (!rest.contains(" ")) {
                    if ("*".startsWith(w)) {
                        out.add(new Choice("doorbell", "doorbell — the next doorbell on any queue"));
                    }
                    named(names.queues(), w, q -> new Choice("doorbell " + q, "doorbell " + q
                            + " — the next doorbell on it (add N: its N-th)"), out);
                }
            }
            case "slot" -> named(names.prings(), w, p -> new Choice("slot " + p + " ", "slot " + p + " N"), out);
            case "pring" -> named(names.prings(), w, p -> new Choice("pring " + p, "pring " + p), out);
            case "flip" -> named(names.prings(), w, p -> new Choice("flip " + p, "flip " + p), out);
            case "descriptor" -> {
                if (!rest.contains(" ")) {
                    named(names.vrings(), w, v -> new Choice("descriptor " + v + " ", "descriptor " + v
                            + " tx|rx N"), out);
                }
            }
            case "node" -> named(names.nodes(), w, n -> new Choice("node " + n, "node " + n), out);
            default -> {
            }
        }
        return cap(out);
    }

    /** A variable's bytes as a memory condition. */
    private static Choice memory(StopNames.Variable v) {
        return new Choice(String.format("memory 0x%x %d", v.address(), v.size()), String.format(
                "memory 0x%x %d — %s (%s, %,d bytes): a write of any of its bytes", v.address(), v.size(), v.name(),
                v.type(), v.size()));
    }

    private static void named(List<String> all, String w, Function<String, Choice> choice, List<Choice> out) {
        all.stream().filter(n -> matches(n, w) && !n.equalsIgnoreCase(w)).forEach(n -> out.add(choice.apply(n)));
    }

    /** Whether {@code name} holds what was typed (any case): {@code SPIO} finds {@code sg00:qSPIO0_0}. */
    private static boolean matches(String name, String typedLower) {
        return name.toLowerCase(Locale.ROOT).contains(typedLower);
    }

    private static List<Choice> cap(List<Choice> out) {
        return List.copyOf(out.subList(0, Math.min(MAX, out.size())));
    }
}
