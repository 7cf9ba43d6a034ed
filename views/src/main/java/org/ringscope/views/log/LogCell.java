package org.ringscope.views.log;

import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import javafx.css.PseudoClass;
import javafx.scene.control.ListCell;
import org.ringscope.model.check.Level;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.Origin;

/**
 * One row of the Log view: the step, then the line as the runtime prints it without its time ({@code TRACE
 * TDRV:vring_dump_to_pring_padded vring is copied to pring. ndesc=3/3}); RingScope's own lines dimmed, errors and
 * warnings coloured. A row whose line is not read yet asks for its page and shows an ellipsis meanwhile.
 */
final class LogCell extends ListCell<Integer> {
    private static final PseudoClass EMULATED = PseudoClass.getPseudoClass("emulated");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass WARN = PseudoClass.getPseudoClass("warn");

    private final IntFunction<LogLine> lines;
    private final IntConsumer missing;

    LogCell(IntFunction<LogLine> lines, IntConsumer missing) {
        this.lines = lines;
        this.missing = missing;
        getStyleClass().addAll("log-line", "mono");
    }

    @Override
    protected void updateItem(Integer row, boolean empty) {
        super.updateItem(row, empty);
        LogLine l = empty || row == null ? null : lines.apply(row);
        if (!empty && row != null && l == null) {
            missing.accept(row);
        }
        setText(empty || row == null ? null : l == null ? "…" : text(l));
        pseudoClassStateChanged(EMULATED, l != null && l.origin() == Origin.EMULATED);
        pseudoClassStateChanged(ERROR, l != null && l.level() == Level.ERROR);
        pseudoClassStateChanged(WARN, l != null && l.level() == Level.WARN);
    }

    /** The line as the view prints it. */
    static String text(LogLine l) {
        String step = String.format(Locale.ROOT, "%8d  ", l.step());
        return step + switch (l.kind()) {
            case RUNTIME -> l.level().column() + " " + l.module().column() + ":" + l.function() + "  " + l.message();
            case CONTINUATION -> "            " + l.message().strip();
            case DMESG -> "      neuron:" + l.function() + ": " + l.message();
        };
    }
}
