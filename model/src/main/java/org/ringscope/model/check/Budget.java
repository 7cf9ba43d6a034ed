package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.ringscope.model.lint.Severity;

/**
 * The HBM the load takes, pool by pool, in the order the runtime allocates it (decision 1054): per core the
 * microcode, then per subgraph its staged variables, the shared scratchpad in 512 MB pages, the spill rings
 * ({@code drs_create_data_refill_rings}), the IO rings ({@code io_create_queues}), the instruction images, the fetch
 * and exec-queue rings and the exec request buffers. Every chunk is rounded up to the driver's page; each pool is a
 * channel less the firmware carve-out, split from driver 2.19.64.0 into a small pool for chunks up to 512 KiB and a
 * main pool, each falling back to the other. The first chunk that fits neither is the runtime's out-of-memory error.
 */
final class Budget {
    /** {@code device_exec_request_t} buffer and mailbox, as the emulated runtime allocates them (decision 0705). */
    static final long REQUEST_BUFFER = 0x38;
    static final long REQUEST_MAILBOX = 0x34;

    private final Eval e;
    private final Map<Integer, PoolState> pools = new TreeMap<>();
    private final Map<RingCategory, Long> ringBytes = new EnumMap<>(RingCategory.class);
    private final List<CheckReport.RingFigure> figures = new ArrayList<>();
    private final long carveOut;
    private final long smallCap;
    private final long smallMax;

    /** One allocation of the load. */
    private record Chunk(PlannedSubgraph sg, MemoryUse use, long bytes, String what, PlannedQueue queue, boolean tx) {
    }

    /** The first chunk a pool could not supply, and the lines printed then. */
    private record Failure(Chunk chunk, List<String> dmesg, List<String> log, boolean verified) {
    }

    private final class PoolState {
        final int channel;
        final TreeSet<Integer> cores = new TreeSet<>();
        final Map<MemoryUse, Long> byUse = new EnumMap<>(MemoryUse.class);
        final Map<RingCategory, Long> byRing = new EnumMap<>(RingCategory.class);
        Failure failure;
        long mainUsed;
        long smallUsed;
        long overflow;

        PoolState(int channel) {
            this.channel = channel;
        }

        long total() {
            return e.profile.instance().channelBytes();
        }

        long mainCap() {
            return total() - carveOut - smallCap;
        }

        long used() {
            return mainUsed + smallUsed;
        }

        /** Takes {@code n} bytes: small pool first for small chunks, then the other; false when neither has room. */
        boolean take(long n) {
            boolean small = smallCap > 0 && n <= smallMax;
            long[] order = small ? new long[] {smallCap - smallUsed, mainCap() - mainUsed}
                    : new long[] {mainCap() - mainUsed, smallCap - smallUsed};
            for (int k = 0; k < 2; k++) {
                if (n <= order[k]) {
                    if (small == (k == 0)) {
                        smallUsed += n;
                    } else {
                        mainUsed += n;
                    }
                    return true;
                }
            }
            return false;
        }
    }

    Budget(Eval e) {
        this.e = e;
        carveOut = e.at(Rule.CARVE_OUT).map(v -> v.number("value")).orElse(0L);
        smallCap = e.at(Rule.SMALL_GENPOOL).map(v -> v.number("value")).orElse(0L);
        smallMax = e.at(Rule.SMALL_GENPOOL).map(v -> v.number("max")).orElse(0L);
    }

    /** Charges the whole load; adds the out-of-memory findings. */
    void run() {
        for (Chunk c : chunks()) {
            PoolState p = pools.computeIfAbsent(e.profile.instance().channelOf(c.sg().nc()), PoolState::new);
            p.cores.add(c.sg().nc());
            long charged = e.sizes.charged(c.bytes());
            if (c.queue() != null) {
                ringBytes.merge(c.queue().category(), charged, Long::sum);
                figures.add(figure(c, charged));
            }
            if (p.failure == null && !p.take(charged)) {
                p.failure = outOfMemory(p, c, charged);
            }
            if (p.failure != null) {
                p.overflow += charged;
            } else {
                p.byUse.merge(c.use(), charged, Long::sum);
                if (c.queue() != null) {
                    p.byRing.merge(c.queue().category(), charged, Long::sum);
                }
            }
        }
        for (PoolState p : pools.values()) {
            if (p.failure != null) {
                report(p);
            }
        }
    }

