package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;

/**
 * RingScope's reference placement of a subgraph's variables (decision 0551), a stand-in for the runtime's
 * stage-time allocation ({@code kbl_model_add} → dmem_alloc, then {@code mem_ref_to_addr}):
 *
 * <ul>
 *   <li>{@code input}, {@code output}: bound per execution — template pointers;</li>
 *   <li>{@code state-buffer}: at {@link Bases#stateBuffer()}, offsets unbounded (the var has no size);</li>
 *   <li>{@code virtual}: inside the shared scratchpad "allocated by Runtime" at {@code backing_variable_off}
 *       (work-with-neff-files.rst); the scratchpad is the first HBM allocation, as large as the furthest
 *       {@code backing_variable_off + size};</li>
 *   <li>{@code file}, {@code tmp-buf}, {@code pointer} (8 bytes), {@code dge-table} (8 bytes per listed
 *       var_id), and any other type with a size: bump-allocated in HBM from {@link Bases#hbm()}, aligned to
 *       the var's {@code alignment} or {@value #DEFAULT_ALIGNMENT} bytes, in var_id order.</li>
 * </ul>
 * A var with neither a size nor a rule is not staged ({@link #address} returns {@code null}).
 */
public final class VarLayout implements VarAddressing {
    /** Alignment of an HBM allocation whose var names none. */
    public static final long DEFAULT_ALIGNMENT = 64;
    /** Alignment of the scratchpad. */
    public static final long SCRATCHPAD_ALIGNMENT = 4096;

    /** Base addresses of the emulated memories the placement uses. */
    public record Bases(long hbm, long stateBuffer) {
        /** HBM at 4 GiB; the state buffer at the emulated SB AXI window of TPB 0 (decision 0105). */
        public static final Bases DEFAULT = new Bases(0x1_0000_0000L, 0x10_0000_0000L);
    }

    /** One placed (or per-execution) variable; {@code bytes} is what an allocation must hold (0 if none). */
    public record Placement(Variable var, VarAddress address, long bytes) {
    }

    private final Map<String, VarAddress> byName = new HashMap<>();
    private final List<Placement> placements = new ArrayList<>();
    private final long scratchpadBase;
    private final long scratchpadSize;
    private final long hbmEnd;

    private VarLayout(Subgraph sg, Bases bases) {
        long scratch = 0;
        for (Variable v : sg.variables()) {
            if ("virtual".equals(v.type()) && v.backingVariableOff() >= 0) {
                scratch = Math.max(scratch, v.backingVariableOff() + Math.max(v.size(), 0));
            }
        }
        long cursor = bases.hbm();
        scratchpadBase = align(cursor, SCRATCHPAD_ALIGNMENT);
        scratchpadSize = scratch;
        cursor = scratchpadBase + scratch;
        List<Variable> vars = new ArrayList<>(sg.variables());
        vars.sort((a, b) -> Integer.compare(a.varId(), b.varId()));
        for (Variable v : vars) {
            VarAddress a;
            long bytes = 0;
            if (VarAddressing.perExecution(v.type())) {
                a = VarAddress.perExecution(v.varId(), v.size());
            } else if ("state-buffer".equals(v.type())) {
                a = VarAddress.placed(v.varId(), bases.stateBuffer(), v.size());
            } else if ("virtual".equals(v.type()) && v.backingVariableOff() >= 0) {
                a = VarAddress.placed(v.varId(), scratchpadBase + v.backingVariableOff(), v.size());
            } else {
                bytes = hbmBytes(v);
                if (bytes < 0) {
                    continue;
                }
                long at = align(cursor, v.alignment() > 0 ? v.alignment() : DEFAULT_ALIGNMENT);
                a = VarAddress.placed(v.varId(), at, bytes);
                cursor = at + bytes;
            }
            byName.put(v.name(), a);
            placements.add(new Placement(v, a, bytes));
        }
        hbmEnd = cursor;
    }

    private static long hbmBytes(Variable v) {
        return switch (v.type()) {
            case "pointer" -> Math.max(v.size(), 8);
            case "dge-table" -> Math.max(v.size(), 8L * v.list().size());
            default -> v.size();
        };
    }

    private static long align(long a, long alignment) {
        long r = a % alignment;
        return r == 0 ? a : a + alignment - r;
    }

    /** Places every variable of {@code sg} from {@code bases}. */
    public static VarLayout place(Subgraph sg, Bases bases) {
        return new VarLayout(sg, bases);
    }

    /** Places from {@link Bases#DEFAULT}. */
    public static VarLayout place(Subgraph sg) {
        return place(sg, Bases.DEFAULT);
    }

    @Override
    public VarAddress address(Variable var) {
        return byName.get(var.name());
    }

    /** Every staged or per-execution variable, in var_id order. */
    public List<Placement> placements() {
        return Collections.unmodifiableList(placements);
    }

    public long scratchpadBase() {
        return scratchpadBase;
    }

    public long scratchpadSize() {
        return scratchpadSize;
    }

    /** The first HBM address past every allocation. */
    public long hbmEnd() {
        return hbmEnd;
    }
}
