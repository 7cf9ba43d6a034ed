package org.ringscope.model.spine;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An edge of the spine: {@code caller → callee}, what crosses it, how sure the seed is and which path it is on.
 *
 * @param crosses    the artifact, handle or opcode that crosses the edge
 * @param note       e.g. the seed's GOTCHA/NOTE for the edge, or where the edge comes from; may be empty
 * @param callSite   the call site when the seed gives one ({@code call @95e75}, {@code call 3c890 (PLT)}); may be empty
 * @param sites      the distinct call instructions of the edge when the seed fixes more than one; the runtime names
 *                   the one it takes ({@link SpineTracer#enter(String, String)}); empty otherwise
 */
public record SpineEdge(String caller, String callee, Kind kind, String crosses, Confidence confidence, Path path,
                        String note, String callSite, List<CallSite> sites) {
    /** How the callee is reached. */
    public enum Kind {
        /** The caller calls the callee: the callee runs inside the caller's frame. */
        CALL,
        /**
         * The callee is the next step after the caller has returned, at the same depth: the seed's §8 BUILD
         * sequence (opset create → add_instruction → ll_create → load sequence → 0x107A emit), which is an order
         * of API calls, not a call graph (decision 0550).
         */
        SEQUENCE
    }

    /** Which runs take the edge. */
    public enum Path {
        /** A plain run takes it. */
        NORMAL,
        /** Only a mode takes it: multi-TPB, async, profiling, a sibling loader, an embedding-update pseudo-op. */
        VARIANT,
        /** Only a failure takes it: unwind and diagnostics. */
        ERROR
    }

    /** The seed's confidence tag. */
    public enum Confidence {
        /** Confirmed at the call site (OBSERVED) or by the references' HIGH rows. */
        HIGH,
        /** Inferred (the by-string dlsym hop, a worker elided by the seed, a row from a sibling reference). */
        MED
    }

    public SpineEdge {
        Objects.requireNonNull(caller, "caller");
        Objects.requireNonNull(callee, "callee");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(confidence, "confidence");
        Objects.requireNonNull(path, "path");
        crosses = crosses == null ? "" : crosses;
        note = note == null ? "" : note;
        callSite = callSite == null ? "" : callSite;
        sites = sites == null ? List.of() : List.copyOf(sites);
    }

    /** An edge with no call sites of its own. */
    public SpineEdge(String caller, String callee, Kind kind, String crosses, Confidence confidence, Path path,
            String note, String callSite) {
        this(caller, callee, kind, crosses, confidence, path, note, callSite, List.of());
    }

    /** The index of call site {@code address} in {@link #sites()}, or -1. */
    public int siteIndex(String address) {
        for (int i = 0; i < sites.size(); i++) {
            if (sites.get(i).address().equals(address)) {
                return i;
            }
        }
        return -1;
    }

    /** {@code caller->callee}: the edge's name in reports and JSON. */
    public String id() {
        return caller + "->" + callee;
    }

    @Override
    public String toString() {
        return id() + " (" + path.name().toLowerCase(Locale.ROOT)
                + (kind == Kind.SEQUENCE ? ", sequence" : "") + ")";
    }
}
