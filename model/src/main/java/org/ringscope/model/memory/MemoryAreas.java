package org.ringscope.model.memory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.Region;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.runtime.load.DmaDtype;
import org.ringscope.model.session.EmulationSession;

/**
 * The areas of a run's device memory, in list order: the NEFF's variables where the run placed them (inputs and
 * outputs at their tensors, the State Buffer of each subgraph's NeuronCore, files, scratch, tables), the runtime's
 * other allocations in HBM (rings, markers) at the cursor, then the regions — the allocated span of HBM, the State
 * Buffer, DMEM, semaphores and events of each NeuronCore the run used. A variable's element type is the one the NEFF's
 * access patterns name for it most often ({@code from_dtype} / {@code to_dtype}; {@code uint8} when none does).
 */
public final class MemoryAreas {
    /** Bytes of a State Buffer partition the engines address: 224 KiB of its 256 KiB. */
    public static final long SB_ACTIVE = 224L << 10;
    /** Bytes of a State Buffer partition. */
    public static final long SB_PARTITION = 1L << DeviceAddressMap.SB_PARTITION_SHIFT;

    private MemoryAreas() {
    }

    /** The areas of {@code s}'s run (after {@link EmulationSession#run()}); call on the journal's thread. */
    public static List<MemoryArea> of(EmulationSession s) {
        RunResult r = s.result();
        Device dev = s.device();
        DeviceAddressMap map = dev.addressMap();
        Map<String, Dtype> dtypes = dtypes(s);
        Map<String, MemoryArea> vars = new LinkedHashMap<>();
        List<Integer> ncs = new ArrayList<>();
        ncs.add(0);
        for (RunResult.Var v : r == null ? List.<RunResult.Var>of() : r.variables()) {
            AreaKind kind = AreaKind.ofVariable(v.type());
            Region region = kind == AreaKind.STATE_BUFFER ? Region.STATE_BUFFER : Region.HBM;
            long size = kind == AreaKind.STATE_BUFFER ? DeviceAddressMap.SB_PER_NC : v.size();
            if (size <= 0 || v.address() < 0) {
                continue;
            }
            int nc = kind == AreaKind.STATE_BUFFER ? (int) ((v.address() - map.base(Region.STATE_BUFFER))
                    / DeviceAddressMap.SB_PER_NC) : -1;
            if (nc >= 0 && !ncs.contains(nc)) {
                ncs.add(nc);
            }
            String key = v.name() + "@" + v.address();
            MemoryArea was = vars.get(key);
            String name = (was == null ? v.subgraph() : was.name().substring(0, was.name().indexOf(':')) + ","
                    + v.subgraph()) + ":" + v.name();
            Dtype dt = dtypes.getOrDefault(v.subgraph() + ":" + v.name(), Dtype.UINT8);
            vars.put(key, new MemoryArea(name, kind, region, v.address(), size, dt, nc, v.type()
                    + (nc >= 0 ? " · nc" + nc : "")));
        }
        List<MemoryArea> out = new ArrayList<>(vars.values());
        Set<Long> named = new HashSet<>();
        out.forEach(a -> named.add(a.address()));
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (Allocation a : dev.allocator(Region.HBM).allocations()) {
            lo = Math.min(lo, a.address());
            hi = Math.max(hi, a.end());
            if (a.size() > 0 && !named.contains(a.address())) {
                out.add(new MemoryArea(a.name(), AreaKind.ALLOCATION, Region.HBM, a.address(), a.size(), Dtype.UINT8,
                        -1, a.category().name().toLowerCase(Locale.ROOT)));
            }
        }
        for (MemoryArea v : vars.values()) {
            if (v.region() == Region.HBM) {
                lo = Math.min(lo, v.address());
                hi = Math.max(hi, v.end());
            }
        }
        if (lo < hi) {
            out.add(new MemoryArea("HBM", AreaKind.REGION, Region.HBM, lo, hi - lo, Dtype.UINT8, -1,
                    "the allocated span"));
        }
        ncs.sort(null);
        for (int nc : ncs) {
            out.add(new MemoryArea("SB nc" + nc, AreaKind.REGION, Region.STATE_BUFFER, map.sbAddress(nc, 0, 0),
                    DeviceAddressMap.SB_PER_NC, Dtype.UINT8, nc, "128 partitions × 256 KiB, 224 KiB active"));
        }
        for (int nc : ncs) {
            out.add(new MemoryArea("DMEM nc" + nc, AreaKind.REGION, Region.DMEM, map.base(Region.DMEM)
                    + nc * DeviceAddressMap.DMEM_PER_NC, DeviceAddressMap.DMEM_PER_NC, Dtype.UINT8, nc, "GPSIMD local"));
        }
        for (int nc : ncs) {
            out.add(new MemoryArea("semaphores nc" + nc, AreaKind.SEMAPHORES, Region.SEMAPHORE_READ,
                    map.syncView(Region.SEMAPHORE_READ, nc), 4L * DeviceAddressMap.SYNC_INDICES, Dtype.INT32, nc,
                    "read view, 4 bytes an index"));
            out.add(new MemoryArea("events nc" + nc, AreaKind.EVENTS, Region.EVENT, map.syncView(Region.EVENT, nc),
                    4L * DeviceAddressMap.SYNC_INDICES, Dtype.INT32, nc, "event view, bit 0"));
        }
        return List.copyOf(out);
    }

    /** The element type of each variable ({@code sg00:x}) by the access patterns that name it. */
    static Map<String, Dtype> dtypes(EmulationSession s) {
        Map<String, Map<Dtype, Integer>> votes = new HashMap<>();
        for (Subgraph g : s.manifest().subgraphs()) {
            for (EngineProgram p : g.engines()) {
                for (DmaEntry e : p.dma()) {
                    for (DmaDesc d : e.descs()) {
                        vote(votes, g.name(), d.from());
                        vote(votes, g.name(), d.to());
                    }
                }
            }
        }
        Map<String, Dtype> out = new HashMap<>();
        votes.forEach((k, v) -> out.put(k, v.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow()
                .getKey()));
        return out;
    }

    private static void vote(Map<String, Map<Dtype, Integer>> votes, String sg, AccessPattern p) {
        if (p == null || p.var().isEmpty() || p.dtype().isEmpty()) {
            return;
        }
        DmaDtype d = DmaDtype.of(p.dtype());
        if (d != null && d.dtype() != null) {
            votes.computeIfAbsent(sg + ":" + p.var(), k -> new LinkedHashMap<>()).merge(d.dtype(), 1, Integer::sum);
        }
    }
}
