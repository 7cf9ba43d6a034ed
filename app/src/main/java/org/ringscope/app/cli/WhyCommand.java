package org.ringscope.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.io.MemoryBudget;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.provenance.Chain;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.provenance.Row;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.util.Nearest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope why (NEFF | --sample) (--var NAME --offset N | --addr A) [--length L] [--step S] [--depth D]
 * [--input VAR=FILE]… [--json]}: runs the NEFF, then prints why the bytes hold what they hold at the step — for
 * each write that left bytes of the range there, the bytes it covers and its chain of writes, newest first, down to
 * where they came from (model: {@link Provenance}). Exit 1 when nothing
 * wrote the bytes before the step.
 */
@Command(name = "why", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Why is this byte here? Run a NEFF, then follow the bytes at an address back: the DMA write (queue, "
                + "descriptor, ring slot), the vring, builder call or DGE instruction and NEFF entry behind it, the spine "
                + "node, and for a copy the source bytes, hop by hop, to an input, a NEFF file member or the host. "
                + "Over several bytes every byte is accounted for: one part per write that left bytes there, with "
                + "the bytes it covers and its own chain.",
                "Exit 0 with the chain, 1 when nothing wrote the bytes before the step (or invalid input), 2 usage."})
public final class WhyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "NEFF", description = "the NEFF to run")
    Path neff;

    @Option(names = "--sample", description = "run the bundled sample")
    boolean sample;

    @Option(names = "--var", paramLabel = "NAME", description = "a variable (input, output, state buffer, …): the bytes "
            + "from --offset in it")
    String var;

    @Option(names = "--offset", paramLabel = "N", description = "with --var: the byte offset in the variable (default 0)")
    long offset;

    @Option(names = "--addr", paramLabel = "A", description = "a device address (0x… hex or decimal)")
    String addr;

    @Option(names = "--length", paramLabel = "L", description = "bytes from the address (default 1)")
    long length = 1;

    @Option(names = "--step", paramLabel = "S", description = "the step to ask at (default: the end of the run)")
    Integer step;

    @Option(names = "--depth", paramLabel = "D", description = "writes to follow back at most (default 16)")
    int depth = Provenance.DEFAULT_DEPTH;

    @Option(names = "--input", paramLabel = "VAR=FILE", description = "fill variable VAR with FILE's bytes before each "
            + "execution")
    List<String> inputs = new ArrayList<>();

    @Option(names = "--json", description = "print the chain as JSON")
    boolean json;

    /** The most variable names a message lists. */
    private static final int MAX_NAMES = 24;

    @Override
    public Integer call() throws Exception {
        if ((neff == null) == !sample) {
            throw new ParameterException(spec.commandLine(), "why needs a NEFF or --sample (one of them)");
        }
        if ((var == null) == (addr == null)) {
            throw new ParameterException(spec.commandLine(), "why needs --var NAME [--offset N] or --addr A (one of them)");
        }
        if (length < 1 || depth < 1) {
            throw new ParameterException(spec.commandLine(), "--length and --depth must be at least 1");
        }
        RunOptions opts = RunOptions.defaults().withInspect(sample);
        for (String in : inputs) {
            int eq = in.indexOf('=');
            if (eq <= 0 || eq == in.length() - 1) {
                throw new ParameterException(spec.commandLine(), "--input wants VAR=FILE, not " + in);
            }
            Path f = Path.of(in.substring(eq + 1));
            opts = opts.withInput(in.substring(0, eq), InputFiles.readAll(f, MemoryBudget.heapShare(),
                    "an input is at most a quarter of the heap"), InputFiles.name(f));
        }
        NeffFile file = sample ? RunCommand.readSample() : NeffReader.read(neff);
        EmulationSession s = EmulationSession.open(file, opts);
        s.run();
        if (s.runtime().inputError() != null) {
            throw s.runtime().inputError();
        }
        Provenance p = Provenance.of(s);
        long a = var != null ? p.addressOf(var, offset).orElseThrow(() -> new ParameterException(spec.commandLine(),
                noSuchByte(p))) : address(addr);
        if (var == null && !DeviceWrites.locate(s.device(), a, length, new long[2])) {
            throw new ParameterException(spec.commandLine(), String.format("--addr 0x%x%s is not in one device memory; "
                    + "the device's memories are %s", a, length == 1 ? "" : " --length " + length,
                    s.device().addressMap().memoriesText()));
        }
        int at = step == null ? s.steps() : step;
        if (at < 0 || at > s.steps()) {
            throw new ParameterException(spec.commandLine(), "--step " + at + " is outside the run's 0.." + s.steps());
        }
        Chain c;
        try {
            c = p.why(a, length, at, depth);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, json(c, s.steps(), p));
        } else {
            text(out, c, s.steps(), p);
        }
        if (!c.written()) {
            spec.commandLine().getErr().printf("ringscope: %s: nothing wrote 0x%x (+%d)%s before step %d%n", file.source(),
                    a, length, p.variableAt(a).map(v -> " (" + v + ")").orElse(""), at);
            spec.commandLine().getErr().flush();
            return RingScopeCommand.EXIT_INVALID_INPUT;
        }
        return 0;
    }

    /** Why {@code --var} names no byte: the variable's size, or the variables the run placed and the nearest name. */
    private String noSuchByte(Provenance p) {
        OptionalLong size = p.variableSize(var);
        if (size.isPresent()) {
            return "--var " + var + " --offset " + offset + ": " + var + " holds " + size.getAsLong() + " bytes (offsets 0.."
                    + (size.getAsLong() - 1) + ")";
        }
        List<String> names = p.variableNames();
        String hint = Nearest.of(var, names).map(n -> "; did you mean " + n + "?").orElse("");
        String list = names.size() <= MAX_NAMES ? String.join(", ", names) : String.join(", ", names.subList(0, MAX_NAMES))
                + " and " + (names.size() - MAX_NAMES) + " more";
        return "--var " + var + ": the run placed no variable of that name" + hint + " (its variables: " + list + ")";
    }

    private long address(String text) {
        try {
            String t = text.replace("_", "");
            return t.startsWith("0x") || t.startsWith("0X") ? Long.parseUnsignedLong(t.substring(2), 16) : Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new ParameterException(spec.commandLine(), "--addr: '" + text + "' is not an address");
        }
    }

    static void text(PrintWriter out, Chain c, int steps, Provenance p) {
        int parts = c.parts().size();
        out.printf("why 0x%x +%d%s at step %d of %d: %s%d write%s%n", c.address(), c.length(),
                p.variableAt(c.address()).map(v -> " (" + v + ")").orElse(""), c.step(), steps,
                parts == 1 ? "" : "its bytes from " + parts + " writers, ", c.writes().size(),
                c.writes().size() == 1 ? "" : "s");
        // under bytes rows (several writers, or one that wrote the range in pieces) each part's rows are indented
        String in = c.headed() ? "  " : "";
        for (Row r : c.rows()) {
            String pad = r instanceof Row.Bytes ? "" : r instanceof Row.Write ? in : in + "  ";
            out.printf("%s%-9s %s%n", pad, tag(r), r.text());
            out.printf("%s          at %s%n", pad, r.location().text());
        }
        out.flush();
    }

    /** The row's kind as a word: {@code write}, {@code slot}, {@code dumped}, {@code authored}, … {@code origin}. */
    static String tag(Row r) {
        return r.getClass().getSimpleName().toLowerCase(Locale.ROOT);
    }

    static ObjectNode json(Chain c, int steps, Provenance p) {
        ObjectNode o = JsonOut.mapper().createObjectNode();
        o.put("address", String.format("0x%x", c.address()));
        o.put("length", c.length());
        p.variableAt(c.address()).ifPresent(v -> o.put("variable", v));
        o.put("step", c.step());
        o.put("steps", steps);
        o.put("written", c.written());
        o.put("hops", c.writes().size());
        ArrayNode parts = o.putArray("parts");
        for (Chain.Part part : c.parts()) {
            ObjectNode n = parts.addObject();
            n.put("record", part.record());
            n.put("step", part.head().step());
            n.put("bytes", part.head().bytes());
            ArrayNode spans = n.putArray("spans");
            part.spans().forEach(x -> spans.addObject().put("address", String.format("0x%x", x.address()))
                    .put("length", x.length()));
            n.put("text", part.head().text());
        }
        ArrayNode rows = o.putArray("rows");
        for (Row r : c.rows()) {
            ObjectNode n = JsonOut.mapper().createObjectNode();
            n.put("row", tag(r));
            ObjectNode fields = JsonOut.mapper().valueToTree(r);
            fields.remove("location");
            n.setAll(fields);
            n.put("location", r.location().text());
            n.put("text", r.text());
            rows.add(n);
        }
        return o;
    }
}
