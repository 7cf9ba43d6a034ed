package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.VarAddress;
import org.ringscope.model.runtime.load.VarAddressing;

/**
 * The stage-time placement of one subgraph's variables in the emulated device ({@code kbl_model_add} →
 * {@code dmem_alloc}, then {@code mem_ref_to_addr}; docs/reference/load-path.md), the device-backed twin of
 * {@code runtime.load.VarLayout} (decision 0702):
 *
 * <ul>
 *   <li>{@code input} / {@code output}: template pointers, bound per execution to the model's tensors;</li>
 *   <li>{@code state-buffer}: the State Buffer of the subgraph's NeuronCore (partition 0, byte 0);</li>
 *   <li>{@code virtual}: inside one scratchpad allocation at {@code backing_variable_off};</li>
 *   <li>{@code file}: an HBM allocation filled from the NEFF member {@code file_name} (a {@code .npy}'s payload
 *       after its header) — {@code dmem_buf_copyin};</li>
 *   <li>{@code tmp-buf}, {@code pointer}, {@code dge-table} and any other type with a size: an HBM allocation.</li>
 * </ul>
 */
public final class VarPlacement implements VarAddressing {
    /** One placed variable: its address and, for HBM variables, the allocation. */
    public record Placed(Variable var, VarAddress address, Allocation allocation) {
    }

    private final Map<String, Placed> byName = new LinkedHashMap<>();

    private VarPlacement() {
    }

    /** Places every variable of {@code sg} staged on NeuronCore {@code nc}. */
    public static VarPlacement place(Device dev, NeffFile neff, Subgraph sg, int nc, String prefix)
            throws DeviceException, InputException {
        VarPlacement p = new VarPlacement();
        long scratch = 0;
        for (Variable v : sg.variables()) {
            if ("virtual".equals(v.type()) && v.backingVariableOff() >= 0) {
                scratch = Math.max(scratch, v.backingVariableOff() + Math.max(v.size(), 0));
            }
        }
        Allocation pad = scratch > 0 ? dev.alloc(prefix + "scratchpad", MemCategory.TENSOR, scratch, 4096) : null;
        List<Variable> vars = new ArrayList<>(sg.variables());
        vars.sort((a, b) -> Integer.compare(a.varId(), b.varId()));
        for (Variable v : vars) {
            if (VarAddressing.perExecution(v.type())) {
                p.put(v, VarAddress.perExecution(v.varId(), v.size()), null);
            } else if ("state-buffer".equals(v.type())) {
                p.put(v, VarAddress.placed(v.varId(), dev.addressMap().sbAddress(nc, 0, 0), v.size()), null);
            } else if ("virtual".equals(v.type()) && v.backingVariableOff() >= 0 && pad != null) {
                p.put(v, VarAddress.placed(v.varId(), pad.address() + v.backingVariableOff(), v.size()), null);
            } else {
                long bytes = switch (v.type()) {
                    case "pointer" -> Math.max(v.size(), 8);
                    case "dge-table" -> Math.max(v.size(), 8L * v.list().size());
                    default -> v.size();
                };
                if (bytes <= 0) {
                    continue;
                }
                Allocation a = dev.alloc(prefix + v.name(), MemCategory.TENSOR, bytes,
                        v.alignment() > 0 ? v.alignment() : 64);
                p.put(v, VarAddress.placed(v.varId(), a.address(), bytes), a);
                if ("file".equals(v.type())) {
                    fill(dev, neff, sg, v, a);
                }
            }
        }
        return p;
    }

    private static void fill(Device dev, NeffFile neff, Subgraph sg, Variable v, Allocation a)
            throws DeviceException, InputException {
        String def = sg.definition();
        String dir = def.contains("/") ? def.substring(0, def.lastIndexOf('/') + 1) : "";
        String member = neff.members().contains(dir + v.fileName()) ? dir + v.fileName() : v.fileName();
        byte[] b = neff.members().get(member).orElseThrow(() -> new InputException(neff.source(), -1,
                def + ": var." + v.name() + ".file_name", "names '" + v.fileName() + "', which is not in the NEFF"));
        int at = npyHeaderLength(b);
        int n = (int) Math.min(b.length - at, a.size());
        if (n > 0) {
            dev.write(a.address(), b, at, n);
        }
    }

    /** The bytes before a {@code .npy} array's data (magic, version, header), or 0 for other files. */
    static int npyHeaderLength(byte[] b) {
        if (b.length < 10 || (b[0] & 0xFF) != 0x93 || b[1] != 'N' || b[2] != 'U' || b[3] != 'M' || b[4] != 'P'
                || b[5] != 'Y') {
            return 0;
        }
        if (b[6] == 1) {
            return 10 + ((b[8] & 0xFF) | (b[9] & 0xFF) << 8);
        }
        return b.length < 12 ? 0 : 12 + ((b[8] & 0xFF) | (b[9] & 0xFF) << 8 | (b[10] & 0xFF) << 16);
    }

    private void put(Variable v, VarAddress a, Allocation al) {
        byName.put(v.name(), new Placed(v, a, al));
    }

    @Override
    public VarAddress address(Variable var) {
        Placed p = byName.get(var.name());
        return p == null ? null : p.address();
    }

    /** The placed variable {@code name}, or {@code null}. */
    public Placed get(String name) {
        return byName.get(name);
    }

    /** Every placed variable, in var_id order. */
    public Map<String, Placed> all() {
        return Collections.unmodifiableMap(byName);
    }
}
