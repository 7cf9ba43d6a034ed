package org.ringscope.model.provenance;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.session.EmulationSession;

/**
 * What an output tensor holds at the end of a run, byte range by byte range (decision 1327): emulated data movement,
 * placeholders for what the engines computed (not emulated), or bytes nothing wrote — what {@code run --write-outputs}
 * reports beside the files.
 *
 * @param name  the output
 * @param bytes its size
 * @param spans its bytes in order, offsets in the tensor
 */
public record OutputContents(String name, long bytes, List<Placeholders.Span> spans) {
    /**
     * The name of the report of the outputs' contents written beside them ({@code run --write-outputs DIR}); it ends
     * in {@code .json}, so no output's {@code <name>.bin} is ever it.
     */
    public static final String REPORT_NAME = "outputs.provenance.json";

    public OutputContents {
        spans = List.copyOf(spans);
    }

    /** Bytes of {@code kind}. */
    public long bytesOf(Placeholders.Kind kind) {
        return spans.stream().filter(s -> s.kind() == kind).mapToLong(Placeholders.Span::length).sum();
    }

    /** Every output of {@code s}'s run at its last step, in the model's order. */
    public static List<OutputContents> of(EmulationSession s) {
        NeuronRuntime rt = s.runtime();
        Placeholders p = Placeholders.of(s);
        List<OutputContents> out = new ArrayList<>();
        for (String name : rt.outputs()) {
            long size = rt.tensorSize(name);
            out.add(new OutputContents(name, size, size == 0 ? List.of()
                    : p.spans(rt.tensorAddress(name), size, s.steps())));
        }
        return out;
    }
}
