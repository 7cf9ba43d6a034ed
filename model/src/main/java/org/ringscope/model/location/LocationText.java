package org.ringscope.model.location;

import java.util.List;
import java.util.Locale;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.util.Counts;

/**
 * The reader of {@link Location}'s text form: one grammar for lessons, the workbench, the CLI and stop conditions.
 * A keyword ({@link LocationKind}, any case) and its words; numbers are ASCII decimal, grouped by {@code ,} or
 * {@code _} ({@link Counts}), an address hex after {@code 0x} or decimal. A pring's name may hold a space (a later
 * ring of the same name is {@code … #2}): {@code pring} takes all its words as the name, {@code slot} all but the
 * last.
 */
final class LocationText {
    private LocationText() {
    }

    static Location parse(String kindWord, List<String> args) {
        LocationKind kind = LocationKind.of(kindWord).orElseThrow(() -> new IllegalArgumentException("'" + kindWord
                + "' is not a selection kind (" + LocationKind.words() + ")"));
        if (kind == LocationKind.PRING || kind == LocationKind.SLOT) {
            if (args.size() < kind.arity()) {
                throw shape(kind, args);
            }
        } else if (args.size() != kind.arity()) {
            throw shape(kind, args);
        }
        return switch (kind) {
            case NODE -> new SpineNode(args.get(0));
            case VRING -> new Vring(args.get(0));
            case HALF -> half(args);
            case PAGE -> new Page(half(args), Counts.parse(args.get(2), "page"));
            case DESCRIPTOR -> Descriptor.of(half(args), Counts.parse(args.get(2), "descriptor"));
            case PACKET -> new Packet(half(args), Counts.parse(args.get(2), "first"),
                    Counts.parse(args.get(3), "count", 1, Integer.MAX_VALUE));
            case PRING -> new Pring(String.join(" ", args));
            case SLOT -> new PringSlot(new Pring(String.join(" ", args.subList(0, args.size() - 1))),
                    Counts.parse(args.get(args.size() - 1), "slot"));
            case QUEUE -> new Queue(args.get(0));
            case DOORBELL -> new Doorbell(args.get(0), Counts.parse(args.get(1), "ordinal"));
            case SEMAPHORE -> new Semaphore(Counts.parse(args.get(0), "NeuronCore"),
                    Counts.parse(args.get(1), "index"));
            case EVENT -> new Event(Counts.parse(args.get(0), "NeuronCore"), Counts.parse(args.get(1), "index"));
            case LIB -> new UcodeLib(args.get(0));
            case SEGMENT -> new Segment(new UcodeLib(args.get(0)), Counts.parse(args.get(1), "phdr"));
            case PATCH -> new Patch(new UcodeLib(args.get(0)),
                    Counts.parse(args.get(1), "phdr", -1, Integer.MAX_VALUE), Counts.parse(args.get(2), "patch"));
            case NEFF -> new Neff(args.get(0));
            case MEMBER -> member(args);
            case INSTRUCTION -> new Instruction(member(args), Counts.parse(args.get(2), "slot"));
            case ENTRY -> new DmaEntry(member(args), Counts.parse(args.get(2), "entry"));
            case MEMORY -> new Memory(address(args.get(0)), length(args.get(1)));
        };
    }

    /** {@code tx} / {@code rx}, as the text form writes a half. */
    static String half(Direction d) {
        return d.name().toLowerCase(Locale.ROOT);
    }

    /** The half a form's first two words name: a vring and {@code tx} or {@code rx} (any case). */
    static Half half(List<String> args) {
        String s = args.get(1);
        if (!s.equalsIgnoreCase("tx") && !s.equalsIgnoreCase("rx")) {
            throw new IllegalArgumentException("a vring half is tx or rx, not " + s);
        }
        return Half.of(args.get(0), Direction.valueOf(s.toUpperCase(Locale.ROOT)));
    }

    private static NeffMember member(List<String> args) {
        return new NeffMember(new Neff(args.get(0)), args.get(1));
    }

    private static IllegalArgumentException shape(LocationKind kind, List<String> args) {
        return new IllegalArgumentException("expected '" + kind.form() + "', got '" + kind.word() + " "
                + String.join(" ", args) + "'");
    }

    /** A device address: hex with {@code 0x}, else decimal; {@code _} may group its digits. */
    static long address(String s) {
        return Counts.parseLong(s, "address", 0, Long.MAX_VALUE, true);
    }

    /** A length of device memory, at least one byte: decimal, or hex with {@code 0x}. */
    static long length(String s) {
        return Counts.parseLong(s, "length", 1, Long.MAX_VALUE, true);
    }
}
