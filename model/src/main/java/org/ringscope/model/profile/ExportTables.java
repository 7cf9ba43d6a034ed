package org.ringscope.model.profile;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.device.Topology;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncLedger;
import org.ringscope.model.sync.SyncQueries;
import org.ringscope.model.sync.SyncStream;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * The tables of an export ({@link ProfileExport}): each one's columns and its rows, made from the run as the writer
 * asks for them — a packet's times are the step after its record and the step after that; a queue's name is
 * Neuron Explorer's ({@code qSPIO0-Q4-E0}).
 */
final class ExportTables {
    /** Hands rows, one at a time, to a writer. */
    interface Sink {
        void row(Object... values) throws IOException;
    }

    /** Makes a table's rows. */
    interface Rows {
        void each(Sink sink) throws IOException;
    }

    record Table(TableSpec spec, Rows rows) {
    }

    private ExportTables() {
    }

    static List<Table> of(EmulationSession s, String timeUnit, String version) {
        RunResult r = s.result();
        int executions = Math.max(1, EmulatedRun.executeStarts(s).size());
        List<EmulatedRun> runs = new ArrayList<>();
        for (int x = 1; x <= executions; x++) {
            runs.add(EmulatedRun.of(s, x));
        }
        TimelineIndex t = s.indexes().timeline();
        List<Table> out = new ArrayList<>();
        out.add(new Table(TableSpec.of("DmaPacket", "start_ts", "end_ts", "duration_ns", "pcore_idx", "id", "packet_idx",
                "packet_aggregation_id", "engine_idx", "read_bytes", "write_bytes", "transfer_bytes", "throughput",
                "queue_type", "variable", "queue_name", "queue_idx", "crc"), sink -> {
                    for (EmulatedRun run : runs) {
                        for (EmulatedRun.Queue q : run.queues()) {
                            for (int k = 0; k < q.events().length; k++) {
                                int e = q.events()[k];
                                long at = t.record(e) + 1L;
                                sink.row(at, at + 1, 1L, (long) q.nc(), (long) e, k, (long) t.link1(e),
                                        (long) q.engine(), t.bytes(e), t.bytes(e), t.bytes(e), 0.0, q.kind(), null,
                                        q.name(), (long) q.queue(), 0L);
                            }
                        }
                    }
                }));
        out.add(new Table(TableSpec.of("DmaQueuesInfo", "name", "type", "pcore_idx", "idx", "engine_idx", "axi_port",
                "dram_channel"), sink -> {
                    for (EmulatedRun.Queue q : runs.get(0).queues()) {
                        sink.row(q.set(), q.kind(), (long) q.nc(), (long) q.queue(), (long) q.engine(), 0L, 0L);
                    }
                }));
        out.add(new Table(TableSpec.of("SemaphoreUpdate", "timestamp", "id", "value", "update_source",
                "update_operation_type", "pcore_idx"), sink -> semaphores(s, executions, sink)));
        out.add(new Table(TableSpec.of("Error", "description", "error_type_id", "metadata", "pcore_idx", "timestamp",
                "type"), sink -> {
                    for (RunResult.SyncError e : r.syncErrors()) {
                        sink.row(e.text(), 0, e.producer(), (long) e.core(), (long) e.step(), "Errors");
                    }
                }));
        out.add(new Table(TableSpec.of("Instruction", "start_ts", "end_ts", "duration_ns", "engine", "pcore_idx",
                "opcode", "operands", "id", "pc", "bir_id"), sink -> instructions(s, sink)));
        out.add(new Table(TableSpec.of("ExecutionInfo", "execution_index", "neff_name", "execution_start_ts",
                "execution_end_ts", "num_subgraphs", "row_count"), sink -> {
                    List<Integer> starts = EmulatedRun.executeStarts(s);
                    for (int x = 0; x < runs.size(); x++) {
                        long from = x < starts.size() ? starts.get(x) + 1L : 0L;
                        long to = x + 1 < starts.size() ? starts.get(x + 1) : s.steps();
                        long rows = runs.get(x).queues().stream().mapToLong(EmulatedRun.Queue::packets).sum();
                        sink.row(x + 1, s.neffName(), from, to, s.manifest().subgraphs().size(), rows);
                    }
                }));
        out.add(metadata(s, timeUnit, version));
        out.add(SchemaFieldsTable.of(out, timeUnit));
        return out;
    }

    private static Table metadata(EmulationSession s, String timeUnit, String version) {
        TableSpec spec = TableSpec.of("Metadata", "profile_schema_version", "ntff_version", "num_physical_cores",
                "vnc_enabled", "first_hw_timestamp", "last_hw_timestamp", "first_ts", "last_ts", "dma_ddr_bandwidth",
                "num_dma_engines_per_neuroncore", "hbm_ddr_bandwidth", "tensor_engine_num_rows",
                "tensor_engine_num_cols", "tensor_engine_clock_freq", "vector_engine_clock_freq",
                "vector_engine_num_channels", "scalar_engine_clock_freq", "scalar_engine_num_channels",
                "gpsimd_engine_clock_freq", "gpsimd_engine_num_channels", "neuroncore_clock_freq", "ticks_per_nanosec",
                "instance_type", "explorer_version", "profile_name", "is_simulation")
                .add("time_unit", "string", false).add("emulator", "string", false);
        Topology topo = s.device().topology();
        return new Table(spec, sink -> sink.row(ProfileSchema.VERSION, 0, topo.ncPerDevice(), false, 0L,
                (long) s.steps(), "step 0", "step " + s.steps(), 0.0, topo.dmaEnginesPerNc(), 0.0, 0L, 0L, 0.0, 0.0,
                0L, 0.0, 0L, 0.0, 0L, 0.0, 1L, "emulated " + topo.arch().name().toLowerCase(Locale.ROOT),
                "RingScope " + version, s.neffName(), true, timeUnit, "RingScope " + version));
    }

    private static void semaphores(EmulationSession s, int executions, Sink sink) throws IOException {
        if (!s.journal().has(SyncDomain.class)) {
            return;
        }
        SyncDomain d = SyncDomain.of(s.journal());
        for (int x = 0; x < executions; x++) {
            for (SyncLedger.Entry e : SyncLedger.of(d, x, s.journal().size())) {
                if (e.event()) {
                    continue;
                }
                for (SyncLedger.Delivery v : e.delivered()) {
                    sink.row((long) v.step(), e.name(), v.value(), v.producer(),
                            v.by().op().name().toLowerCase(Locale.ROOT), (long) e.core());
                }
            }
        }
    }

    private static void instructions(EmulationSession s, Sink sink) throws IOException {
        if (!s.journal().has(SyncDomain.class)) {
            return;
        }
        SyncDomain d = SyncDomain.of(s.journal());
        long id = 0;
        for (SyncStream st : d.streams()) {
            for (int p = 0; p < st.size(); p++) {
                int step = SyncQueries.issueStep(d, st.id(), p);
                if (step < 0) {
                    continue;
                }
                sink.row((long) step, step + 1L, 1L, st.engine().displayName(), (long) st.core(),
                        Opcodes.name((byte) st.opcodes()[p]), st.events()[p].text(), id++, (long) st.slots()[p],
                        st.subgraph() + ":" + p);
            }
        }
    }
}
