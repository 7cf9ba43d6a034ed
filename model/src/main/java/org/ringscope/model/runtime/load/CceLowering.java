package org.ringscope.model.runtime.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceConstant;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPackets;

/**
 * {@code op: add | min | max | fma}: a CCE reduction of up to 16 sources ({@code from_arr}, or the plain
 * {@code from}) into {@code to}, through {@code vring_add_dma_packet_cce} ({@code dma_util_vring_append_descs}
 * dispatches there, vring seed §7). All sources and the destination are walked in lockstep; each run that is
 * contiguous on every side becomes one packet per piece that fits the arch's per-packet caps (TX: sources ×
 * 64 KiB blocks + the lead META ≤ {@code maxDescPerPacket}; RX: blocks ≤ {@code maxRxDescPerPacket}). The op
 * word carries the source dtype; FMA's {@code scale} (fp32) and min/max's {@code constant} (rounded to its
 * {@code constant_dtype}) go to the builder, which carries them in the packet's META operand (decision 0103).
 */
final class CceLowering {
    /** The official limit on {@code from_arr}. */
    static final int MAX_SOURCES = 16;
    private static final ObjectMapper JSON = new ObjectMapper();

    private PatternWalker[] walkers = new PatternWalker[0];

    static CceOp op(String op) {
        return switch (op) {
            case "add" -> CceOp.ADD;
            case "min" -> CceOp.MIN;
            case "max" -> CceOp.MAX;
            case "fma" -> CceOp.FMA;
            default -> null;
        };
    }

    long lower(DmaDesc d, CceOp op, Vring v, QueueProgram qp, int q, VarTable vars, Where where)
            throws InputException, VringException {
        List<AccessPattern> sources = sources(d, where);
        if (sources.isEmpty() || sources.size() > MAX_SOURCES) {
            throw where.error("from_arr", sources.size() + " sources; a CCE op takes 1 to " + MAX_SOURCES);
        }
        AccessPattern to = d.to();
        long total = Patterns.check(to.steps(), to.sizes(), "to", where);
        VarTable.Resolved t = vars.resolve(to.var(), "to", where);
        int n = sources.size();
        long[] bases = new long[n + 1];
        ensureWalkers(n + 1);
        for (int i = 0; i < n; i++) {
            AccessPattern s = sources.get(i);
            String side = d.extra().containsKey("from_arr") ? "from_arr[" + i + "]" : "from";
            long b = Patterns.check(s.steps(), s.sizes(), side, where);
            if (b != total) {
                throw where.error(side, "source " + i + " moves " + b + " bytes but the destination " + total);
            }
            VarTable.Resolved f = vars.resolve(s.var(), side, where);
            if (total > 0) {
                Patterns.bounds(s.offset(), s.steps(), s.sizes(), f.address(), s.var(), side, where);
            }
            if (f.address().perExecution()) {
                qp.noteTemplate(q, true, f.var().varId());
            }
            bases[i] = f.address().base();
            walkers[i].reset(s.offset(), s.steps(), s.sizes());
        }
        DmaDtype dtype = DmaDtype.of(sources.get(0).dtype());
        if (dtype == null) {
            throw where.error("from_dtype", "unknown dtype " + sources.get(0).dtype());
        }
        if (total == 0) {
            return 0;
        }
        Patterns.bounds(to.offset(), to.steps(), to.sizes(), t.address(), to.var(), "to", where);
        if (t.address().perExecution()) {
            qp.noteTemplate(q, false, t.var().varId());
        }
        bases[n] = t.address().base();
        walkers[n].reset(to.offset(), to.steps(), to.sizes());
        float scale = op == CceOp.FMA ? scale(d.extra(), where) : 1f;
        CceConstant constant = op == CceOp.MIN || op == CceOp.MAX ? constant(d.extra(), where) : null;
        long maxPiece = (long) LenCtrl.MAX_DMA_DESC_SIZE * maxBlocks(v.arch(), n);
        long[] srcs = new long[n];
        long[] dsts = new long[1];
        PatternWalker dst = walkers[n];
        while (!dst.done()) {
            long run = dst.remaining();
            for (int i = 0; i < n; i++) {
                run = Math.min(run, walkers[i].remaining());
            }
            for (long done = 0; done < run; done += maxPiece) {
                long piece = Math.min(maxPiece, run - done);
                for (int i = 0; i < n; i++) {
                    srcs[i] = bases[i] + walkers[i].pos() + done;
                }
                dsts[0] = bases[n] + dst.pos() + done;
                VringPackets.vringAddDmaPacketCce(v, op, srcs, dsts, piece, dtype.code(), scale, constant,
                        v.arch().isSowSupported());
            }
            for (int i = 0; i <= n; i++) {
                walkers[i].advance(run);
            }
        }
        return total;
    }

