package org.ringscope.model.gen;

import static org.ringscope.model.gen.NeffBuilder.obj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code desc} objects of engine-JSON dma entries (docs/reference/neff-container.md): {@code op}, {@code from}/{@code to}
 * access patterns (innermost first, steps in bytes, sizes[0] in bytes, outer sizes counts) with dtypes,
 * and the op-specific fields. Field shapes the sources do not pin down are decision 0603.
 */
public final class Descs {
    private Descs() {
    }

    /** One side of a transfer: a variable, a byte offset, sizes and steps (innermost first) and a dtype. */
    public record Pattern(String var, long off, long[] sizes, long[] steps, String dtype) {
        public Pattern {
            if (sizes.length != steps.length || sizes.length < 1 || sizes.length > 4) {
                throw new IllegalArgumentException("1..4 dimensions, as many steps as sizes");
            }
            sizes = sizes.clone();
            steps = steps.clone();
        }

        /** Bytes moved: sizes[0] times the outer counts. */
        public long bytes() {
            long t = 1;
            for (long s : sizes) {
                t *= s;
            }
            return t;
        }

        Map<String, Object> put(String side, Map<String, Object> m) {
            m.put(side, var);
            m.put(side + "_off", off);
            m.put(side + "_sizes", longs(sizes));
            m.put(side + "_steps", longs(steps));
            m.put(side + "_dtype", dtype);
            return m;
        }
    }

    /** {@code bytes} contiguous bytes at {@code off}: a 1-D pattern. */
    public static Pattern dense(String var, long off, long bytes, String dtype) {
        return new Pattern(var, off, new long[] {bytes}, new long[] {1}, dtype);
    }

    /** {@code rows} runs of {@code rowBytes}, {@code pitch} bytes apart: a 2-D pattern. */
    public static Pattern rows(String var, long off, long rowBytes, long rows, long pitch, String dtype) {
        return new Pattern(var, off, new long[] {rowBytes, rows}, new long[] {1, pitch}, dtype);
    }

    /** A 3-D pattern: {@code n1} runs {@code step1} apart, {@code n2} times {@code step2} apart. */
    public static Pattern grid(String var, long off, long rowBytes, long n1, long step1, long n2, long step2,
                               String dtype) {
        return new Pattern(var, off, new long[] {rowBytes, n1, n2}, new long[] {1, step1, step2}, dtype);
    }

    public static Map<String, Object> copy(Pattern from, Pattern to) {
        return op("copy", from, to);
    }

    /** A dtype conversion: {@code from_dtype} to {@code to_dtype} (each side's sizes in its own bytes). */
    public static Map<String, Object> cast(Pattern from, Pattern to) {
        return op("cast", from, to);
    }

    /** A CCE fused multiply-add with {@code scale} of {@code scaleDtype} (the runtime asserts fp32). */
    public static Map<String, Object> fma(Pattern from, Pattern to, double scale, String scaleDtype) {
        Map<String, Object> m = op("fma", from, to);
        m.put("scale", scale);
        m.put("scale_dtype", scaleDtype);
        return m;
    }

    /**
     * A CCE add of up to 16 sources: {@code from_arr} lists them as pattern objects, and the plain
     * {@code from} fields repeat the first (decision 0603).
     */
    public static Map<String, Object> add(List<Pattern> sources, Pattern to) {
        if (sources.isEmpty() || sources.size() > 16) {
            throw new IllegalArgumentException("a CCE op has 1..16 sources");
        }
        Map<String, Object> m = op("add", sources.get(0), to);
        List<Object> arr = new ArrayList<>();
        for (Pattern p : sources) {
            arr.add(p.put("from", obj()));
        }
        m.put("from_arr", arr);
        return m;
    }

    /** A CCE min against {@code constant} of {@code constantDtype}. */
    public static Map<String, Object> min(Pattern from, Pattern to, double constant, String constantDtype) {
        return withConstant(op("min", from, to), constant, constantDtype);
    }

    /** A CCE max against {@code constant} of {@code constantDtype}. */
    public static Map<String, Object> max(Pattern from, Pattern to, double constant, String constantDtype) {
        return withConstant(op("max", from, to), constant, constantDtype);
    }

    /**
     * A DMA transpose: {@code transpose_shape} is one of the runtime's 4-character dimension orders
     * (e.g. {@code "WXZY"}) and {@code transpose_element_size} 1..8 bytes (decision 0603).
     */
    public static Map<String, Object> transpose(Pattern from, Pattern to, String shape, int elementSize) {
        Map<String, Object> m = op("transpose", from, to);
        m.put("transpose_shape", shape);
        m.put("transpose_element_size", elementSize);
        return m;
    }

    private static Map<String, Object> withConstant(Map<String, Object> m, double constant, String dtype) {
        m.put("constant", constant);
        m.put("constant_dtype", dtype);
        return m;
    }

    private static Map<String, Object> op(String op, Pattern from, Pattern to) {
        Map<String, Object> m = obj("op", op);
        from.put("from", m);
        to.put("to", m);
        return m;
    }

    static List<Object> longs(long[] v) {
        List<Object> out = new ArrayList<>();
        for (long x : v) {
            out.add(x);
        }
        return out;
    }
}
