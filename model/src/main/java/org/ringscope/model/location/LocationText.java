package org.ringscope.model.location;

import java.util.List;
import java.util.Locale;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.util.Counts;

/** The reader of {@link Location}'s text form: one grammar for lessons, the workbench and the CLI. */
final class LocationText {
    /** The kinds, in the order the error message lists them. */
    static final List<String> KINDS = List.of("node", "vring", "half", "page", "descriptor", "packet", "pring", "slot",
            "doorbell", "lib", "segment", "patch", "neff", "member", "instruction", "entry", "memory");

    private LocationText() {
    }

    static Location parse(String kindWord, List<String> args) {
        String kind = kindWord.toLowerCase(Locale.ROOT);
        return switch (kind) {
            case "node" -> new Location.SpineNode(one(args, "node NAME"));
            case "vring" -> new Location.Vring(one(args, "vring NAME"));
            case "pring" -> new Location.Pring(one(args, "pring NAME"));
            case "lib" -> new Location.UcodeLib(one(args, "lib NAME"));
            case "neff" -> new Location.Neff(one(args, "neff NAME"));
            case "half" -> {
                shape(args, 2, "half VRING tx|rx");
                yield half(args);
            }
            case "page" -> {
                shape(args, 3, "page VRING tx|rx N");
                yield new Location.Page(half(args), Counts.parse(args.get(2), kind));
            }
            case "descriptor" -> {
                shape(args, 3, "descriptor VRING tx|rx N");
                yield Location.Descriptor.of(half(args), Counts.parse(args.get(2), kind));
            }
            case "packet" -> {
                shape(args, 4, "packet VRING tx|rx FIRST COUNT");
                yield new Location.Packet(half(args), Counts.parse(args.get(2), "first"),
                        Counts.parse(args.get(3), "count"));
            }
            case "slot" -> {
                shape(args, 2, "slot PRING N");
                yield new Location.PringSlot(new Location.Pring(args.get(0)), Counts.parse(args.get(1), "slot"));
            }
            case "doorbell" -> {
                shape(args, 2, "doorbell QUEUE N");
                yield new Location.Doorbell(args.get(0), Counts.parse(args.get(1), "ordinal"));
            }
            case "segment" -> {
                shape(args, 2, "segment LIB PHDR");
                yield new Location.Segment(new Location.UcodeLib(args.get(0)), Counts.parse(args.get(1), "phdr"));
            }
            case "patch" -> {
                shape(args, 3, "patch LIB PHDR N");
                yield new Location.Patch(new Location.UcodeLib(args.get(0)), Counts.parse(args.get(1), "phdr"),
                        Counts.parse(args.get(2), "patch"));
            }
            case "member" -> {
                shape(args, 2, "member NEFF PATH");
                yield new Location.NeffMember(new Location.Neff(args.get(0)), args.get(1));
            }
            case "instruction" -> {
                shape(args, 3, "instruction NEFF PATH SLOT");
                yield new Location.Instruction(new Location.NeffMember(new Location.Neff(args.get(0)), args.get(1)),
                        Counts.parse(args.get(2), "slot"));
            }
            case "entry" -> {
                shape(args, 3, "entry NEFF PATH N");
                yield new Location.DmaEntry(new Location.NeffMember(new Location.Neff(args.get(0)), args.get(1)),
                        Counts.parse(args.get(2), "entry"));
            }
            case "memory" -> {
                shape(args, 2, "memory ADDRESS LENGTH");
                yield new Location.Memory(address(args.get(0)), Counts.parse(args.get(1), "length"));
            }
            default -> throw new IllegalArgumentException("'" + kindWord + "' is not a selection kind ("
                    + String.join(", ", KINDS) + ")");
        };
    }

    /** {@code tx} / {@code rx}, as the text form writes a half. */
    static String half(Direction d) {
        return d.name().toLowerCase(Locale.ROOT);
    }

    private static Location.Half half(List<String> args) {
        String s = args.get(1);
        if (!s.equalsIgnoreCase("tx") && !s.equalsIgnoreCase("rx")) {
            throw new IllegalArgumentException("a vring half is tx or rx, not " + s);
        }
        return Location.Half.of(args.get(0), Direction.valueOf(s.toUpperCase(Locale.ROOT)));
    }

    private static String one(List<String> args, String form) {
        shape(args, 1, form);
        return args.get(0);
    }

    private static void shape(List<String> args, int n, String form) {
        if (args.size() != n) {
            throw new IllegalArgumentException("expected '" + form + "', got '" + String.join(" ", args) + "'");
        }
    }

    /** A device address: hex with {@code 0x}, else decimal; {@code _} may group its digits. */
    static long address(String s) {
        String t = s.replace("_", "");
        try {
            return t.startsWith("0x") || t.startsWith("0X") ? Long.parseUnsignedLong(t.substring(2), 16) : Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("address: '" + s + "' is not a number");
        }
    }
}