    /** 64 KiB blocks one packet may carry per source: its TX descriptors are the lead META and the sources' blocks. */
    static int maxBlocks(Arch arch, int sources) {
        return Math.max(1, Math.min((arch.maxDescPerPacket() - 1) / sources, arch.maxRxDescPerPacket()));
    }

    private void ensureWalkers(int n) {
        if (walkers.length < n) {
            int old = walkers.length;
            walkers = Arrays.copyOf(walkers, n);
            for (int i = old; i < n; i++) {
                walkers[i] = new PatternWalker();
            }
        }
    }

    /** FMA's {@code scale} (default 1) — an fp32: the runtime asserts {@code scale_dtype} is float32 (vring.c:954). */
    private static float scale(Map<String, String> extra, Where where) throws InputException {
        String dt = extra.get("scale_dtype");
        if (dt != null && DmaDtype.of(unquote(dt)) != DmaDtype.FLOAT32) {
            throw where.error("scale_dtype", unquote(dt) + ": the runtime asserts an fp32 FMA scale (vring.c:954)");
        }
        String s = extra.get("scale");
        return s == null ? 1f : (float) number(s, "scale", where);
    }

    /**
     * Min / max's {@code constant} in {@code constant_dtype} (default float32), rounded once to that dtype;
     * {@code null} without a constant. RingScope encodes bfloat16, float16 and float32 constants (decision 0103).
     */
    private static CceConstant constant(Map<String, String> extra, Where where) throws InputException {
        String s = extra.get("constant");
        if (s == null) {
            return null;
        }
        String name = unquote(extra.getOrDefault("constant_dtype", "float32"));
        DmaDtype dt = DmaDtype.of(name);
        if (dt != DmaDtype.FLOAT32 && dt != DmaDtype.FLOAT16 && dt != DmaDtype.BFLOAT16) {
            throw where.error("constant_dtype", name + ": a min / max constant is bfloat16, float16 or float32 in "
                    + "RingScope's packet encoding (decision 0103)");
        }
        return CceConstant.of(dt.code(), number(s, "constant", where));
    }

    private static double number(String s, String field, Where where) throws InputException {
        try {
            return Double.parseDouble(unquote(s));
        } catch (NumberFormatException e) {
            throw where.error(field, "not a number: " + s);
        }
    }

    private static String unquote(String s) {
        String t = s.trim();
        return t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"") ? t.substring(1, t.length() - 1) : t;
    }

    /** {@code from_arr}'s patterns ("fields are the from parts of a DMA descriptor"), or {@code [from]}. */
    static List<AccessPattern> sources(DmaDesc d, Where where) throws InputException {
        String arr = d.extra().get("from_arr");
        if (arr == null) {
            return List.of(d.from());
        }
        JsonNode list;
        try {
            list = JSON.readTree(arr);
        } catch (IOException e) {
            throw where.error("from_arr", "not JSON: " + e.getMessage(), e);
        }
        if (!list.isArray()) {
            throw where.error("from_arr", "expected a list of source objects");
        }
        List<AccessPattern> out = new ArrayList<>();
        for (JsonNode s : list) {
            out.add(new AccessPattern(s.path("from").asText(""), s.path("from_off").asLong(0), longs(s.get("from_steps")),
                    longs(s.get("from_sizes")), s.path("from_dtype").asText("")));
        }
        return out;
    }

    private static long[] longs(JsonNode n) {
        if (n == null || !n.isArray()) {
            return new long[0];
        }
        long[] out = new long[n.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = n.get(i).asLong();
        }
        return out;
    }
}
