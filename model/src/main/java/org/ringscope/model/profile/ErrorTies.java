package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringscope.model.InputException;
import org.ringscope.model.profile.ProfileComparison.ErrorRow;

/**
 * The profile's {@code Error} rows ({@code DMA2D OOB}, {@code sem 5 overflow}, …), each tied to what it names: a
 * queue named in its text ({@code qSPIO0-Q1-E0}), a semaphore ({@code sem 5}), else the instruction running at its
 * time ({@code Instruction}), else the DMA packet that started last before it.
 */
final class ErrorTies {
    private static final Pattern QUEUE = Pattern.compile("[A-Za-z_][\\w]*-Q\\d+-E\\d+");
    private static final Pattern SEM = Pattern.compile("\\bsem(?:aphore)?\\s*(\\d+)", Pattern.CASE_INSENSITIVE);
    /** The most errors tied one by one (a profile of a failing run has a few). */
    static final int MAX_ROWS = 10_000;

    private ErrorTies() {
    }

    static List<ErrorRow> of(ProfileDir dir, ProfilePackets packets, EmulatedRun run, long[] window)
            throws InputException {
        Optional<ProfileTable> t = dir.table("Error");
        List<ErrorRow> out = new ArrayList<>();
        if (t.isEmpty() || !t.get().has("description")) {
            return out;
        }
        List<long[]> times = new ArrayList<>();
        dir.scan(t.get(), List.of("description", "metadata", "type", "timestamp"), (first, c) -> {
            for (int i = 0; i < c[0].size() && out.size() < MAX_ROWS; i++) {
                long time = c[3] == null ? -1 : c[3].longAt(i, -1);
                if (time >= 0 && (time < window[0] || time > window[1])) {
                    continue;
                }
                String d = c[0].textAt(i);
                String m = c[1] == null ? "" : c[1].textAt(i);
                String[] tie = named(d + " " + m, run);
                out.add(new ErrorRow(first + i, d, m, c[2] == null ? "" : c[2].textAt(i), time, tie[0], tie[1]));
                times.add(new long[] {out.size() - 1, time});
            }
        });
        InstructionTies.tie(dir, out, times, packets);
        return out;
    }

    private static String[] named(String text, EmulatedRun run) {
        Matcher q = QUEUE.matcher(text);
        if (q.find()) {
            String name = q.group();
            return new String[] {QueueNames.resolve(run, name, Map.of()).map(x -> "queue " + x.key())
                    .orElse("queue " + name + " (not in the NEFF)"), "named"};
        }
        Matcher s = SEM.matcher(text);
        if (s.find()) {
            return new String[] {"semaphore S[" + s.group(1) + "]", "named"};
        }
        return new String[] {"", ""};
    }
}
