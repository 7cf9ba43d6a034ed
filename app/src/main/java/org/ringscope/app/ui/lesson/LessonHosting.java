package org.ringscope.app.ui.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.load.Documents;
import org.ringscope.model.lesson.Look;
import org.ringscope.model.lesson.RunSpec;
import org.ringscope.model.lesson.Target;
import org.ringscope.model.lesson.Targets;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.LocationKind;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.Document;
import org.ringscope.views.descriptor.DescriptorView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionHolder;

/**
 * The window's {@link LessonHost}: one run of the bundled sample per {@link RunSpec} (run once on a journal thread of
 * its own, kept while the window lives), made the window's current session when a step needs it; targets are reached
 * with {@link Targets} on that thread, so every view follows the shared cursor. Looks become a view brought forward
 * (moved to the centre if the perspective does not show it) and a selected {@link Location}. The sample the runs are
 * of is shown in a NEFF view of its own while a step plays, whatever other NEFF is open, and a look at one of its
 * members or instructions goes to that view.
 */
public final class LessonHosting implements LessonHost {
    /** The name the lessons' bundled sample goes by (its NEFF view, its instructions' locations). */
    static final String SAMPLE_NAME = "sample.neff";
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final SessionHolder sessions;
    private final DockPane dock;
    private final DescriptorView descriptor;
    private final Selection selection;
    private final ReadOnlyIntegerProperty pendingLoads;
    private final Consumer<Path> open;
    private final Consumer<Document> showDocument;
    private final Consumer<String> status;
    private final Map<RunSpec, Run> runs = new HashMap<>();
    private NeffDocument sample;

    private record Run(CompletableFuture<EmulationSession> session, ExecutorService thread) {
    }

    /**
     * A host that makes its runs current in {@code sessions}, brings views forward in {@code dock}, points the
     * inspector {@code descriptor} and selects in {@code selection}; it opens a library with {@code open} (and waits
     * for {@code pendingLoads} to reach 0), shows the lessons' sample in a NEFF view of its own with
     * {@code showDocument} (the window's documents; no second run) and tells what it does to {@code status}.
     */
    public LessonHosting(SessionHolder sessions, DockPane dock, DescriptorView descriptor, Selection selection,
            ReadOnlyIntegerProperty pendingLoads, Consumer<Path> open, Consumer<Document> showDocument,
            Consumer<String> status) {
        this.sessions = sessions;
        this.dock = dock;
        this.descriptor = descriptor;
        this.selection = selection;
        this.pendingLoads = pendingLoads;
        this.open = open;
        this.showDocument = showDocument;
        this.status = status;
    }

    @Override
    public CompletableFuture<Integer> play(RunSpec spec, List<Target> targets) {
        Run r = runs.computeIfAbsent(spec, this::start);
        return r.session().thenCompose(s -> {
            CompletableFuture<Integer> done = new CompletableFuture<>();
            Fx.run(() -> {
                if (sessions.current().orElse(null) != s) {
                    sessions.set(s, r.thread());
                }
                showSample();
                sessions.cursor().withSession(x -> {
                    x.seek(0);
                    int at = -1;
                    for (Target t : targets) {
                        at = Targets.reach(x, t);
                    }
                    return at;
                }).whenComplete((at, err) -> {
                    if (err != null) {
                        done.completeExceptionally(err);
                    } else {
                        done.complete(at.value());
                    }
                });
            });
            return done;
        });
    }

    private Run start(RunSpec spec) {
        ExecutorService t = Executors.newSingleThreadExecutor(r -> {
            Thread th = new Thread(r, "ringscope-lesson-" + THREADS.incrementAndGet());
            th.setDaemon(true);
            return th;
        });
        status.accept("Running the sample for the lesson (" + spec + ")…");
        CompletableFuture<EmulationSession> f = CompletableFuture.supplyAsync(() -> {
            try {
                NeffDocument doc = sample();
                EmulationSession s = EmulationSession.open(doc.file(), doc.manifest(), spec.options());
                s.run();
                s.seek(0);
                return s;
            } catch (Exception e) {
                throw new IllegalStateException("cannot run the sample: " + e.getMessage(), e);
            }
        }, t);
        f.whenComplete((s, err) -> Fx.run(() -> status.accept(err != null
                ? "Lesson: " + err.getMessage() : "Lesson: the sample ran on " + s.result().arch()
                + (spec.async() ? " (async)" : "") + ", " + s.steps() + " steps — Next runs to each step's target")));
        return new Run(f, t);
    }

