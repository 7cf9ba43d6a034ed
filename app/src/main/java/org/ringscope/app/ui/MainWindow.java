package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Parent;
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
import org.ringscope.app.ui.dock.Area;
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
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.StopReason;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Document;
import org.ringscope.views.Fx;
import org.ringscope.views.Tables;
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.descriptor.DemoDescriptorSource;
import org.ringscope.views.descriptor.DescriptorSources;
import org.ringscope.views.descriptor.DescriptorView;
import org.ringscope.views.find.FindBar;
import org.ringscope.views.memory.MemoryView;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.pring.PringDescriptorSource;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.PreflightSource;
import org.ringscope.views.session.RunLoop;
import org.ringscope.views.session.SessionHolder;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.vring.VringDescriptorSource;

/**
 * The workbench window: menu bar and toolbar (perspective switcher on the right), the dock with every view,
 * the find bar, the status bar, and the command palette over it all. Every view shares one {@link Selection}
 * and one {@link Cursor} through the {@link ViewContext}. Documents open from the menus, the recent list, the
 * command line or by drag and drop; loading runs on the background executor. A file that fails to load
 * leaves everything open as it was and reports the input error's message — never a stack trace.
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
    private final Perspectives perspectives;
    private final FindBar findBar = new FindBar();
    private final CommandPalette palette;
    private final DiffActions diffs;
    /** The frame (MainFrame.fxml): menus and toolbar, dock, find bar and status bar go into its slots. */
    private final MainFrame frame = MainFrame.load();
    private final StatusBar status = frame.status;
    private final Cancels cancels = new Cancels();
    private final Label statusRight = new Label();
    private final Label statusSelection = new Label();
    private final Label statusCheck = new Label();
    private final Map<String, WorkbenchAction> actions = new LinkedHashMap<>();
    private final Scene scene;
    private final RunLoop runLoop;
    private final StepStatus stepStatus;
    private final DescriptorView descriptor;
    private final ErrorReporter report;
    private final FileWatch files = new FileWatch(p -> Dialogs.offerReload(stage(), p, () -> open(p)));
    private final LessonPanel lessons;
    /** Presenter mode: larger type, the slower presenter run speed, the lesson beside the views. */
    private final BooleanProperty presenter = new SimpleBooleanProperty(
            this, "presenter");

    /** A window whose settings (theme, layouts) live only as long as it does. */
    public MainWindow(Stage stage, Executor background, RecentFiles recent, ReadLimits limits, ErrorReporter errors) {
        this(stage, background, recent, Settings.memoryOnly(), limits, errors);
    }

    public MainWindow(Stage stage, Executor background, RecentFiles recent, Settings settings, ReadLimits limits,
                      ErrorReporter errors) {
        this.stage = stage;
        this.report = errors != null ? errors : (header, msg) -> Dialogs.error(stage, header, msg);
        this.loads = new Loads(new DocumentLoader(background, limits), status, recent, report, this::show, cancels,
                sessions);
        this.runs = new SessionRuns(sessions, status, report, cancels);
        this.prefs = new WorkbenchPrefs(settings);
        this.ctx = new ViewContext(new Selection(), sessions.cursor(), background);
        this.perspectives = new Perspectives(dock, settings);
        this.documents = new Documents(dock, ctx, perspectives::current, perspectives::switchTo, sessions);
        this.palette = new CommandPalette(() -> WindowActions.paletteEntries(actions.values()), id -> perform(id));
        WindowActions.create(this, stage, recent).forEach(a -> actions.put(a.id(), a));
        ViewActions.create(new ViewActions.Services(palette, findBar, () -> scene().getFocusOwner(), dock,
                RuntimeViews.ALL.stream().map(RuntimeViews.Entry::kind).toList(), perspectives, this::currentView, presenter, this::lessonPanel, prefs.themeProperty(), ctx.selection(),
                status::setText)).forEach(a -> actions.put(a.id(), a));
        diffs = new DiffActions(sessions, dock, perspectives, status, stage, report);
        diffs.actions().forEach(a -> actions.put(a.id(), a));
        HelpActions.create(stage, actions::values, status::setText).forEach(a -> actions.put(a.id(), a));
        CopyExport copying = new CopyExport(this);
        copying.actions().forEach(a -> actions.put(a.id(), a));
        LogActions.create(this).forEach(a -> actions.put(a.id(), a));
        runLoop = new RunLoop(sessions.cursor(), ctx.breakpoints(), Fx::later);
        runLoop.setSpeed(prefs.runSpeedProperty().get());
        prefs.runSpeedProperty().addListener((o, was, now) -> applySpeed());
        prefs.presenterSpeedProperty().addListener((o, was, now) -> applySpeed());
        presenter.addListener((o, was, now) -> presenterChanged());
        sessions.addListener(s -> runLoop.pause());
        sessions.addListener(s -> s.ifPresent(this::firstLook));
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
        StepActions.create(sessions, ctx.breakpoints(), ctx.selection(), runLoop, status::setText).forEach(a -> actions.put(a.id(), a));
        stepStatus = new StepStatus(sessions.cursor(), sessions);

        dock.setOnClose(documents::close);
        dock.setCenterPlaceholder(EmptyState.node(actions));
        DemoDescriptorSource demo = new DemoDescriptorSource();
        // the inspector reads vring descriptors, else pring slots (a DGE ring's say which instruction made them)
        descriptor = new DescriptorView(ctx, new VringDescriptorSource(ctx, sessions,
                DescriptorSources.first(new PringDescriptorSource(sessions, sessions.cursor()), demo)), null);
        dock.add(descriptor, false);
        descriptor.setWriterOf(m -> SessionQueries.writerSlot(ctx, sessions, m).thenApply(o -> o.map(Location.class::cast)));
        sessions.cursor().addListener(e -> { // an empty inspector takes the run's first descriptor once there is one
            if (descriptor.shown().isEmpty()) {
                sessions.current().ifPresent(this::firstLook);
            }
        });
        for (RuntimeViews.Entry e : RuntimeViews.ALL) {
            dock.add(e.factory().apply(ctx, sessions), false);
        }
        WhyActions.Services why = new WhyActions.Services(ctx.selection(), ctx.cursor(), dock, status::setText);
        WhyActions.create(why).forEach(a -> actions.put(a.id(), a));
        dock.item(ViewKind.MEMORY.id()).map(DockItem::view).filter(MemoryView.class::isInstance)
                .map(MemoryView.class::cast).ifPresent(m -> m.setWhyHandler(r -> WhyActions.ask(why,
                        new Memory(r.address(), r.length()), r.step())));
        copying.addContextItem(WhyActions.menuItem(why), item -> WhyActions.update(why, item));
        RunToActions.Services runTo = new RunToActions.Services(sessions, ctx.selection(), cancels, status::setText,
                stage);
        RunToActions.create(runTo).forEach(a -> actions.put(a.id(), a));
        List<MenuItem> runToItems = RunToActions.menuItems(runTo);
        runToItems.forEach(i -> copying.addContextItem(i, x -> RunToActions.update(runTo, runToItems)));
        PreflightSource preflight = PreflightSource.of(sessions);
        preflight.profileProperty().bindBidirectional(prefs.checkProfileProperty());
        statusCheck.setId("status-check");
        preflight.stateProperty().addListener((o, was, now) -> statusCheck.setText(now.session() == null ? ""
                : "Load check " + now.verdict()));
        lessons = new LessonPanel(new LessonHosting(sessions, dock, descriptor,
                ctx.selection(), loads.pendingProperty(), this::open, status::setText),
                Lessons.bundled());
        dock.add(lessons, false);
        perspectives.restore();
        presenter.set(perspectives.current().presenter());

        statusRight.setId("status-right");
        statusRight.setMinWidth(0); // the document summary gives way before the step does
        statusSelection.setId("status-selection");
        statusSelection.getStyleClass().add("dim");
        status.getRightItems().addAll(cancels.button(), statusCheck, statusSelection, stepStatus.node(), statusRight);

        frame.chrome.getChildren().setAll(MainMenus.menuBar(this, actions, recent, this::open), MainMenus.toolBar(this,
                actions, StepActions.toolItems(actions, runLoop, prefs)));
        frame.dockHost.getChildren().setAll(dock.node());
        frame.findHost.getChildren().setAll(findBar.node());
        StackPane root = new StackPane(frame.root, palette.node());
        scene = new Scene(root);
        dock.attach(scene);
        Keys.install(scene, actions.values());
        applyTheme();
        applySpeed();
        prefs.themeProperty().addListener((o, was, now) -> applyTheme());
        prefs.presenterScaleProperty().addListener((o, was, now) -> applyTheme());
        perspectives.currentProperty().addListener((o, was, now) -> {
            presenter.set(now.presenter());
            applyTheme();
            documentChanged();
        });
        dock.activeProperty().addListener((o, was, now) -> documentChanged());
        ctx.selection().addListener(e -> statusSelection.setText(e.current() == null ? "" : e.current().label()));
        FileOpening.acceptDrops(scene, this, this::open);
        copying.installContextMenu(scene);
        cancels.install(scene);
        stage.setScene(scene);
        stage.setTitle("RingScope");
        AppIcon.on(stage);
        files.start(stage.focusedProperty(), () -> stage.getScene() == scene);
        stage.setOnHiding(e -> perspectives.save());
        documentChanged();
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
        return stepStatus.node();
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

    /** Calls {@code l} with the new perspective whenever it changes (menus and the toolbar follow it). */
    void dockPerspectiveListener(Consumer<Perspective> l) {
        perspectives.currentProperty().addListener((o, was, now) -> l.accept(now));
    }

    public void switchPerspective(Perspective p) {
        perspectives.switchTo(p);
    }

    void resetPerspective() {
        perspectives.reset();
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
            FileOpening.open(this, files, this::openDocument);
        }
    }

    /** Opens a NEFF or a ucode library (told apart by the ELF magic), or a dump in the diff view. */
    public void open(Path file) {
        openAll(List.of(file));
    }

    private void openDocument(Path file) {
        load(DocumentLoader.Source.file(file));
    }

    public void openSample() {
        load(DocumentLoader.Source.sample());
    }

    void showSection(NeffView.Section s) {
        currentView().ifPresent(v -> v.showSection(s));
    }

    private void load(DocumentLoader.Source src) {
        loads.load(src);
    }

    /**
     * A run arrived (or the cursor moved while the inspector shows nothing) and no descriptor is selected: the
     * inspector shows the run's first descriptor (the first vring half with descriptors at the cursor), without
     * selecting it — or says that no vring holds one yet.
     */
    private void firstLook(EmulationSession s) {
        Supplier<Boolean> free = () -> ctx.selection().current().filter(
                l -> l instanceof Descriptor
                        || l instanceof PringSlot).isEmpty();
        if (!free.get()) {
            return;
        }
        SessionQueries.query(ctx, s, x -> SessionQueries
                .vrings(x).entries().stream().filter(e -> e.vring().tx().usedDescCount() > 0).findFirst()
                .map(e -> Half.of(e.key(),
                        Direction.TX).descriptor(0)))
                .thenAccept(l -> Fx.run(() -> {
                    if (!free.get() || sessions.current().filter(c -> c == s).isEmpty()) {
                        return;
                    }
                    l.ifPresentOrElse(descriptor::inspect, () -> descriptor.clear("No vring of this run holds a "
                            + "descriptor at this step. Step on (F10), or select one in the vring, packets or pring "
                            + "view."));
                }));
    }

    /** Shows a document loaded elsewhere (headless rendering opens a NEFF's ucode library member so). */
    void showDocument(Document doc) {
        show(doc);
    }

    private void show(Document doc) {
        files.track(doc);
        documents.show(doc);
        documentChanged();
        status.setText("Opened " + doc.displayName() + " in " + doc.loadMillis() + " ms" + Summaries.warnings(doc));
        if (doc instanceof NeffDocument n) {
            runs.run(n);
        }
    }

    /** The document of the active view, else of the first document view. */
    Optional<Document> currentDocument() {
        Optional<Document> a = dock.active().flatMap(Documents::documentOf);
        return a.isPresent() ? a : documents.items().stream().map(Documents::documentOf).flatMap(Optional::stream)
                .findFirst();
    }

    /** The item "Close" closes: the active closable view, else the current NEFF's. */
    Optional<DockItem> closable() {
        Optional<DockItem> a = dock.active().filter(DockItem::closable);
        if (a.isPresent()) {
            return a;
        }
        return currentView().flatMap(v -> dock.items().stream().filter(d -> d.view() == v).findFirst());
    }

    void documentChanged() {
        runs.document().filter(d -> documents.find(d).isEmpty()).ifPresent(d -> runs.closed());
        boolean noNeff = currentView().isEmpty();
        for (String id : List.of("show-header", "show-member", "show-queues", "show-variables", "show-dma")) {
            actions.get(id).disabledProperty().set(noNeff);
        }
        actions.get("reload").disabledProperty().set(currentDocument().isEmpty());
        actions.get("close").disabledProperty().set(closable().isEmpty());
        Optional<Document> doc = currentDocument();
        stage.setTitle(doc.map(d -> "RingScope — " + d.displayName()).orElse("RingScope"));
        statusRight.setText(dock.active().flatMap(Documents::documentOf).or(() -> doc).map(Summaries::of).orElse(""));
    }

    /** Reads the current document again (from disk, or the bundled sample). */
    void reload() {
        currentDocument().ifPresent(d -> load(d.path().map(DocumentLoader.Source::file)
                .orElseGet(DocumentLoader.Source::sample)));
    }

    /** Closes the active document (or the current NEFF). */
    void closeCurrent() {
        closable().ifPresent(documents::close);
        documentChanged();
    }

    /** Presenter mode: on in the Teach perspective, toggled by the View menu / palette (Ctrl+Alt+P) anywhere. */
    public BooleanProperty presenterProperty() {
        return presenter;
    }

    /** The Lesson panel. */
    public LessonPanel lessonPanel() {
        return lessons;
    }

    private void presenterChanged() {
        if (scene == null) {
            return; // still building: the constructor applies theme and speed once the scene exists
        }
        applyTheme();
        applySpeed();
        if (presenter.get() && lessons != null) {
            dock.items().stream().filter(d -> d.view() == lessons).findFirst().ifPresent(d -> {
                if (d.tab().getTabPane() == null) {
                    dock.moveTo(d, Area.LEFT);
                }
                d.tab().getTabPane().getSelectionModel().select(d.tab());
            });
        }
        status.setText(presenter.get() ? "Presenter mode: larger type, runs at "
                + prefs.presenterSpeedProperty().get() + " steps/s, the lesson beside the views (Ctrl+Alt+P to leave)"
                : "Presenter mode off");
    }

    /** The run loop's speed: the presenter speed in presenter mode, else the run speed. */
    private void applySpeed() {
        runLoop.setSpeed(presenter.get() ? prefs.presenterSpeedProperty().get() : prefs.runSpeedProperty().get());
    }

    /** The theme on the whole window; the presenter scale (presenter mode) on the views only, so the chrome still fits. */
    private void applyTheme() {
        double scale = presenter.get() ? prefs.presenterScaleProperty().get() : 1;
        prefs.themeProperty().get().apply(scene, 1);
        Theme.scale((Parent) dock.node(), scale);
        Tables.columnScaleProperty().set(scale);
    }

    /** The dump and diff verbs (the diff view, open, compare, fork, save). */
    DiffActions diffs() {
        return diffs;
    }

    Stage stage() {
        return stage;
    }

    /** The watch over the open files (changed on disk: Reload?). */
    FileWatch fileWatch() {
        return files;
    }

    /** How the window reports an error: a dialog, or stderr when rendering headless. */
    ErrorReporter errors() {
        return report;
    }
}
