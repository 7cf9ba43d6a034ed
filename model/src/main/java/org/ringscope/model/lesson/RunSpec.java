package org.ringscope.model.lesson;

import java.util.Locale;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.udma.Arch;

/**
 * How a lesson step's session runs the sample: on which arch (null = the NEFF's own target, CAYMAN for the sample)
 * and whether {@code nrt_execute} takes the async path. Written {@code run: sunda}, {@code run: cayman async}.
 * Steps with the same spec share one session; a step with another spec opens a new run.
 */
public record RunSpec(Arch arch, boolean async) {
    /** The sample as {@code ringscope run --sample} runs it. */
    public static final RunSpec DEFAULT = new RunSpec(null, false);

    /** Parses {@code sunda|cayman|mariana} and {@code sync|async} words in any order; null on a bad word. */
    static RunSpec parse(String text, String[] error) {
        Arch arch = null;
        boolean async = false;
        for (String w : text.trim().split("\\s+")) {
            String k = w.toLowerCase(Locale.ROOT);
            switch (k) {
                case "sunda", "cayman", "mariana" -> arch = Arch.valueOf(k.toUpperCase(Locale.ROOT));
                case "async" -> async = true;
                case "sync", "" -> async = false;
                default -> {
                    error[0] = "'" + w + "' is not sunda, cayman, mariana, sync or async";
                    return null;
                }
            }
        }
        return new RunSpec(arch, async);
    }

    /** The options of the session: profiling on, as {@code run --sample}. */
    public RunOptions options() {
        RunOptions o = RunOptions.defaults().withInspect(true).withAsync(async);
        return arch == null ? o : o.withArch(arch);
    }

    /** {@code cayman async}, {@code default}. */
    @Override
    public String toString() {
        String a = arch == null ? "default" : arch.name().toLowerCase(Locale.ROOT);
        return async ? a + " async" : a;
    }
}