    private synchronized NeffDocument sample() throws Exception {
        if (sample == null) {
            try (InputStream in = LessonHosting.class.getResourceAsStream("/org/ringscope/samples/sample.neff")) {
                if (in == null) {
                    throw new IOException("the bundled sample is missing from the class path");
                }
                sample = NeffDocument.load(SAMPLE_NAME, in.readAllBytes(), ReadLimits.DEFAULT);
            }
        }
        return sample;
    }

    /**
     * The lessons' NEFF in a NEFF view of its own, so the looks show the file the lesson runs: opened when no view
     * shows it (another NEFF is open, or none), and said in the status line; the step's look brings it forward.
     * FX thread.
     */
    private void showSample() {
        NeffDocument doc;
        synchronized (this) {
            doc = sample;
        }
        if (doc == null || neffItem(SAMPLE_NAME).isPresent()) {
            return;
        }
        String other = dock.items().stream().map(Documents::documentOf).flatMap(Optional::stream)
                .filter(NeffDocument.class::isInstance).map(Document::displayName).findFirst().orElse("");
        showDocument.accept(doc);
        status.accept("Lesson: opened " + SAMPLE_NAME + ", the bundled sample this lesson runs on"
                + (other.isEmpty() ? "" : " (" + other + " stays open in its own tab)"));
    }

    /** The NEFF view showing the document named {@code name}, if one does. */
    private Optional<DockItem> neffItem(String name) {
        return dock.items().stream().filter(i -> i.kind() == ViewKind.NEFF && Documents.documentOf(i)
                .map(d -> d.displayName().equals(name)).orElse(false)).findFirst();
    }

    @Override
    public void look(Look look) {
        if (look.view() == ViewKind.RELOCATIONS && LocationKind.LIB.word().equals(look.selection()) && !libraryOpen(look.args().get(0))
                && openBundledLibrary(look.args().get(0))) {
            ChangeListener<Number> once = new ChangeListener<>() {
                @Override
                public void changed(ObservableValue<? extends Number> o, Number was, Number now) {
                    if (now.intValue() == 0) {
                        o.removeListener(this);
                        look(look);
                    }
                }
            };
            pendingLoads.addListener(once);
            return;
        }
        // a look at a NEFF's member or instruction goes to the view of that NEFF (the lesson's sample)
        Optional<DockItem> d = look.location().flatMap(l -> l.ancestor(Neff.class))
                .filter(n -> look.view() == ViewKind.NEFF).flatMap(n -> neffItem(n.name()))
                .or(() -> dock.items().stream().filter(i -> i.kind() == look.view()
                && (look.view() != ViewKind.RELOCATIONS || !LocationKind.LIB.word().equals(look.selection())
                || i.caption().equals(look.args().get(0)))).findFirst())
                .or(() -> dock.items().stream().filter(i -> i.kind() == look.view()).findFirst());
        d.ifPresent(item -> {
            if (item.tab().getTabPane() == null) {
                dock.moveTo(item, Area.CENTER);
            }
            dock.show(item);
        });
        look.field().ifPresent(f -> descriptor.selectField(f)); // applied when the descriptor shows
        look.location().ifPresent(l -> selection.select(l, this));
    }

    private boolean libraryOpen(String name) {
        return dock.items().stream().anyMatch(i -> i.kind() == ViewKind.RELOCATIONS && i.caption().equals(name));
    }

    /**
     * Opens one of the sample's own ucode libraries (resources/ucode, packaged with the generator) in the Relocations
     * view, from a copy in a temporary folder; false when the name is not one of them.
     */
    private boolean openBundledLibrary(String name) {
        if (!name.matches("rs_[A-Za-z0-9_]+\\.so")) {
            return false;
        }
        try (InputStream in = LessonHosting.class.getResourceAsStream("/org/ringscope/model/gen/ucode/" + name)) {
            if (in == null) {
                return false;
            }
            Path dir = Files.createTempDirectory("ringscope-lesson");
            Path f = dir.resolve(name);
            Files.write(f, in.readAllBytes());
            f.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
            open.accept(f);
            return true;
        } catch (IOException e) {
            status.accept("Cannot open " + name + ": " + e.getMessage());
            return false;
        }
    }
}
