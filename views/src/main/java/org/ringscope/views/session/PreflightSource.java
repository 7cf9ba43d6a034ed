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
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.SessionChecks;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.fx.Failures;
import org.ringscope.views.fx.Fx;

/**
 * The pre-flight check of the session's NEFF on the chosen profile, shared by the Problems and Ring Memory views and
 * the window's status bar (one per session source). The profile is {@value #AUTO} (the current profile of the NEFF's
 * arch), a profile's name, or versions typed as {@code check} takes them ({@link ProfileRequest#parse}); the window
 * saves it with the preferences, and a verdict on a profile chosen before its NEFF was open says so. The check runs on
 * a thread of its own, at low priority, whenever the session or the profile changes — a large NEFF takes seconds, and
 * the window's background executor stays free for loading and the views; it reads only the NEFF, so it does not wait
 * for the run (and works when the run fails).
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
     * @param kept    whether the profile was chosen before this NEFF was open (in an earlier session, or for another
     *                NEFF) rather than for it: then the verdicts say so
     */
    public record State(EmulationSession session, CheckReport report, ProfileRequest.Choice choice, String status,
                        boolean kept) {
        static final State NONE = new State(null, null, null, "No NEFF open: the pre-flight check runs on the session's "
                + "NEFF.", false);

        public boolean ready() {
            return report != null;
        }

        /** {@code sunda@2.19.0: would not load} ({@code sunda@2.19.0 (kept): …}), or the status: the status bar's words. */
        public String verdict() {
            return report == null ? status : report.profile().name() + (kept ? " (kept)" : "") + ": "
                    + (report.loads() ? "would load" : "would not load");
        }

        /**
         * {@code sunda@2.19.0: would not load (1 error, 0 warnings)} ({@code sunda@2.19.0, kept from before this NEFF:
         * …}), or the status.
         */
        public String summary() {
            if (report == null) {
                return status;
            }
            long e = report.count(Severity.ERROR);
            long w = report.count(Severity.WARNING);
            return report.profile().name() + (kept ? ", kept from before this NEFF" : "") + ": " + (report.loads()
                    ? "would load" : "would not load") + " (" + e + (e == 1 ? " error" : " errors") + ", " + w
                    + (w == 1 ? " warning" : " warnings") + ")";
        }
    }

    private final SessionSource sessions;
    private final StringProperty profile = new SimpleStringProperty(this, "profile", AUTO);
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.NONE);
    private final Consumer<Optional<EmulationSession>> onSession = s -> Fx.run(this::refresh);
    private int request;
    /** The NEFF open when the profile was last chosen ({@code null}: none was, as when the preferences restore it). */
    private String chosenFor;
    /** Whether the profile was chosen for the next NEFF to open (a command line's choice). */
    private boolean forNext;

    private PreflightSource(SessionSource sessions) {
        this.sessions = sessions;
        CHECKS.execute(Preflight::prepare);
        sessions.addListener(onSession);
        profile.addListener((o, was, now) -> {
            chosenFor = sessions.current().map(PreflightSource::neffOf).orElse(null);
            refresh();
        });
        refresh();
    }

    private static String neffOf(EmulationSession s) {
        return s.neff().source();
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

    /**
     * Counts the profile as chosen for the next NEFF that opens, not kept from before it (a command line names it
     * with the files it opens). FX thread.
     */
    public void chosenForTheNextNeff() {
        Fx.assertFxThread();
        forNext = true;
    }

    /** {@value #AUTO}, a profile's name, or a typed request ({@link ProfileRequest#parse}). */
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
     * A profile selector bound to this source: {@value #AUTO}, then every profile with its driver and runtime; a request
     * can be typed too ({@code driver 2.8.4.0}, {@link ProfileRequest#parse}). The caller unbinds it
     * ({@code valueProperty().unbindBidirectional(profileProperty())}) when its view goes.
     */
    public ComboBox<String> selector(String id) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.setEditable(true);
        box.getEditor().setPrefColumnCount(13);
        box.setPromptText("auto, a profile, or driver V runtime V");
        box.setTooltip(new Tooltip("The profile the load is checked on: auto (the NEFF's arch, its newest release), a "
                + "profile from the list, or typed: driver 2.8.4.0, runtime 2.21.41.0, arch sunda, instance "
                + "inf2.24xlarge (four numbers to a version). It is kept for the next NEFF and session."));
        box.getItems().setAll(AUTO); // the profiles when it first opens: the profile data loads off the FX thread
        box.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(String name, boolean empty) {
                super.updateItem(name, empty);
                setText(empty || name == null ? null : describe(name));
            }
        });
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

    /** A choice as the list shows it: {@code sunda@2.15.0 · driver 2.14.5.0 · runtime 2.18.14.0}. */
    public static String describe(String choice) {
        if (AUTO.equals(choice)) {
            return AUTO + " · the NEFF's arch, its newest release";
        }
        return Catalog.standard().profile(choice).map(p -> p.name() + " · driver " + p.driver() + " · runtime "
                + p.runtime()).orElse(choice);
    }

    private void refresh() {
        Fx.assertFxThread();
        EmulationSession s = sessions.current().orElse(null);
        int req = ++request;
        if (s == null) {
            state.set(sessions.pending().isEmpty() ? State.NONE : new State(null, null, null,
                    SessionSource.emptyText(sessions, State.NONE.status()), false));
            return;
        }
        String name = profile.get() == null ? AUTO : profile.get();
        if (forNext) {
            forNext = false;
            chosenFor = neffOf(s);
        }
        boolean kept = !AUTO.equals(name) && !neffOf(s).equals(chosenFor);
        state.set(new State(s, null, null, "Checking " + s.neff().source() + " on " + name + "…", kept));
        input(s).thenApplyAsync(in -> {
            ProfileRequest.Choice choice;
            try {
                choice = ProfileRequest.parse(name, Catalog.standard()).resolve(Catalog.standard(), in.neffArch());
            } catch (IllegalArgumentException e) {
                return new State(s, null, null, "The load check cannot use '" + name + "': " + e.getMessage(), kept);
            }
            Profile p = choice.profile();
            try {
                return new State(s, Preflight.check(in, p, Catalog.standard(), Stamps.system()), choice, "", kept);
            } catch (InputException e) {
                return new State(s, null, choice, "The check cannot read the NEFF: " + e.getMessage(), kept);
            }
        }, CHECKS).whenComplete((st, err) -> Fx.run(() -> {
            if (req == request) {
                state.set(err == null ? st : new State(s, null, null, "The check failed: " + rootMessage(err), kept));
            }
        }));
    }

    /** The NEFF's check input, one per session (its plans are kept for the next profile and shared with the log). */
    private static CompletableFuture<CheckInput> input(EmulationSession s) {
        // the session's own parse of the manifest: the check never parses it again
        return CompletableFuture.completedFuture(SessionChecks.input(s));
    }

    private static String rootMessage(Throwable t) {
        return Failures.root(t).getMessage();
    }
}