    /** Bytes the rings take by category ({@code io, spill, collectives, runtime}). */
    Map<String, Long> ringMemory() {
        Map<String, Long> out = new LinkedHashMap<>();
        for (RingCategory c : RingCategory.values()) {
            out.put(c.key(), ringBytes.getOrDefault(c, 0L));
        }
        return out;
    }

    List<CheckReport.RingFigure> figures() {
        return figures;
    }

    CheckReport.Hbm hbm() {
        List<CheckReport.Pool> out = new ArrayList<>();
        for (PoolState p : pools.values()) {
            Map<String, Long> use = new LinkedHashMap<>();
            for (MemoryUse u : MemoryUse.values()) {
                use.put(u.label(), p.byUse.getOrDefault(u, 0L));
            }
            long used = p.used() + p.overflow;
            out.add(new CheckReport.Pool(0, p.channel, List.copyOf(p.cores), p.total(), carveOut, used, use,
                    p.total() - carveOut - used));
        }
        return new CheckReport.Hbm(out);
    }

    private CheckReport.RingFigure figure(Chunk c, long charged) {
        PlannedQueue q = c.queue();
        return new CheckReport.RingFigure(q.pringName(c.tx()), q.subgraph(), q.queueSet(), q.kind().name()
                .toLowerCase(Locale.ROOT).replace('_', '-'), q.category().key(), q.engine(), q.qid(),
                c.tx() ? "tx" : "rx", q.descs(c.tx()), e.sizes.count(q, c.tx()), charged);
    }

    /** The load's allocations in the runtime's order. */
    private List<Chunk> chunks() {
        List<Chunk> out = new ArrayList<>();
        long microcode = e.at(Rule.MODEL_CODE).map(v -> v.number("value")).orElse(0L);
        long scratchPage = e.at(Rule.SHARED_SCRATCHPAD).map(v -> v.number("value")).orElse(1L);
        TreeSet<Integer> seen = new TreeSet<>();
        Map<Integer, Long> scratch = new TreeMap<>();
        for (PlannedSubgraph sg : e.plan.subgraphs()) {
            if (seen.add(sg.nc())) {
                out.add(new Chunk(sg, MemoryUse.MODEL_CODE, microcode, "the microcode of NC " + sg.nc(), null, false));
            }
            for (PlannedSubgraph.PlannedVar v : sg.vars()) {
                out.add(new Chunk(sg, v.use(), v.bytes(), "variable " + v.name() + " (" + v.type() + ")", null, false));
            }
            long pages = (sg.scratchpad() + scratchPage - 1) / scratchPage * scratchPage;
            long had = scratch.getOrDefault(sg.nc(), 0L);
            if (pages > had) {
                out.add(new Chunk(sg, MemoryUse.SHARED_SCRATCHPAD, pages - had, "the shared scratchpad", null, false));
                scratch.put(sg.nc(), pages);
            }
            for (boolean data : new boolean[] {true, false}) {
                for (PlannedQueue q : sg.queues()) {
                    boolean set = q.kind() == RingKind.STATIC || q.kind() == RingKind.PER_EXECUTION;
                    if (set && "data".equals(q.setType()) == data) {
                        rings(out, sg, q);
                    }
                }
            }
            for (long n : sg.instrBytes()) {
                out.add(new Chunk(sg, MemoryUse.MODEL_CODE, n, "an instruction image", null, false));
                out.add(new Chunk(sg, MemoryUse.MODEL_CODE, n, "an instruction buffer", null, false));
            }
            for (PlannedQueue q : sg.queues()) {
                if (q.kind() == RingKind.INSTRUCTIONS || q.kind() == RingKind.EXEC_QUEUE || q.kind() == RingKind.DGE) {
                    rings(out, sg, q);
                }
            }
            out.add(new Chunk(sg, MemoryUse.RUNTIME, REQUEST_BUFFER, "the exec request buffer", null, false));
            out.add(new Chunk(sg, MemoryUse.RUNTIME, REQUEST_MAILBOX, "the exec request mailbox", null, false));
        }
        return out;
    }

