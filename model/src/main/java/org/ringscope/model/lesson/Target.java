package org.ringscope.model.lesson;

import java.util.Locale;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.util.Counts;

/**
 * Where a lesson step runs the session to: the next entry of a spine node, or a condition over the journal.
 * Written on a step's {@code target:} line:
 *
 * <pre>
 * node kbl_model_add               the next entry of a spine node
 * doorbell sg00:hw_exec_queue      the next doorbell (drtp_inc) on a queue, named subgraph:queue as the run names it
 * vring vring_pack_descs [VRING]   the next change to a vring (any, or the one named) made by that vring function
 * pages 1                          the first record after which some vring half holds at least N pages
 * arch sunda                       the session is a run on that arch (the cursor does not move)
 * end                              the last step of the run
 * </pre>
 */
public sealed interface Target {
    /** The target as the lesson file writes it, e.g. {@code node nrt_init}. */
    String text();

    record Node(String node) implements Target {
        @Override
        public String text() {
            return "node " + node;
        }
    }

    record Doorbell(String queue) implements Target {
        @Override
        public String text() {
            return "doorbell " + queue;
        }
    }

    /** @param vring the vring's name, or empty for any vring */
    record VringCall(String function, String vring) implements Target {
        @Override
        public String text() {
            return "vring " + function + (vring.isEmpty() ? "" : " " + vring);
        }
    }

    record Pages(int pages) implements Target {
        @Override
        public String text() {
            return "pages " + pages;
        }
    }

    record ArchIs(Arch arch) implements Target {
        @Override
        public String text() {
            return "arch " + arch.name().toLowerCase(Locale.ROOT);
        }
    }

    record End() implements Target {
        @Override
        public String text() {
            return "end";
        }
    }

    /** Parses a {@code target:} value; a {@link IllegalArgumentException} says what is wrong. */
    static Target parse(String text, Spine spine) {
        String[] w = text.trim().split("\\s+");
        String kind = w[0].toLowerCase(Locale.ROOT);
        switch (kind) {
            case "node" -> {
                arity(w, 2, "node NAME");
                if (spine.node(w[1]).isEmpty()) {
                    throw new IllegalArgumentException("'" + w[1] + "' is not a spine node (ringscope run --list-nodes)");
                }
                return new Node(w[1]);
            }
            case "doorbell" -> {
                arity(w, 2, "doorbell SUBGRAPH:QUEUE");
                if (!w[1].contains(":")) {
                    throw new IllegalArgumentException("a doorbell names its queue as subgraph:queue, e.g. sg00:hw_exec_queue, not "
                            + w[1]);
                }
                return new Doorbell(w[1]);
            }
            case "vring" -> {
                if (w.length != 2 && w.length != 3) {
                    arity(w, 2, "vring FUNCTION [VRING]");
                }
                if (!w[1].startsWith("vring_") && !w[1].startsWith("aws_") && !w[1].startsWith("al_")) {
                    throw new IllegalArgumentException("'" + w[1] + "' is not a vring function (vring_…)");
                }
                return new VringCall(w[1], w.length == 3 ? w[2] : "");
            }
            case "pages" -> {
                arity(w, 2, "pages N");
                int n = Counts.parse(w[1], "pages");
                if (n < 1 || n > 256) {
                    throw new IllegalArgumentException("a vring half holds 1 to 256 pages, not " + n);
                }
                return new Pages(n);
            }
            case "arch" -> {
                arity(w, 2, "arch sunda|cayman|mariana");
                try {
                    return new ArchIs(Arch.valueOf(w[1].toUpperCase(Locale.ROOT)));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("'" + w[1] + "' is not sunda, cayman or mariana");
                }
            }
            case "end" -> {
                arity(w, 1, "end");
                return new End();
            }
            default -> throw new IllegalArgumentException("'" + w[0]
                    + "' is not a target kind (node, doorbell, vring, pages, arch, end)");
        }
    }

    private static void arity(String[] w, int n, String form) {
        if (w.length != n) {
            throw new IllegalArgumentException("expected '" + form + "', got '" + String.join(" ", w) + "'");
        }
    }
}
