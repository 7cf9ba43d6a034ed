package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
import org.ringscope.app.ui.actions.DiffActions;
import org.ringscope.app.ui.actions.Keys;
import org.ringscope.app.ui.actions.RunToActions;
import org.ringscope.app.ui.actions.StepActions;
import org.ringscope.app.ui.actions.ViewActions;
import org.ringscope.app.ui.actions.WhyActions;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dialogs.AppIcon;
import org.ringscope.app.ui.dialogs.Dialogs;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.help.HelpActions;
import org.ringscope.app.ui.lesson.LessonHosting;
import org.ringscope.app.ui.lesson.LessonPanel;
import org.ringscope.app.ui.load.Cancels;
import org.ringscope.app.ui.load.DocumentLoader;
import org.ringscope.app.ui.load.Documents;
import org.ringscope.app.ui.load.ErrorReporter;
import org.ringscope.app.ui.load.FileWatch;
import org.ringscope.app.ui.load.Loads;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.app.ui.load.SessionRuns;
import org.ringscope.app.ui.palette.CommandPalette;
import org.ringscope.app.ui.prefs.Perspectives;
import org.ringscope.app.ui.prefs.Settings;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.model.lesson.Lessons;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.trace.StopReason;
import org.ringscope.views.Document;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.descriptor.DemoDescriptorSource;
import org.ringscope.views.descriptor.DescriptorSources;
import org.ringscope.views.descriptor.DescriptorView;
import org.ringscope.views.find.FindBar;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.memory.MemoryView;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.pring.PringDescriptorSource;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.RunLoop;
import org.ringscope.views.session.SessionHolder;
import org.ringscope.views.vring.VringDescriptorSource;

/**
 * The workbench window: menu bar and toolbar (perspective switcher on the right), the dock with every view,
 * the find bar, the status bar, and the command palette over it all. Every view shares one {@link Selection}
 * and one {@link Cursor} through the {@link ViewContext}. Documents open from the menus, the recent list, the
 * command line or by drag and drop; loading runs on the background executor. A file that fails to load
 * leaves everything open as it was and reports the input error's message — never a stack trace.
 *
 * <p>The window builds its parts and hands each only the few services it binds ({@link WindowActions},
 * {@link CopyExport}, {@link FileOpening}, {@link WindowDocuments}, {@link StatusLine}, {@link PresenterMode}…); none
 * of them reaches back to the window. Open goes window → {@link FileOpening} → {@link Loads} (the NEFF and its manifest
 * parsed once) → {@link SessionRuns} (the session over that parse, then its run) and never back (decision 1355).
 */
public final class MainWindow {
    private final Stage stage;
    private final Loads loads;
    private final WorkbenchPrefs prefs;
    private final ViewContext ctx;
    private final SessionHolder sessions = new SessionHolder(Fx::later); // events after the change, never inside it
    private final SessionRuns runs;
    private final DockPane dock = new DockPane();
    private final Documents documents;
    private final WindowDocuments shelf;
    private final Perspectives perspectives;
    private final FindBar findBar = new FindBar();
    private final CommandPalette palette;
    private final DiffActions diffs;
    private final FileOpening.Targets opening;
    /** The frame (MainFrame.fxml): menus and toolbar, dock, find bar and status bar go into its slots. */
    private final MainFrame frame = MainFrame.load();
    private final StatusBar status = frame.status;
    private final Cancels cancels = new Cancels();
    private final StatusLine statusLine;
    private final Map<String, WorkbenchAction> actions = new LinkedHashMap<>();
    private final Scene scene;
    private final RunLoop runLoop;
    private final PresenterMode presenter;
    private final DescriptorView descriptor;
    private final ErrorReporter report;
    private final LogActions logs;
    private final ProfileActions profiles;
    private final FileWatch files;
    private final LessonPanel lessons;

    /** A window whose settings (theme, layouts) live only as long as it does. */
    public MainWindow(Stage stage, Executor background, RecentFiles recent, ReadLimits limits, ErrorReporter errors) {
        this(stage, background, recent, Settings.memoryOnly(), limits, errors);
    }

