package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import javafx.animation.KeyFrame;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.util.Duration;
import org.ringscope.app.ui.actions.DiffActions;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.lesson.LessonPanel;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.trace.Stepper;
import org.ringscope.views.Document;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.profile.ProfileCompareView;
import org.ringscope.views.reloc.UcodeDocument;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionHolder;

/**
 * {@code ringscope gui --screenshot}: waits until every file has loaded and the views are idle, brings the
 * requested NEFF tab, member and view forward, lets the scene settle, saves the PNG and exits.
 */
final class HeadlessShot {
    private static final Duration POLL = Duration.millis(50);
    private static final int MAX_POLLS = 1200; // 60 s

    /**
     * What the screenshot waits on and arranges.
     *
     * @param idle      nothing loading or running
     * @param neffView  the current NEFF view
     * @param dock      the views, one brought forward
     * @param sessions  the run whose cursor moves
     * @param selection what {@code --run-to} and {@code --slot} select
     * @param show      shows a document loaded here (a NEFF's ucode library member)
     * @param failures  how many loads and runs failed
     * @param scene     what the picture is taken of
     * @param diffs     the diff view, waited on
     * @param lessons   the Lesson panel, waited on
     */
    record Parts(BooleanSupplier idle, Supplier<Optional<NeffView>> neffView, DockPane dock, SessionHolder sessions,
                 Selection selection, Consumer<Document> show, IntSupplier failures, Supplier<Scene> scene,
                 DiffActions diffs, LessonPanel lessons) {
    }

    private final Parts window;
    private final RingScopeApp.Options options;
    private int polls;
    private boolean arranged;
    private volatile boolean settled;

    HeadlessShot(Parts window, RingScopeApp.Options options) {
        this.window = window;
        this.options = options;
    }

    void start() {
        Timeline t = new Timeline();
        t.getKeyFrames().add(new KeyFrame(POLL, e -> {
            if (ready()) {
                t.stop();
                PauseTransition settle = new PauseTransition(Duration.millis(500));
                settle.setOnFinished(x -> shoot());
                settle.play();
            } else if (++polls > MAX_POLLS) {
                t.stop();
                System.err.println("ringscope: gave up waiting for the window to finish loading");
                finish(RingScopeApp.exitCode() == 0 ? 3 : RingScopeApp.exitCode());
            }
        }));
        t.setCycleCount(Timeline.INDEFINITE);
        t.play();
    }

    private boolean ready() {
        if (!window.idle().getAsBoolean()) {
            return false;
        }
        if (!arranged) {
            arranged = true;
            window.neffView().get().ifPresent(this::arrange);
            options.view().ifPresent(v -> {
                if (v == ViewKind.RELOCATIONS && window.dock().item(v.id()).isEmpty()) {
                    openLibraryMember();
                }
                if (!window.dock().reveal(v)) {
                    System.err.println("ringscope: warning: no " + v + " view is open");
                }
            });
            moveCursor();
            return false;
        }
        return settled && !LessonLaunch.busy(window.lessons()) && window.neffView().get().map(v -> !v.busyProperty().get()).orElse(true)
                && DiffStartup.done().isDone() && window.diffs().view().map(v -> v.idle()).orElse(true)
                && window.dock().item(ViewKind.PROFILE.id()).map(i -> i.view()).filter(ProfileCompareView.class::isInstance)
                        .map(v -> ((ProfileCompareView) v).idle()).orElse(true);
    }

    /**
     * Moves the cursor as asked ({@code --run-to}, {@code --step}) on the session's journal thread (and selects the
     * {@code --run-to} node, so the properties show it), then waits
     * for every query queued before (the views' reads at the new step) and one more FX turn.
     */
    private void moveCursor() {
        var cursor = window.sessions().cursor();
        if (window.sessions().current().isEmpty()) {
            if (options.runTo().isPresent() || options.step().isPresent()) {
                System.err.println("ringscope: warning: no session to move the cursor in");
            }
            settled = true;
            return;
        }
        cursor.query(j -> {
            options.step().ifPresent(n -> j.seek(Math.min(n, j.size())));
            options.runTo().ifPresent(n -> {
                if (Stepper.runToNode(j, n) < 0) {
                    System.err.println("ringscope: warning: the run never entered " + n);
                }
            });
            return null;
        }).thenRun(() -> Fx.run(() -> {
            options.runTo().ifPresent(n -> window.selection().select(
                    new SpineNode(n), this));
        })).thenRun(() -> Fx.run(() -> cursor.query(j -> null)
                .thenRun(() -> Fx.later(() -> settled = true)))); // after the answers' own hand-offs
    }

    /**
     * {@code --view relocations} with a NEFF and no library: the NEFF's first ucode library member (a {@code .so},
     * prelinked as the runtime stages it) opens in the relocation view, so the view shows something real.
     */
    private void openLibraryMember() {
        window.neffView().get().flatMap(NeffView::document).ifPresent(n -> n.file().members().names().stream()
                .filter(m -> m.endsWith(".so")).findFirst().ifPresent(m -> {
                    try {
                        String name = m.substring(m.lastIndexOf('/') + 1);
                        window.show().accept(UcodeDocument.load(name,
                                n.file().members().get(m).orElseThrow()));
                    } catch (Exception e) {
                        System.err.println("ringscope: warning: could not prelink " + m + ": " + e.getMessage());
                    }
                }));
    }

    private void arrange(NeffView v) {
        options.member().ifPresent(m -> {
            if (!v.selectMember(m)) {
                System.err.println("ringscope: warning: no member " + m + " in " + v.document().map(
                        d -> d.displayName()).orElse("the NEFF"));
            } else {
                options.slot().ifPresent(slot -> v.document().ifPresent(d -> window.selection().select(
                        new Instruction(new NeffMember(new Neff(d.displayName()), m), slot),
                        this)));
            }
        });
        options.section().ifPresent(v::showSection);
    }

    private void shoot() {
        int code = window.failures().getAsInt() > 0 || DiffStartup.failed() ? 1 : 0;
        Path png = options.screenshot().orElseThrow();
        try {
            Path saved = Snapshots.save(window.scene().get(), png);
            System.err.println("ringscope: saved " + saved);
        } catch (Exception e) {
            System.err.println("ringscope: could not save the screenshot " + png + ": " + e);
            code = 3;
        }
        finish(code);
    }

    private static void finish(int code) {
        RingScopeApp.setExitCode(code);
        Platform.exit();
    }
}