    private void rings(List<Chunk> out, PlannedSubgraph sg, PlannedQueue q) {
        out.add(new Chunk(sg, MemoryUse.DMA_RINGS, e.sizes.requested(q, true), null, q, true));
        out.add(new Chunk(sg, MemoryUse.DMA_RINGS, e.sizes.requested(q, false), null, q, false));
    }

    private Failure outOfMemory(PoolState p, Chunk c, long charged) {
        List<String> dmesg = new ArrayList<>();
        long occupied = carveOut + p.used();
        long total = p.total();
        e.at(Rule.MEMPOOL).ifPresent(v -> {
            String fn = v.text("function").isEmpty() ? e.spec(Rule.MEMPOOL).function() : v.text("function");
            String line = smallCap > 0
                    ? CFormat.format(v.message(), p.channel, 0, total, occupied, charged, p.mainCap() - p.mainUsed,
                            smallCap - p.smallUsed)
                    : CFormat.format(v.message(), p.channel, 0, total, occupied, charged, total - occupied);
            dmesg.add(e.log.dmesg(fn, line));
            e.at(Rule.MEMPOOL_REGIONS).ifPresent(r -> dmesg.add(e.log.dmesg(fn, CFormat.format(r.message(), 1, occupied))));
        });
        List<String> log = new ArrayList<>();
        String usage = c.queue() != null ? "dma rings" : c.use().label();
        Variant fmt = e.at(Rule.HBM).orElseThrow();
        boolean newFormat = "new".equals(fmt.text("format"));
        int nc = c.sg().nc();
        log.add(e.log.error("TDRV", "dmem_alloc_internal", "Failed to alloc DEVICE memory: " + c.bytes()));
        log.add(e.log.error("TDRV", "dml_dump", CFormat.format("Wrote nrt memory alloc debug info to "
                + "/tmp/nrt_mem_log_device_%d_%x.csv", 0, e.log.epochSeconds())));
        if (newFormat) {
            if (e.profile.instance().ncPerChannel() > 1) {
                int first = p.channel * e.profile.instance().ncPerChannel();
                log.add(e.log.error("TDRV", "print_lnc_hbm_details", "LNC size is " + Math.max(1, e.plan.neff().lnc())
                        + ". Neuron Cores using this HBM: NC " + first + " and NC " + (first + 1)));
            }
            String use = c.queue() != null ? usage + " " + c.queue().category().key() : usage;
            log.add(e.log.error("TDRV", "log_dev_mem", CFormat.format(fmt.message(), Units.size(c.bytes()), "none", use, 0,
                    nc)));
            log.add(e.log.error("TDRV", "log_dev_mem_usage_table", "Displaying Current Memory Utilization:"));
            log.addAll(usageTable(p, nc));
        } else {
            log.add(e.log.error("TDRV", "log_dev_mem", CFormat.format(fmt.message(), Units.size(c.bytes()), usage, 0, nc)));
            log.add("\t* total: " + Units.size(p.used()));
            for (MemoryUse u : MemoryUse.values()) {
                log.add("\t* " + u.label() + ": " + Units.size(p.byUse.getOrDefault(u, 0L)));
            }
        }
        log.addAll(chain(c));
        log.addAll(e.loadFailed(e.spec(Rule.HBM).status()));
        return new Failure(c, dmesg, log, fmt.verified());
    }

