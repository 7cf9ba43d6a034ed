package org.ringscope.model.profile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * A profile written the way a tool that is not RingScope would: parquet-java's own file writer, only documented
 * columns, the queues named {@code <queue set>-Q<queue>-E<engine>} from the run's result and the packets taken from
 * the run's timeline in record order — one profile packet per emulated one, with its bytes.
 */
final class IndependentProfile {
    static final MessageType DMA_PACKET = MessageTypeParser.parseMessageType("message DmaPacket {"
            + " required int64 start_ts; required int64 end_ts; required int64 duration_ns; optional int64 pcore_idx;"
            + " required int64 id; required int32 packet_idx; required int64 packet_aggregation_id;"
            + " optional int64 engine_idx; required int64 read_bytes; required int64 write_bytes;"
            + " required int64 transfer_bytes; required double throughput; required binary queue_type (STRING);"
            + " optional binary queue_name (STRING); optional int64 queue_idx; required int64 crc; }");
    static final MessageType METADATA = MessageTypeParser.parseMessageType("message Metadata {"
            + " required binary profile_schema_version (STRING); required int32 ntff_version; }");

    /** One packet row: its queue's name, engine, queue and the bytes. */
    record Packet(String queue, int nc, int engine, int q, long bytes) {
    }

    private IndependentProfile() {
    }

    /** Every packet of {@code s}'s run, in record order, named as Neuron Explorer names queues. */
    static List<Packet> packets(EmulationSession s) {
        Set<String> sets = new HashSet<>();
        for (Subgraph g : s.manifest().subgraphs()) {
            for (QueueSet q : g.queueSets()) {
                sets.add(q.name());
            }
        }
        int qpe = s.device().topology().queuesPerEngine();
        TimelineIndex t = s.indexes().timeline();
        List<Packet> out = new ArrayList<>();
        for (int e = 0; e < t.size(); e++) {
            if (!t.kind(e).packet()) {
                continue;
            }
            String name = null;
            int nc = 0;
            for (RunResult.Queue q : s.result().queues()) {
                if (q.engine() * qpe + q.queue() == t.ring(e)) {
                    String n = q.name();
                    int us = n.lastIndexOf('_');
                    name = us > 0 && sets.contains(n.substring(0, us)) ? n.substring(0, us) : n;
                    nc = q.nc();
                    break;
                }
            }
            if (name == null) { // a dynamic set's queue on another engine of the core
                for (DgeTraffic.Ring g : DgeTraffic.ringsOf(s.result(), qpe)) {
                    if (g.queue() == t.ring(e)) {
                        name = g.queueSet();
                        nc = g.nc();
                    }
                }
            }
            int engine = t.ring(e) / qpe;
            int queue = t.ring(e) % qpe;
            out.add(new Packet(name + "-Q" + queue + "-E" + engine, nc, engine, queue, t.bytes(e)));
        }
        return out;
    }

    /** Writes {@code packets} (those {@code keep} takes) and a Metadata table into {@code dir}. */
    static void write(Path dir, List<Packet> packets, Predicate<Integer> keep, String version) throws IOException {
        try (ParquetWriter<Group> w = writer(dir.resolve("DmaPacket.parquet"), DMA_PACKET)) {
            SimpleGroupFactory f = new SimpleGroupFactory(DMA_PACKET);
            for (int i = 0; i < packets.size(); i++) {
                if (!keep.test(i)) {
                    continue;
                }
                Packet p = packets.get(i);
                w.write(f.newGroup().append("start_ts", 1000L * i).append("end_ts", 1000L * i + 500)
                        .append("duration_ns", 500L).append("pcore_idx", (long) p.nc()).append("id", (long) i)
                        .append("packet_idx", i).append("packet_aggregation_id", (long) i)
                        .append("engine_idx", (long) p.engine()).append("read_bytes", p.bytes())
                        .append("write_bytes", p.bytes()).append("transfer_bytes", p.bytes())
                        .append("throughput", 1.0e9).append("queue_type", "static").append("queue_name", p.queue())
                        .append("queue_idx", (long) p.q()).append("crc", 0L));
            }
        }
        try (ParquetWriter<Group> w = writer(dir.resolve("Metadata.parquet"), METADATA)) {
            w.write(new SimpleGroupFactory(METADATA).newGroup().append("profile_schema_version", version)
                    .append("ntff_version", 5));
        }
    }

    private static ParquetWriter<Group> writer(Path p, MessageType schema) throws IOException {
        return ExampleParquetWriter.builder(new LocalOutputFile(p)).withConf(new PlainParquetConfiguration())
                .withType(schema).withCompressionCodec(CompressionCodecName.UNCOMPRESSED).build();
    }
}
