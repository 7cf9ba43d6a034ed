package org.ringscope.model.stop;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.udma.Direction;

/** The reader of {@link StopCondition}'s text form (docs/stop-conditions.md). */
final class StopText {
    /** Every form, as the error messages list them. */
    static final List<String> FORMS = List.of("write ADDR[+LEN]", "memory ADDR LEN", "slot PRING N", "pring PRING",
            "descriptor VRING tx|rx N [authored|edited|packed|dumped|published|executed]", "doorbell QUEUE [N]",
            "sem NC INDEX", "event NC INDEX", "flip PRING", "node NAME");

    private StopText() {
    }

    static StopCondition parse(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("an empty stop condition; the forms are: " + String.join(", ", FORMS));
        }
        String[] w = t.split("\\s+");
        List<String> args = Arrays.asList(w).subList(1, w.length);
        return switch (w[0].toLowerCase(Locale.ROOT)) {
            case "write" -> {
                shape(args, 1, "write ADDR[+LEN]");
                String a = args.get(0);
                int plus = a.indexOf('+');
                yield new StopCondition.Write(number(plus < 0 ? a : a.substring(0, plus), "address", true),
                        plus < 0 ? 1 : positive(a.substring(plus + 1), "length"));
            }
            case "memory" -> {
                shape(args, 2, "memory ADDR LEN");
                yield new StopCondition.Write(number(args.get(0), "address", true), positive(args.get(1), "length"));
            }
            case "slot" -> {
                atLeast(args, 2, "slot PRING N");
                yield new StopCondition.Slot(joined(args, args.size() - 1), (int) index(args.get(args.size() - 1), "slot"));
            }
            case "pring" -> {
                atLeast(args, 1, "pring PRING");
                yield new StopCondition.PringWrite(joined(args, args.size()));
            }
            case "flip" -> {
                atLeast(args, 1, "flip PRING");
                yield new StopCondition.Flip(joined(args, args.size()));
            }
            case "descriptor" -> descriptor(args);
            case "doorbell" -> {
                if (args.size() != 1 && args.size() != 2) {
                    shape(args, 1, "doorbell QUEUE [N]");
                }
                yield new StopCondition.Doorbell(args.get(0), args.size() == 2 ? (int) index(args.get(1), "ordinal") : -1);
            }
            case "sem", "semaphore" -> register(StopCondition.Bank.SEMAPHORE, args, "sem NC INDEX");
            case "event" -> register(StopCondition.Bank.EVENT, args, "event NC INDEX");
            case "node" -> {
                shape(args, 1, "node NAME");
                yield new StopCondition.Node(args.get(0));
            }
            default -> throw new IllegalArgumentException("'" + w[0] + "' is not a stop condition; the forms are: "
                    + String.join(", ", FORMS));
        };
    }

    private static StopCondition descriptor(List<String> args) {
        String form = "descriptor VRING tx|rx N [authored|edited|packed|dumped|published|executed]";
        if (args.size() != 3 && args.size() != 4) {
            shape(args, 3, form);
        }
        String h = args.get(1);
        if (!h.equalsIgnoreCase("tx") && !h.equalsIgnoreCase("rx")) {
            throw new IllegalArgumentException("'" + h + "' is not a vring half (tx or rx), in '" + form + "'");
        }
        StopCondition.Phase phase = StopCondition.Phase.ANY;
        if (args.size() == 4) {
            String p = args.get(3).toLowerCase(Locale.ROOT);
            phase = Arrays.stream(StopCondition.Phase.values()).filter(x -> x != StopCondition.Phase.ANY
                    && x.word().equals(p)).findFirst().orElseThrow(() -> new IllegalArgumentException("'" + args.get(3)
                    + "' is not a descriptor phase (authored, edited, packed, dumped, published, executed)"));
        }
        return new StopCondition.Descriptor(args.get(0), Direction.valueOf(h.toUpperCase(Locale.ROOT)),
                (int) index(args.get(2), "descriptor index"), phase);
    }

    private static StopCondition register(StopCondition.Bank bank, List<String> args, String form) {
        shape(args, 2, form);
        return new StopCondition.Register(bank, (int) index(args.get(0), "NeuronCore"), (int) index(args.get(1), "index"));
    }

    private static String joined(List<String> args, int n) {
        return String.join(" ", args.subList(0, n));
    }

    private static void shape(List<String> args, int n, String form) {
        if (args.size() != n) {
            throw new IllegalArgumentException("expected '" + form + "', got '" + String.join(" ", args) + "' after it");
        }
    }

    private static void atLeast(List<String> args, int n, String form) {
        if (args.size() < n) {
            throw new IllegalArgumentException("expected '" + form + "', got '" + String.join(" ", args) + "' after it");
        }
    }

    /** A number: hex with {@code 0x}, else decimal ({@code _} may group digits); {@code hex} demands the 0x. */
    static long number(String s, String what, boolean hex) {
        String t = s.replace("_", "");
        boolean isHex = t.startsWith("0x") || t.startsWith("0X");
        if (hex && !isHex) {
            throw new IllegalArgumentException(what + " '" + s + "' is not a hex address (0x…)");
        }
        try {
            long v = isHex ? Long.parseUnsignedLong(t.substring(2), 16) : Long.parseLong(t);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " '" + s + "' is not a number");
        }
    }

    private static long positive(String s, String what) {
        long v = number(s, what, false);
        if (v < 1) {
            throw new IllegalArgumentException(what + " '" + s + "' is not at least 1");
        }
        return v;
    }

    private static long index(String s, String what) {
        long v = number(s, what, false);
        if (v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(what + " '" + s + "' is too large");
        }
        return v;
    }
}
