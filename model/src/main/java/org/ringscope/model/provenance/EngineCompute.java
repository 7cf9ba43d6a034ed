package org.ringscope.model.provenance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.dge.DgeOp;
import org.ringscope.model.dge.RegisterOps;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncQueries;
import org.ringscope.model.sync.SyncStream;

/**
 * What the engines' compute instructions would have produced — RingScope moves bytes, it does not emulate compute
 * (decision 1327). A byte of a NeuronCore's state buffer that no emulated write reached before a DMA read it was, on
 * the device, written by the instructions the core's engines ran before: {@link #of} names them, engine by engine,
 * with their slots, between the step the core's inputs arrived (its first DMA write into the state buffer in that
 * execution) and the read.
 */
public final class EngineCompute {
    /** Opcodes that order or synchronise but compute nothing. */
    private static final int EVENT_SEMAPHORE = 0xA0;
    private static final int NOP = 0xA4;
    private static final int ENGINE_NOP = 0x9F;
    private static final int EVENT_SEMAPHORE_RANGE_CLEAR = 0xB0;

    private EngineCompute() {
    }

    /**
     * The instructions of one engine that ran in the window.
     *
     * @param stream    the sequencer's stream
     * @param label     {@code sg00 PE}
     * @param member    the NEFF member of its instruction stream ({@code sg00/PE.bin}), or empty
     * @param slots     their slots, in issue order
     * @param mnemonics how many of each opcode, by name, in first-issue order
     */
    public record EngineRun(int stream, String label, String member, int[] slots, Map<String, Integer> mnemonics) {
        /** Runs of consecutive slots the text lists one by one. */
        static final int RUNS_SHOWN = 4;

        public EngineRun {
            slots = slots.clone();
            mnemonics = Map.copyOf(mnemonics);
        }

        /**
         * {@code sg00 PE slots 3–38, 40–147 (144: 72 Ldweights, 72 Matmul)}; more than {@value #RUNS_SHOWN} runs of
         * consecutive slots are shown as their span, {@code slots 3–9498 (8002 in that range: …)} (the slots themselves
         * are in {@link #slots}).
         */
        public String text() {
            String runs = ranges();
            boolean many = runs.split(", ").length > RUNS_SHOWN;
            StringBuilder sb = new StringBuilder(label).append(slots.length == 1 ? " slot " : " slots ")
                    .append(many ? slots[0] + "–" + slots[slots.length - 1] : runs);
            sb.append(" (").append(slots.length).append(many ? " in that range:" : ":");
            mnemonics.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
                    .thenComparing(Map.Entry.comparingByKey()))
                    .forEach(e -> sb.append(' ').append(e.getValue()).append(' ').append(e.getKey()).append(','));
            sb.setLength(sb.length() - 1);
            return sb.append(')').toString();
        }

