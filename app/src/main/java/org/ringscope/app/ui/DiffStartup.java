package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import org.ringscope.app.ui.actions.DiffActions;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionHolder;

/**
 * A diff asked for on the command line ({@code gui --compare DUMP [--compare DUMP] | --fork NAME=VALUE}): two dumps
 * open at once; one dump is compared with the run, and a fork made of it, once the first run is current. The
 * headless screenshot waits for {@link #done()}.
 */
public final class DiffStartup {
    private static volatile List<Path> compare = List.of();
    private static volatile ForkParameter fork;
    private static volatile CompletableFuture<?> done = CompletableFuture.completedFuture(null);
    private static volatile boolean failed;

    private DiffStartup() {
    }

    /** What the next window diffs: up to two dumps, or a fork (null for none). */
    public static void configure(List<Path> dumps, ForkParameter forkWith) {
        compare = List.copyOf(dumps);
        fork = forkWith;
        failed = false;
        done = compare.isEmpty() && fork == null ? CompletableFuture.completedFuture(null) : new CompletableFuture<>();
    }

    /** Whether two dumps were asked for: the window then opens no sample beside them. */
    static boolean twoDumps() {
        return compare.size() == 2;
    }

    /** Completes when the diff asked for is shown or has failed. */
    static CompletableFuture<?> done() {
        return done;
    }

    /** Whether the diff asked for failed. */
    static boolean failed() {
        return failed;
    }

    /** Starts the diff with {@code diffs}: at once for two dumps, else when the first session is current. */
    static void install(DiffActions diffs, SessionHolder sessions) {
        CompletableFuture<?> d = done;
        if (d.isDone()) {
            return;
        }
        if (compare.size() == 2) {
            follow(diffs.openDumps(compare.get(0), compare.get(1)), d);
            return;
        }
        sessions.openProperty().addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                if (now) {
                    o.removeListener(this);
                    follow(fork != null ? diffs.fork(fork) : diffs.compareWith(compare.get(0)), d);
                }
            }
        });
    }

    private static void follow(CompletableFuture<?> job, CompletableFuture<?> d) {
        job.whenComplete((x, t) -> Fx.run(() -> {
            failed = t != null;
            d.complete(null);
        }));
    }
}
