package org.ringscope.app.ui;

import java.util.function.BooleanSupplier;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/**
 * Runs something once the window has loaded and run what it opened: when {@code idle} has held at three looks in a
 * row, 100 ms apart (a load that ends starts a run, so one look between them is not enough). FX thread.
 */
final class WhenIdle {
    private WhenIdle() {
    }

    static void then(BooleanSupplier idle, Runnable r) {
        int[] quiet = {0};
        Timeline t = new Timeline();
        t.getKeyFrames().add(new KeyFrame(Duration.millis(100), e -> {
            quiet[0] = idle.getAsBoolean() ? quiet[0] + 1 : 0;
            if (quiet[0] >= 3) {
                t.stop();
                r.run();
            }
        }));
        t.setCycleCount(Timeline.INDEFINITE);
        t.play();
    }
}