    /** The new report's table (its exact layout is not public: the documented columns, one row per core). */
    private List<String> usageTable(PoolState p, int nc) {
        List<String> out = new ArrayList<>();
        StringBuilder head = new StringBuilder("TOTAL");
        StringBuilder row = new StringBuilder(Units.size(p.used()));
        for (MemoryUse u : MemoryUse.values()) {
            if (u == MemoryUse.DMA_RINGS) {
                for (RingCategory c : RingCategory.values()) {
                    head.append(" | DMA Rings ").append(Character.toUpperCase(c.key().charAt(0))).append(c.key().substring(1));
                    row.append(" | ").append(Units.size(p.byRing.getOrDefault(c, 0L)));
                }
                continue;
            }
            head.append(" | ").append(Character.toUpperCase(u.label().charAt(0))).append(u.label().substring(1));
            row.append(" | ").append(Units.size(p.byUse.getOrDefault(u, 0L)));
        }
        out.add("\t" + head);
        out.add("\t\\_NC " + nc + " | " + row);
        return out;
    }

    /** What the runtime logs between the failed chunk and the failed stage, by what the chunk was for. */
    private List<String> chain(Chunk c) {
        List<String> out = new ArrayList<>();
        PlannedQueue q = c.queue();
        if (q == null) {
            if (c.use() == MemoryUse.MODEL_CONSTANTS || c.use() == MemoryUse.TENSORS) {
                out.add(e.log.error("TDRV", "copy_and_stage_mr_one_channel", "Failed to allocate aligned (0) buffer in MLA "
                        + "DRAM for " + c.what().replaceFirst("^variable (\\S+).*", "$1") + " of size " + c.bytes()
                        + " bytes, channel " + e.profile.instance().channelOf(c.sg().nc())));
                out.add(e.log.error("TDRV", "kbl_model_add", "copy_and_stage_mr() error"));
            }
            return out;
        }
        out.add(e.log.error("TDRV", "dma_ring_alloc", "Failed to allocate TX ring"));
        String vring = q.key().substring(q.key().indexOf(':') + 1);
        if ("data".equals(q.setType())) {
            out.add(e.log.error("TDRV", "kbl_model_add", "create_data_refill_rings() error"));
        } else if (q.kind() == RingKind.STATIC || q.kind() == RingKind.PER_EXECUTION) {
            out.add(e.log.error("TDRV", "dma_ring_create_static_rings_for_queue_bundle_instance", "Failed to allocate static "
                    + (c.tx() ? "tx" : "rx") + " ring for queue " + vring));
            out.add(e.log.error("TDRV", "io_create_queues", "Failed to create static rings for " + q.queueSet()));
            out.add(e.log.error("TDRV", "kbl_model_add", "Failed to allocated io queues and dbtc hashes for io"));
        }
        return out;
    }

    /** The finding, once the pool's whole overflow is known. */
    private void report(PoolState p) {
        Failure f = p.failure;
        Chunk c = f.chunk();
        PlannedQueue q = c.queue();
        long usable = p.total() - carveOut;
        String what = q != null ? q.pringName(c.tx()) + " (" + String.format("%,d", e.sizes.count(q, c.tx()))
                + " descriptors, " + String.format("%,d", c.bytes()) + " bytes; engine " + q.engine() + " queue " + q.qid()
                + ")" : c.what() + " (" + String.format("%,d", c.bytes()) + " bytes)";
        String msg = what + " does not fit HBM " + p.channel + " of " + e.profile.instance().name() + " (NC "
                + c.sg().nc() + "): " + Units.size(usable) + " usable after the " + Units.size(carveOut)
                + " firmware carve-out; the load needs " + Units.size(p.used() + p.overflow - usable) + " more";
        Finding.NeffEntry entry = q != null ? EntryLookup.at(c.sg(), q, c.tx(), -1)
                : new Finding.NeffEntry(c.sg().name(), null, null, null, c.sg().definition(), null,
                        c.what().startsWith("variable ") ? c.what().split(" ")[1] : null);
        e.add(Severity.ERROR, Rule.HBM, "hbm nd0:" + p.channel, msg, f.dmesg(), f.log(), q == null ? null : q.engine(),
                q == null ? null : q.qid(), entry, q == null ? null : Finding.at(q.key(), c.tx(), null), f.verified());
    }
}