    public MainWindow(Stage stage, Executor background, RecentFiles recent, Settings settings, ReadLimits limits,
                      ErrorReporter errors) {
        this.stage = stage;
        this.files = new FileWatch(p -> Dialogs.offerReload(stage, p, () -> open(p)));
        this.report = errors != null ? errors : (header, msg) -> Dialogs.error(stage, header, msg);
        this.prefs = new WorkbenchPrefs(settings);
        this.ctx = new ViewContext(new Selection(), sessions.cursor(), background);
        this.perspectives = new Perspectives(dock, settings);
        this.documents = new Documents(dock, ctx, perspectives::current, perspectives::switchTo, sessions);
        this.runs = new SessionRuns(sessions, status, report, cancels);
        this.statusLine = new StatusLine(status, cancels, sessions, ctx.selection(), prefs, this::idleHint);
        this.shelf = new WindowDocuments(new WindowDocuments.Services(stage, dock, documents, runs, files, actions,
                status, statusLine::summary, this::load, this::cancelledLoad));
        // the Open path: the loads parse a document once and hand a NEFF to its run themselves (decision 1355)
        this.loads = new Loads(new DocumentLoader(background, limits), status, recent, report, shelf::show, cancels,
                sessions, runs);
        this.runLoop = new RunLoop(sessions.cursor(), ctx.breakpoints(), Fx::later);
        this.presenter = new PresenterMode(prefs, runLoop, dock, status::setText);
        this.palette = new CommandPalette(() -> WindowActions.paletteEntries(actions.values(), recent.list()), id -> {
            if (id.startsWith(WindowActions.RECENT)) {
                open(Path.of(id.substring(WindowActions.RECENT.length())));
            } else {
                perform(id);
            }
        });
        this.diffs = new DiffActions(sessions, dock, perspectives, status, stage, report);
        this.logs = new LogActions(new LogActions.Services(sessions, dock, this::showView, stage, status::setText,
                report));
        this.profiles = new ProfileActions(new ProfileActions.Services(dock, this::showView, stage));
        this.opening = new FileOpening.Targets(loads, diffs, sessions, logs::compare, profiles::compare);
        CopyExport copying = new CopyExport(new CopyExport.Services(this::scene, status::setText, sessions,
                ctx.selection(), dock, stage, report));
        followRun();
        addActions(recent, copying);
        this.descriptor = addViews(copying);
        this.lessons = new LessonPanel(new LessonHosting(sessions, dock, descriptor,
                ctx.selection(), loads.pendingProperty(), this::open, shelf::show, status::setText),
                Lessons.bundled());
        dock.add(lessons, false);
        perspectives.restore();
        presenter.property().set(perspectives.current().presenter());
        this.scene = chrome(recent, copying);
        follow();
    }

    /** A new run pauses the run loop and has its write index built; where the run loop stops is said. */
    private void followRun() {
        sessions.addListener(s -> runLoop.pause());
        sessions.addListener(s -> shelf.changed()); // the title and summary follow the run the views show
        // a load or run that ended (or Esc cancelled) changes what Reload opens and what the step line says
        loads.pendingProperty().addListener((o, was, now) -> {
            shelf.changed();
            statusLine.updateStep();
        });
        runs.pendingProperty().addListener((o, was, now) -> statusLine.updateStep());
        // the write index (provenance, run-to-a-write, the Memory view's changes) is built once a run is current, on its
        // journal thread, so the first question does not wait for it
        sessions.addListener(s -> s.ifPresent(x -> sessions.cursor().withSession(y -> Provenance.of(y).index()
                .writeRecords())));
        runLoop.stoppedProperty().addListener((o, was, now) -> {
            if (now instanceof StopReason.AtEnd) {
                status.setText("Run ended at the last step");
            } else if (now instanceof StopReason.AtBreakpoint) {
                status.setText("Stopped at " + now.text());
            }
        });
    }

