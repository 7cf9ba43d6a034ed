package org.ringscope.views.session;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.control.ComboBox;
import javafx.scene.layout.Region;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.fx.Failures;
import org.ringscope.views.fx.Fx;

/**
 * The pre-flight check of the session's NEFF on the chosen profile, shared by the Problems and Ring Memory views and
 * the window's status bar (one per session source). The profile is {@value #AUTO} (the current profile of the NEFF's
 * arch) or a profile's name; the window saves it with the preferences. The check runs on a thread of its own, at low
 * priority, whenever the session or the profile changes — a large NEFF takes seconds, and the window's background
 * executor stays free for loading and the views; it reads only the NEFF, so it does not wait for the run (and works
 * when the run fails).
 */
public final class PreflightSource {
    /** The current profile of the NEFF's arch. */
    public static final String AUTO = "auto";

    /** Weak both ways: a source refers to its sessions, so a strong value would keep its key (and a window's run) alive. */
    private static final Map<SessionSource, WeakReference<PreflightSource>> SHARED = new WeakHashMap<>();
    /** Where every window's checks run, one at a time. */
    private static final Executor CHECKS = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ringscope-preflight");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });

    /**
     * What the check says now.
     *
     * @param session the session whose NEFF was checked, or {@code null}
     * @param report  the report, or {@code null} while checking or when there is nothing to check
     * @param choice  how the profile was chosen, or {@code null}
     * @param status  why there is no report yet, or empty
     */
    public record State(EmulationSession session, CheckReport report, ProfileRequest.Choice choice, String status) {
        static final State NONE = new State(null, null, null, "No NEFF open: the pre-flight check runs on the session's "
                + "NEFF.");

        public boolean ready() {
            return report != null;
        }

        /** {@code sunda@2.19.0: would not load}, or the status: the status bar's words. */
        public String verdict() {
            return report == null ? status : report.profile().name() + ": " + (report.loads() ? "would load"
                    : "would not load");
        }

        /** {@code sunda@2.19.0: would not load (1 error, 0 warnings)}, or the status. */
        public String summary() {
            if (report == null) {
                return status;
            }
            long e = report.count(Severity.ERROR);
            long w = report.count(Severity.WARNING);
            return report.profile().name() + ": " + (report.loads() ? "would load" : "would not load") + " (" + e
                    + (e == 1 ? " error" : " errors") + ", " + w + (w == 1 ? " warning" : " warnings") + ")";
        }
    }

    private final SessionSource sessions;
    private final StringProperty profile = new SimpleStringProperty(this, "profile", AUTO);
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.NONE);
    private final Map<EmulationSession, CompletableFuture<CheckInput>> inputs = new WeakHashMap<>();
    private final Consumer<Optional<EmulationSession>> onSession = s -> Fx.run(this::refresh);
    private int request;

    private PreflightSource(SessionSource sessions) {
        this.sessions = sessions;
        CHECKS.execute(Preflight::prepare);
        sessions.addListener(onSession);
        profile.addListener((o, was, now) -> refresh());
        refresh();
    }

    /** The source of {@code sessions}' window (made by the first view that asks). FX thread. */
    public static PreflightSource of(SessionSource sessions) {
        synchronized (SHARED) {
            WeakReference<PreflightSource> r = SHARED.get(sessions);
            PreflightSource p = r == null ? null : r.get();
            if (p == null) {
                p = new PreflightSource(sessions);
                SHARED.put(sessions, new WeakReference<>(p));
            }
            return p;
        }
    }

    /** {@value #AUTO} or a profile's name. */
    public StringProperty profileProperty() {
        return profile;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public State state() {
        return state.get();
    }

    /**
     * A profile selector bound to this source: {@value #AUTO}, then every profile. The caller unbinds it
     * ({@code valueProperty().unbindBidirectional(profileProperty())}) when its view goes.
     */
    public ComboBox<String> selector(String id) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(AUTO); // the profiles when it first opens: the profile data loads off the FX thread
        box.setOnShowing(e -> {
            if (box.getItems().size() == 1) {
                String v = box.getValue();
                box.getItems().setAll(choices());
                box.setValue(v);
            }
        });
        box.setVisibleRowCount(16);
        box.setFocusTraversable(false);
        box.setMinWidth(Region.USE_PREF_SIZE);
        box.valueProperty().bindBidirectional(profile);
        return box;
    }

    /** What the selector offers: {@value #AUTO}, then every profile. */
    public static List<String> choices() {
        List<String> out = new ArrayList<>();
        out.add(AUTO);
        Catalog.standard().profiles().forEach(p -> out.add(p.name()));
        return out;
    }

    private void refresh() {
        Fx.assertFxThread();
        EmulationSession s = sessions.current().orElse(null);
        int req = ++request;
        if (s == null) {
            state.set(sessions.pending().isEmpty() ? State.NONE : new State(null, null, null,
                    SessionSource.emptyText(sessions, State.NONE.status())));
            return;
        }
        String name = profile.get() == null ? AUTO : profile.get();
        state.set(new State(s, null, null, "Checking " + s.neff().source() + " on " + name + "…"));
        input(s).thenApplyAsync(in -> {
            ProfileRequest req0 = AUTO.equals(name) ? ProfileRequest.NONE : ProfileRequest.named(name);
            ProfileRequest.Choice choice = req0.resolve(Catalog.standard(), in.neffArch());
            Profile p = choice.profile();
            try {
                return new State(s, Preflight.check(in, p, Catalog.standard(), Stamps.system()), choice, "");
            } catch (InputException e) {
                return new State(s, null, choice, "The check cannot read the NEFF: " + e.getMessage());
            }
        }, CHECKS).whenComplete((st, err) -> Fx.run(() -> {
            if (req == request) {
                state.set(err == null ? st : new State(s, null, null, "The check failed: " + rootMessage(err)));
            }
        }));
    }

    /** The NEFF's check input, built once per session (its plans are kept for the next profile). */
    private CompletableFuture<CheckInput> input(EmulationSession s) {
        synchronized (inputs) {
            // the session's own parse of the manifest: the check never parses it again
            return inputs.computeIfAbsent(s, k -> CompletableFuture.completedFuture(CheckInput.of(k.neff(),
                    k.manifest())));
        }
    }

    private static String rootMessage(Throwable t) {
        return Failures.root(t).getMessage();
    }
}
