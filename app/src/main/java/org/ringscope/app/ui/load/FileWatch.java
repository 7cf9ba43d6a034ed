package org.ringscope.app.ui.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.util.Duration;
import org.ringscope.views.Document;

/**
 * Notices an open file that changed on disk (its modification time moved) — checked every two seconds and
 * when the window gets the focus back — and offers to read it again, once per change: the offer calls
 * {@code offer} with the path, whose answer (Reload, or not) is the caller's.
 */
public final class FileWatch {
    static final Duration PERIOD = Duration.seconds(2);

    private final Map<Path, FileTime> loaded = new HashMap<>();
    private final Consumer<Path> offer;
    private final Timeline timer;
    private BooleanSupplier alive = () -> true;
    private ObservableBooleanValue focused;
    private final ChangeListener<Boolean> onFocus = (o, was, now) -> {
        if (!alive.getAsBoolean()) {
            stop();
        } else if (now) {
            check();
        }
    };

    public FileWatch(Consumer<Path> offer) {
        this.offer = offer;
        this.timer = new Timeline(new KeyFrame(PERIOD, e -> {
            if (alive.getAsBoolean()) {
                check();
            } else {
                stop(); // the window is gone: the timer must not keep it (and its runs) alive
            }
        }));
        timer.setCycleCount(Timeline.INDEFINITE);
    }

    /**
     * Starts checking, also each time {@code focused} turns true, for as long as {@code alive} says the window is
     * still there.
     */
    public void start(ObservableBooleanValue focused, BooleanSupplier alive) {
        this.alive = alive;
        this.focused = focused;
        focused.addListener(onFocus);
        timer.play();
    }

    /** Stops checking, and lets go of the stage (a window that is gone must not be kept by its stage). */
    void stop() {
        timer.stop();
        if (focused != null) {
            focused.removeListener(onFocus);
            focused = null;
        }
    }

    /** A document was (re)loaded: its file's time now is the one it was read at. */
    public void track(Document doc) {
        doc.path().ifPresent(p -> {
            time(p).ifPresent(t -> loaded.put(p, t));
        });
    }

    void forget(Path p) {
        loaded.remove(p);
    }

    /** Offers each file whose time moved since it was read (and was not offered for this change yet). */
    public void check() {
        for (Map.Entry<Path, FileTime> e : Map.copyOf(loaded).entrySet()) {
            var now = time(e.getKey());
            if (now.isPresent() && !now.get().equals(e.getValue())) { // once per change: the new time is the one offered
                loaded.put(e.getKey(), now.get());
                offer.accept(e.getKey());
            }
        }
    }

    private static Optional<FileTime> time(Path p) {
        try {
            return Optional.of(Files.getLastModifiedTime(p));
        } catch (IOException e) {
            return Optional.empty(); // gone or unreadable: the next reload reports it
        }
    }
}
