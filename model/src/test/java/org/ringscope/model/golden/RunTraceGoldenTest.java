package org.ringscope.model.golden;

import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.testing.Golden;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Arch;

/**
 * A whole run of the bundled sample as a golden: the status, journal steps, doorbells and kickoffs, then every
 * spine entry in order — its journal record, depth and node — with the state hash of the whole emulation at that
 * record. Any change in the call structure, in the order of work or in what a step changes shows here, with the
 * first spine entry it affects.
 */
class RunTraceGoldenTest {
    static Stream<Arguments> runs() {
        return Stream.of(
                Arguments.of("sample-cayman-sync", RunOptions.defaults().withArch(Arch.CAYMAN)),
                Arguments.of("sample-cayman-async", RunOptions.defaults().withArch(Arch.CAYMAN).withAsync(true)),
                Arguments.of("sample-sunda-sync", RunOptions.defaults().withArch(Arch.SUNDA)),
                Arguments.of("sample-mariana-2-executions", RunOptions.defaults().withArch(Arch.MARIANA)
                        .withExecutions(2)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runs")
    void theRunMatchesTheGolden(String name, RunOptions options) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                options);
        RunResult r = s.run();
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(name).append(" on ").append(r.arch()).append(": ").append(r.statusName())
                .append(" (").append(r.status()).append(")\n");
        sb.append("# steps ").append(r.steps()).append(", doorbells ").append(r.doorbells()).append(", kickoffs ")
                .append(r.kickoffs()).append(", executions ").append(r.executions()).append('\n');
        Markers m = s.journal().markers();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker mk = m.marker(k);
            if (!mk.enter()) {
                continue;
            }
            s.seek(mk.record());
            sb.append(String.format(Locale.ROOT, "%6d %s%s %016x%n", mk.record(), "  ".repeat(mk.depth()), mk.node(),
                    s.stateHash()));
        }
        s.seek(s.steps());
        sb.append(String.format(Locale.ROOT, "%6d end %016x%n", s.steps(), s.stateHash()));
        Golden.check("runs/" + name + ".txt", sb.toString());
    }
}
