package org.ringscope.model.lesson;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.ringscope.model.spine.Spine;

/**
 * What a step asks the student to look at: a view (by its kind, as the workbench and {@code gui --view} name it)
 * and optionally a selection in it, written on a step's {@code look:} line as {@code VIEW [KIND ARGS…]}:
 *
 * <pre>
 * look: spine node kbl_model_add
 * look: vring descriptor qSPIO0_1 tx 0
 * look: pring doorbell sg00:hw_exec_queue 0
 * look: relocations lib rs_split.so
 * </pre>
 *
 * Selection kinds: {@code node NAME}, {@code vring NAME}, {@code half VRING tx|rx}, {@code page VRING tx|rx N},
 * {@code descriptor VRING tx|rx N [FIELD]} (the field the inspector opens on, as it names them: {@code len_ctrl},
 * {@code meta_ctrl}, {@code LENGTH}, {@code DMB}, …), {@code packet VRING tx|rx FIRST COUNT}, {@code pring NAME},
 * {@code slot PRING N}, {@code doorbell QUEUE N}, {@code lib NAME}, {@code patch LIB PHDR N}, {@code instruction
 * MEMBER SLOT} (a slot of an instruction stream of the lesson's NEFF). The workbench turns
 * them into its typed locations; the model only checks their shape.
 *
 * @param view      the view's kind
 * @param selection the selection kind, or empty for none
 * @param args      the selection's arguments
 */
public record Look(String view, String selection, List<String> args) {
    /** The views a lesson may name (the workbench checks each is one of its views). */
    public static final Set<String> VIEWS = Set.of("spine", "vring", "packets", "pring", "problems", "properties",
            "descriptor", "neff", "relocations", "explain", "patches");

    public Look {
        args = List.copyOf(args);
    }

    /** Whether a selection comes with the view. */
    public boolean selects() {
        return !selection.isEmpty();
    }

    /** The descriptor field a {@code descriptor} selection asks about (its optional fourth argument), if any. */
    public java.util.Optional<String> field() {
        return selection.equals("descriptor") && args.size() == 4 ? java.util.Optional.of(args.get(3))
                : java.util.Optional.empty();
    }

    /** {@code vring descriptor qSPIO0_1 tx 0}. */
    public String text() {
        return selects() ? view + " " + selection + " " + String.join(" ", args) : view;
    }

    static Look parse(String text, Spine spine) {
        String[] w = text.trim().split("\\s+");
        String view = w[0].toLowerCase(Locale.ROOT);
        if (!VIEWS.contains(view)) {
            throw new IllegalArgumentException("'" + w[0] + "' is not a view (" + String.join(", ", VIEWS.stream().sorted()
                    .toList()) + ")");
        }
        if (w.length == 1) {
            return new Look(view, "", List.of());
        }
        String kind = w[1].toLowerCase(Locale.ROOT);
        List<String> args = List.of(w).subList(2, w.length);
        switch (kind) {
            case "node" -> {
                shape(args, 1, "node NAME");
                if (spine.node(args.get(0)).isEmpty()) {
                    throw new IllegalArgumentException("'" + args.get(0) + "' is not a spine node");
                }
            }
            case "vring", "pring", "lib" -> shape(args, 1, kind + " NAME");
            case "half" -> {
                shape(args, 2, "half VRING tx|rx");
                half(args.get(1));
            }
            case "page", "descriptor" -> {
                boolean field = kind.equals("descriptor") && args.size() == 4;
                shape(field ? args.subList(0, 3) : args, 3, kind.equals("page") ? "page VRING tx|rx N"
                        : "descriptor VRING tx|rx N [FIELD]");
                half(args.get(1));
                Target.number(args.get(2), kind);
            }
            case "packet" -> {
                shape(args, 4, "packet VRING tx|rx FIRST COUNT");
                half(args.get(1));
                Target.number(args.get(2), "first");
                Target.number(args.get(3), "count");
            }
            case "slot" -> {
                shape(args, 2, "slot PRING N");
                Target.number(args.get(1), "slot");
            }
            case "doorbell" -> {
                shape(args, 2, "doorbell QUEUE N");
                Target.number(args.get(1), "ordinal");
            }
            case "instruction" -> {
                shape(args, 2, "instruction MEMBER SLOT");
                Target.number(args.get(1), "slot");
            }
            case "patch" -> {
                shape(args, 3, "patch LIB PHDR N");
                Target.number(args.get(1), "phdr");
                Target.number(args.get(2), "patch");
            }
            default -> throw new IllegalArgumentException("'" + w[1] + "' is not a selection kind (node, vring, half, page, "
                    + "descriptor, packet, pring, slot, doorbell, lib, patch, instruction)");
        }
        return new Look(view, kind, args);
    }

    private static void shape(List<String> args, int n, String form) {
        if (args.size() != n) {
            throw new IllegalArgumentException("expected '" + form + "', got '" + String.join(" ", args) + "'");
        }
    }

    private static void half(String s) {
        if (!s.equalsIgnoreCase("tx") && !s.equalsIgnoreCase("rx")) {
            throw new IllegalArgumentException("a vring half is tx or rx, not " + s);
        }
    }
}