        /** The slots as runs of consecutive ones: {@code 3–40, 42, 44–146}. */
        private String ranges() {
            StringBuilder sb = new StringBuilder();
            int i = 0;
            while (i < slots.length) {
                int j = i;
                while (j + 1 < slots.length && slots[j + 1] == slots[j] + 1) {
                    j++;
                }
                sb.append(sb.length() == 0 ? "" : ", ").append(slots[i]);
                if (j > i) {
                    sb.append('–').append(slots[j]);
                }
                i = j + 1;
            }
            return sb.toString();
        }
    }

    /**
     * Bytes of core {@code core}'s state buffer the engines computed: the instructions {@code engines} ran between
     * step {@code from} (the inputs arrived) and step {@code to} (the DMA read the bytes).
     */
    public record Computed(int core, int execution, int from, int to, List<EngineRun> engines) {
        public Computed {
            engines = List.copyOf(engines);
        }

        /** The origin's words: what computed the bytes and that RingScope does not emulate it. */
        public String text() {
            StringBuilder sb = new StringBuilder("computed by the engines (not emulated): the instructions that ran on ");
            for (int k = 0; k < engines.size(); k++) {
                sb.append(k == 0 ? "" : k == engines.size() - 1 ? " and " : ", ").append(engines.get(k).text());
            }
            return sb.append(" between step ").append(from).append(" (the inputs arrived) and step ").append(to)
                    .append(" (the DMA read it)").toString();
        }
    }

    /** Whether {@code opcode} is an engine instruction that computes: no pseudo, DGE, register, sync or no-op one. */
    public static boolean computes(int opcode) {
        int o = opcode & 0xFF;
        return Opcodes.known(o) && !Opcodes.pseudo(o) && DgeOp.ofOpcode(o) == null && !RegisterOps.isRegisterOp(o)
                && o != Opcodes.SET_ORDERING_MODE && o != EVENT_SEMAPHORE && o != NOP && o != ENGINE_NOP
                && o != EVENT_SEMAPHORE_RANGE_CLEAR;
    }

    /** The core whose state buffer holds device address {@code a}, or -1. */
    static int coreOf(DeviceAddressMap map, int cores, long a) {
        long base = map.sbAddress(0, 0, 0);
        if (a < base || a >= base + DeviceAddressMap.SB_PER_NC * cores) {
            return -1;
        }
        return (int) ((a - base) / DeviceAddressMap.SB_PER_NC);
    }

    /**
     * What computed the state-buffer byte at {@code address} that a DMA read at record {@code read} (the step before
     * it held no emulated write): empty when the address is in no core's state buffer or no engine of its core ran a
     * computing instruction in the window.
     */
    public static Optional<Computed> of(EmulationSession s, long address, int read) {
        SyncDomain d = SyncDomain.of(s.journal());
        if (d == null) {
            return Optional.empty();
        }
        int core = coreOf(s.device().addressMap(), d.cores(), address);
        if (core < 0) {
            return Optional.empty();
        }
        int execution = -1;
        int start = Integer.MAX_VALUE;
        for (SyncStream st : d.streams()) {
            int first = SyncQueries.issueStep(d, st.id(), 0);
            if (st.core() == core && first > 0 && first <= read && st.execution() >= execution) {
                start = st.execution() > execution ? first : Math.min(start, first);
                execution = st.execution();
            }
        }
        if (execution < 0) {
            return Optional.empty();
        }
        int from = arrival(s, core, start, read);
        List<EngineRun> runs = new ArrayList<>();
        for (SyncStream st : d.streams()) {
            if (st.core() != core || st.execution() != execution) {
                continue;
            }
            int p0 = SyncQueries.positionAt(d, st.id(), from);
            int p1 = SyncQueries.positionAt(d, st.id(), read);
            List<Integer> slots = new ArrayList<>();
            Map<String, Integer> names = new LinkedHashMap<>();
            for (int p = p0; p < p1; p++) {
                if (computes(st.opcodes()[p])) {
                    slots.add(st.slots()[p]);
                    names.merge(Opcodes.name(st.opcodes()[p]), 1, Integer::sum);
                }
            }
            if (!slots.isEmpty()) {
                String member = DgeTraffic.of(s).member(st.subgraph(), st.engine().displayName()).orElse("");
                runs.add(new EngineRun(st.id(), st.label(), member, slots.stream().mapToInt(Integer::intValue).toArray(),
                        names));
            }
        }
        return runs.isEmpty() ? Optional.empty() : Optional.of(new Computed(core, execution, from, read, runs));
    }

    /** The step after the first DMA write into {@code core}'s state buffer at or after {@code start}, before {@code read}. */
    private static int arrival(EmulationSession s, int core, int start, int read) {
        long[] loc = new long[2];
        long base = s.device().addressMap().sbAddress(core, 0, 0);
        if (!DeviceWrites.locate(s.device(), base, DeviceAddressMap.SB_PER_NC, loc)) {
            return start;
        }
        WriteIndex index = Provenance.of(s).index();
        for (int from = start; from < read; ) {
            WriteIndex.Hit h = index.nextWrite((int) loc[0], loc[1], DeviceAddressMap.SB_PER_NC, from);
            if (h == null || h.record() >= read) {
                break;
            }
            if (DeviceWrites.kind(s.device(), s.journal(), h.record()) == DeviceWrites.Kind.DMA) {
                return h.record() + 1;
            }
            from = h.record() + 1;
        }
        return start;
    }
}