    /** Every action, each once: menus, keys, toolbar and the palette are all built from them. */
    private void addActions(RecentFiles recent, CopyExport copying) {
        add(WindowActions.create(new WindowActions.Services(stage, recent, this::openAll, this::openSample,
                () -> shelf.reload(), () -> shelf.closeCurrent(), prefs,
                s -> currentView().ifPresent(v -> v.showSection(s)))));
        add(ViewActions.create(new ViewActions.Services(palette, findBar, () -> scene().getFocusOwner(), dock,
                RuntimeViews.ALL.stream().map(RuntimeViews.Entry::kind).toList(), perspectives, this::currentView,
                presenter.property(), this::lessonPanel, prefs.themeProperty(), ctx.selection(), status::setText)));
        add(diffs.actions());
        add(HelpActions.create(stage, actions::values, status::setText));
        add(copying.actions());
        add(logs.actions());
        add(profiles.actions());
        add(StepActions.create(sessions, ctx.breakpoints(), ctx.selection(), runLoop, status::setText,
                this::showWhereTheRunIs));
    }

    /** Why stepping is off while no run is current (the status bar's step line). */
    private String idleHint() {
        return shelf.idleHint();
    }

    /** The load Esc cancelled last, what Reload opens again. */
    private Optional<DocumentLoader.Source> cancelledLoad() {
        return loads.cancelled();
    }

    /**
     * A step from the run's end starts it again at step 0: where the Spine view is not in front (Load keeps it a small
     * bottom tab) it comes forward, so the first F10 shows where the run is.
     */
    private void showWhereTheRunIs() {
        Optional<DockItem> spine = dock.item(ViewKind.SPINE.id());
        if (spine.isPresent() && !spine.get().tab().isSelected()) {
            dock.show(spine.get());
            status.setText("From step 0 — the Spine shows where the run is"); // short: the status line is narrow
        }
    }

    private void add(List<WorkbenchAction> more) {
        more.forEach(a -> actions.put(a.id(), a));
    }

    /** The descriptor inspector and the runtime views in the dock, with the Why and Run-to verbs over them. */
    private DescriptorView addViews(CopyExport copying) {
        dock.setOnClose(documents::close);
        dock.setCenterPlaceholder(EmptyState.node(actions));
        // the inspector reads vring descriptors, else pring slots (a DGE ring's say which instruction made them)
        DescriptorView d = new DescriptorView(ctx, new VringDescriptorSource(ctx, sessions,
                DescriptorSources.first(new PringDescriptorSource(sessions, sessions.cursor()),
                        new DemoDescriptorSource())), null);
        dock.add(d, false);
        d.setWriterOf(m -> ViewReads.writerSlot(ctx, sessions, m).thenApply(o -> o.map(Location.class::cast)));
        FirstLook.install(ctx, sessions, d);
        for (RuntimeViews.Entry e : RuntimeViews.ALL) {
            dock.add(e.factory().apply(ctx, sessions), false);
        }
        WhyActions.Services why = new WhyActions.Services(ctx.selection(), ctx.cursor(), dock, status::setText);
        add(WhyActions.create(why));
        dock.item(ViewKind.MEMORY.id()).map(DockItem::view).filter(MemoryView.class::isInstance)
                .map(MemoryView.class::cast).ifPresent(m -> m.setWhyHandler(r -> WhyActions.ask(why,
                        new Memory(r.address(), r.length()), r.step())));
        copying.addContextItem(WhyActions.menuItem(why), item -> WhyActions.update(why, item));
        RunToActions.Services runTo = new RunToActions.Services(sessions, ctx.selection(), cancels, status::setText,
                stage);
        add(RunToActions.create(runTo));
        List<MenuItem> runToItems = RunToActions.menuItems(runTo);
        runToItems.forEach(i -> copying.addContextItem(i, x -> RunToActions.update(runTo, runToItems)));
        return d;
    }

    /** Menus, toolbar, dock, find bar and palette in the scene, on the stage; keys, drops and menus installed. */
    private Scene chrome(RecentFiles recent, CopyExport copying) {
        frame.chrome.getChildren().setAll(MainMenus.menuBar(actions, recent, this::open,
                perspectives.currentProperty(), prefs.themeProperty()), MainMenus.toolBar(actions,
                StepActions.toolItems(actions, runLoop, prefs), perspectives.currentProperty()));
        frame.dockHost.getChildren().setAll(dock.node());
        frame.findHost.getChildren().setAll(findBar.node());
        Scene s = new Scene(new StackPane(frame.root, palette.node()));
        dock.attach(s);
        Keys.install(s, actions.values());
        presenter.attach(s, lessons);
        FileOpening.acceptDrops(s, opening);
        copying.installContextMenu(s);
        cancels.install(s);
        stage.setScene(s);
        stage.setTitle("RingScope");
        AppIcon.on(stage);
        return s;
    }

