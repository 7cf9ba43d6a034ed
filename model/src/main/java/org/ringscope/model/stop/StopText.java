package org.ringscope.model.stop;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.LocationKind;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.Queue;
import org.ringscope.model.util.Counts;

/**
 * The reader of {@link StopCondition}'s text form (docs/stop-conditions.md): a {@link Location}'s text form, read by
 * the location grammar, followed by a phase word where the place has phases ({@code descriptor … executed},
 * {@code pring … flip}); and the forms written before stops were locations, which read as the same conditions:
 * {@code write ADDR[+LEN]} (a memory range), {@code doorbell QUEUE} (a queue; {@code doorbell} alone: any queue),
 * {@code flip PRING}.
 */
final class StopText {
    /** The kinds of place a run can stop at. */
    static final List<LocationKind> KINDS = List.of(LocationKind.MEMORY, LocationKind.SLOT, LocationKind.PRING,
            LocationKind.DESCRIPTOR, LocationKind.QUEUE, LocationKind.DOORBELL, LocationKind.SEMAPHORE,
            LocationKind.EVENT, LocationKind.NODE);
    private static final String WRITE_WORD = "write";
    private static final String WRITE = WRITE_WORD + " ADDR[+LEN]";
    private static final String DOORBELL = LocationKind.DOORBELL.word() + " [QUEUE|*] [N]";
    private static final String FLIP = StopCondition.Phase.FLIP.word() + " PRING";
    private static final String PHASES = Arrays.stream(StopCondition.Phase.values())
            .filter(StopCondition.Phase.OF_DESCRIPTOR::contains).map(StopCondition.Phase::word)
            .collect(Collectors.joining("|"));
    /** Every form, as the error messages list them. */
    static final List<String> FORMS = forms();

    private StopText() {
    }

    private static List<String> forms() {
        List<String> f = new ArrayList<>(List.of(WRITE));
        for (LocationKind k : KINDS) {
            f.add(switch (k) {
                case DESCRIPTOR -> k.form() + " [" + PHASES + "]";
                case PRING -> k.form() + " [flip]";
                case QUEUE -> "queue QUEUE|*";
                case DOORBELL -> DOORBELL;
                default -> k.form();
            });
        }
        f.add(FLIP);
        return List.copyOf(f);
    }

    static StopCondition parse(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("an empty stop condition; the forms are: " + String.join(", ", FORMS));
        }
        String[] w = t.split("\\s+");
        String key = w[0].toLowerCase(Locale.ROOT);
        List<String> args = Arrays.asList(w).subList(1, w.length);
        // the older forms: write ADDR[+LEN], flip PRING, and doorbell with no queue or no ordinal
        if (key.equals(WRITE_WORD)) {
            return StopCondition.of(write(args));
        }
        if (key.equals(StopCondition.Phase.FLIP.word())) {
            if (args.isEmpty()) {
                throw shape(FLIP, args);
            }
            return new StopCondition(new Pring(String.join(" ", args)), StopCondition.Phase.FLIP);
        }
        if (key.equals(LocationKind.DOORBELL.word())) {
            if (args.size() > 2) {
                throw shape(DOORBELL, args);
            }
            if (args.size() <= 1) { // a bare doorbell: the next (or last) one on any queue
                return StopCondition.of(args.isEmpty() ? Queue.ANY : new Queue(args.get(0)));
            }
        }
        LocationKind kind = LocationKind.of(key).filter(KINDS::contains).orElseThrow(() -> new IllegalArgumentException(
                "'" + w[0] + "' is not a stop condition; the forms are: " + String.join(", ", FORMS)));
        StopCondition.Phase phase = StopCondition.Phase.ANY;
        if (kind == LocationKind.DESCRIPTOR && args.size() == 4) {
            phase = descriptorPhase(args.get(3));
            args = args.subList(0, 3);
        } else if (kind == LocationKind.PRING && args.size() > 1 && args.get(args.size() - 1).equalsIgnoreCase(StopCondition.Phase.FLIP.word())) {
            phase = StopCondition.Phase.FLIP;
            args = args.subList(0, args.size() - 1);
        }
        return new StopCondition(Location.parse(key, args), phase);
    }

    private static StopCondition.Phase descriptorPhase(String word) {
        String p = word.toLowerCase(Locale.ROOT);
        return StopCondition.Phase.OF_DESCRIPTOR.stream().filter(x -> x.word().equals(p)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + word + "' is not a descriptor phase ("
                        + PHASES.replace("|", ", ") + ")"));
    }

    /** {@code write ADDR[+LEN]}: a memory range from a hex address, one byte unless a length follows. */
    private static Memory write(List<String> args) {
        if (args.size() != 1) {
            throw shape(WRITE, args);
        }
        String a = args.get(0);
        int plus = a.indexOf('+');
        String addr = plus < 0 ? a : a.substring(0, plus);
        if (!addr.startsWith("0x") && !addr.startsWith("0X")) {
            throw new IllegalArgumentException("address '" + addr + "' is not a hex address (0x…)");
        }
        long address = Counts.parseLong(addr, "address", 0, Long.MAX_VALUE, true);
        long length = plus < 0 ? 1 : Counts.parseLong(a.substring(plus + 1), "length", 1, Long.MAX_VALUE, true);
        return new Memory(address, length);
    }

    private static IllegalArgumentException shape(String form, List<String> args) {
        return new IllegalArgumentException("expected '" + form + "', got '" + String.join(" ", args) + "' after it");
    }
}
