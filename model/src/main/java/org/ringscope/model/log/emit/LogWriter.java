package org.ringscope.model.log.emit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;
import org.ringscope.model.check.LogFormat;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.LogClock;
import org.ringscope.model.log.LogLine;

/**
 * Prints lines as the runtime writes them ({@link LogFormat}), one per line, with the emulated clock's time of their
 * step. The runtime's log holds no kernel lines: dmesg lines are written only when asked.
 */
public final class LogWriter implements Consumer<LogLine> {
    private final Appendable out;
    private final LogClock clock;
    private final int fraction;
    private final boolean dmesg;
    private long lines;

    /**
     * @param fractionDigits the time's fraction digits ({@link LogPlan#fractionDigits()})
     * @param dmesg          whether the kernel's lines are written too
     */
    public LogWriter(Appendable out, LogClock clock, int fractionDigits, boolean dmesg) {
        this.out = out;
        this.clock = clock;
        this.fraction = fractionDigits;
        this.dmesg = dmesg;
    }

    /** {@code l} as printed, without the line end. */
    public static String format(LogLine l, LogClock clock, int fractionDigits) {
        return switch (l.kind()) {
            case RUNTIME -> LogFormat.runtime(clock.at(l.step()), fractionDigits, l.level(), l.module().name(),
                    l.function(), l.message());
            case CONTINUATION -> l.message();
            case DMESG -> LogFormat.dmesg(clock.uptime(l.step()), l.function(), l.message());
        };
    }

    @Override
    public void accept(LogLine l) {
        if (l.kind() == LineKind.DMESG && !dmesg) {
            return;
        }
        try {
            out.append(format(l, clock, fraction)).append('\n');
            lines++;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lines written so far. */
    public long lines() {
        return lines;
    }
}