    /** What follows the perspective and the view in front. */
    private void follow() {
        perspectives.currentProperty().addListener((o, was, now) -> {
            presenter.property().set(now.presenter());
            presenter.applyTheme();
            shelf.changed();
        });
        dock.activeProperty().addListener((o, was, now) -> shelf.changed());
        files.start(stage.focusedProperty(), () -> stage.getScene() == scene);
        stage.setOnHiding(e -> perspectives.save());
        shelf.changed();
    }

    public Scene scene() {
        return scene;
    }

    public StatusBar statusBar() {
        return status;
    }

    public DockPane dock() {
        return dock;
    }

    public ViewContext context() {
        return ctx;
    }

    public WorkbenchPrefs prefs() {
        return prefs;
    }

    public FindBar findBar() {
        return findBar;
    }

    public CommandPalette palette() {
        return palette;
    }

    public DescriptorView descriptorView() {
        return descriptor;
    }

    /** Loads started and not yet shown or reported; 0 when idle. */
    public ReadOnlyIntegerProperty pendingLoadsProperty() {
        return loads.pendingProperty();
    }

    /** Emulation runs started and not yet finished; 0 when idle. */
    public ReadOnlyIntegerProperty pendingRunsProperty() {
        return runs.pendingProperty();
    }

    /** Nothing loading and nothing running. */
    boolean idle() {
        return loads.pendingProperty().get() == 0 && runs.pendingProperty().get() == 0;
    }

    /** How many loads (and runs the runtime refused) have failed since the window opened. */
    public int failures() {
        return loads.failures() + runs.failures();
    }

    /**
     * The window's sessions: the current {@code EmulationSession} (the run of the NEFF opened last) and the
     * cursor over it, which is {@code context().cursor()}. Runtime views are built with it.
     */
    public SessionHolder sessions() {
        return sessions;
    }

    /** Run / pause (F5). */
    public RunLoop runLoop() {
        return runLoop;
    }

    /** The status bar's step and spine node line. */
    public Label stepStatusLabel() {
        return statusLine.step();
    }

    public Map<String, WorkbenchAction> actions() {
        return actions;
    }

    /** Runs the action {@code id} (as a menu, key or the palette would). */
    public void perform(String id) {
        WorkbenchAction a = actions.get(id);
        if (a == null) {
            throw new IllegalArgumentException("no action " + id);
        }
        a.perform();
    }

    /** The NEFF view the NEFF commands act on. */
    public Optional<NeffView> currentView() {
        return documents.currentNeff();
    }

    public Perspective perspective() {
        return perspectives.current();
    }

    public void switchPerspective(Perspective p) {
        perspectives.switchTo(p);
    }

    /** Brings the first view of a kind forward; false when none is open. */
    public boolean showView(ViewKind kind) {
        return dock.show(kind);
    }

    /** Opens the given files (dumps in the diff view), or the bundled sample when the list is empty. */
    public void openAll(List<Path> files) {
        if (files.isEmpty()) {
            openSample();
        } else {
            FileOpening.open(opening, files);
        }
    }

    /** Opens a NEFF or a ucode library (told apart by the ELF magic), or a dump in the diff view. */
    public void open(Path file) {
        openAll(List.of(file));
    }

    public void openSample() {
        load(DocumentLoader.Source.sample());
    }

    private void load(DocumentLoader.Source src) {
        loads.load(src);
    }

    /** Shows a document loaded elsewhere (headless rendering opens a NEFF's ucode library member so). */
    void showDocument(Document doc) {
        shelf.show(doc);
    }

    /** Presenter mode: on in the Teach perspective, toggled by the View menu / palette (Ctrl+Alt+P) anywhere. */
    public BooleanProperty presenterProperty() {
        return presenter.property();
    }

    /** The Lesson panel. */
    public LessonPanel lessonPanel() {
        return lessons;
    }

    /** The dump and diff verbs (the diff view, open, compare, fork, save). */
    DiffActions diffs() {
        return diffs;
    }
}
