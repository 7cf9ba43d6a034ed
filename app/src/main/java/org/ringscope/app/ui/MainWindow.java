package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.concurrent.Task;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.Fx;
import org.ringscope.views.Theme;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.neff.NeffView;

/**
 * The main window: menu bar, toolbar, the workbench area (one tab per open NEFF, each a {@link NeffView})
 * and a status bar with load progress. Files open from the menu, the recent list, the command line or by
 * drag and drop; loading runs on the background executor. A file that fails to load leaves every open
 * NEFF as it was and reports the input error's message — never a stack trace.
 */
public final class MainWindow {
    private static final Logger LOG = Logger.getLogger(MainWindow.class.getName());

    /** How the window reports a failed load: a dialog normally, stderr when rendering headless. */
    public interface ErrorReporter extends BiConsumer<String, String> {
    }

    private final Stage stage;
    private final Executor background;
    private final RecentFiles recent;
    private final DocumentLoader loader;
    private final ErrorReporter errors;
    private final TabPane workbench = new TabPane();
    private final StatusBar status = new StatusBar();
    private final Label statusRight = new Label();
    private final Map<String, WorkbenchAction> actions = new LinkedHashMap<>();
    private final BorderPane root = new BorderPane();
    private final Scene scene;
    private final ReadOnlyIntegerWrapper pending = new ReadOnlyIntegerWrapper(0);
    private int failures;
    private Task<NeffDocument> statusTask;

    public MainWindow(Stage stage, Executor background, RecentFiles recent, ReadLimits limits, ErrorReporter errors) {
        this.stage = stage;
        this.background = background;
        this.recent = recent;
        this.loader = new DocumentLoader(background, limits);
        this.errors = errors != null ? errors : (header, msg) -> Dialogs.error(stage, header, msg);
        WindowActions.create(this, stage, recent).forEach(a -> actions.put(a.id(), a));

        workbench.setId("workbench");
        workbench.getStyleClass().add("workbench-tabs");
        workbench.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
        workbench.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> documentChanged());
        workbench.getTabs().addListener((javafx.collections.ListChangeListener<Tab>) c -> documentChanged());

        status.setId("status-bar");
        status.setText("Ready");
        statusRight.setId("status-right");
        status.getRightItems().add(statusRight);

        VBox top = new VBox(MainMenus.menuBar(actions, recent, this::open), MainMenus.toolBar(actions));
        root.setTop(top);
        root.setCenter(emptyState());
        root.setBottom(status);
        root.setId("main-window");

        scene = new Scene(root);
        Theme.apply(scene);
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        scene.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles();
            if (ok) {
                e.getDragboard().getFiles().forEach(f -> open(f.toPath()));
            }
            e.setDropCompleted(ok);
            e.consume();
        });
        stage.setScene(scene);
        stage.setTitle("RingScope");
        documentChanged();
    }

    public Scene scene() {
        return scene;
    }

    public StatusBar statusBar() {
        return status;
    }

    /** Loads started and not yet shown or reported; 0 when idle. */
    public ReadOnlyIntegerProperty pendingLoadsProperty() {
        return pending.getReadOnlyProperty();
    }

    /** How many loads have failed since the window opened. */
    public int failures() {
        return failures;
    }

    public Map<String, WorkbenchAction> actions() {
        return actions;
    }

    /** The NEFF view of the selected tab. */
    public Optional<NeffView> currentView() {
        Tab t = workbench.getSelectionModel().getSelectedItem();
        return t != null && t.getUserData() instanceof NeffView v ? Optional.of(v) : Optional.empty();
    }

    /** Opens the given files, or the bundled sample when the list is empty. */
    public void openAll(List<Path> files) {
        if (files.isEmpty()) {
            openSample();
        } else {
            files.forEach(this::open);
        }
    }

    /** Brings a tab of the current NEFF view to the front. */
    void showSection(NeffView.Section s) {
        currentView().ifPresent(v -> v.showSection(s));
    }

    public void open(Path file) {
        load(DocumentLoader.Source.file(file));
    }

    public void openSample() {
        load(DocumentLoader.Source.sample());
    }

    private void load(DocumentLoader.Source src) {
        Fx.assertFxThread();
        Task<NeffDocument> task = loader.task(src);
        pending.set(pending.get() + 1);
        statusTask = task;
        status.textProperty().bind(task.messageProperty());
        status.progressProperty().bind(task.progressProperty());
        task.setOnSucceeded(e -> {
            unbindStatus(task);
            NeffDocument doc = task.getValue();
            try {
                show(doc);
                src.path().ifPresent(recent::add);
            } finally {
                pending.set(pending.get() - 1);
            }
        });
        task.setOnFailed(e -> {
            unbindStatus(task);
            try {
                failed(src, task.getException());
            } finally {
                pending.set(pending.get() - 1);
            }
        });
        loader.start(task);
    }

    private void show(NeffDocument doc) {
        Tab tab = findTab(doc).orElseGet(() -> {
            NeffView view = new NeffView(background);
            Tab t = new Tab(doc.displayName(), view.node());
            t.setUserData(view);
            t.setOnClosed(e -> view.dispose());
            workbench.getTabs().add(t);
            return t;
        });
        NeffView view = (NeffView) tab.getUserData();
        view.setDocument(doc);
        tab.setTooltip(new Tooltip(doc.path().map(Path::toString).orElse(doc.displayName() + " (bundled sample)")));
        if (root.getCenter() != workbench) {
            root.setCenter(workbench);
        }
        workbench.getSelectionModel().select(tab);
        documentChanged();
        int w = doc.file().warnings().size();
        status.setText("Opened " + doc.displayName() + " in " + doc.loadMillis() + " ms"
                + (w == 0 ? "" : " · " + w + (w == 1 ? " warning" : " warnings") + " (see the banner)"));
    }

    private Optional<Tab> findTab(NeffDocument doc) {
        return workbench.getTabs().stream().filter(t -> t.getUserData() instanceof NeffView v
                && v.document().map(d -> d.path().equals(doc.path()) && d.displayName().equals(doc.displayName()))
                .orElse(false)).findFirst();
    }

    private void failed(DocumentLoader.Source src, Throwable t) {
        failures++;
        String msg = DocumentLoader.describe(t);
        if (!DocumentLoader.isInputProblem(t)) {
            LOG.log(Level.SEVERE, "internal error while opening " + src.name(), t);
        }
        status.setText("Could not open " + src.name() + ": " + msg);
        src.path().filter(p -> !java.nio.file.Files.exists(p)).ifPresent(recent::remove);
        errors.accept("Cannot open " + src.name(), msg);
    }

    private void unbindStatus(Task<NeffDocument> finished) {
        if (finished != statusTask) {
            return;
        }
        statusTask = null;
        status.textProperty().unbind();
        status.progressProperty().unbind();
        status.setProgress(0);
    }

    private void documentChanged() {
        Optional<NeffView> v = currentView();
        boolean none = v.isEmpty();
        for (String id : List.of("reload", "close", "show-header", "show-member", "show-queues", "show-variables",
                "show-dma")) {
            actions.get(id).disabledProperty().set(none);
        }
        if (workbench.getTabs().isEmpty() && root.getCenter() == workbench) {
            root.setCenter(emptyState());
        }
        stage.setTitle(v.flatMap(NeffView::document).map(d -> "RingScope — " + d.displayName()).orElse("RingScope"));
        statusRight.setText(v.flatMap(NeffView::document).map(MainWindow::summary).orElse(""));
    }

    static String summary(NeffDocument d) {
        var f = d.file();
        var m = d.manifest();
        int slots = m.subgraphs().stream().mapToInt(s -> s.instructionSlotCount()).sum();
        int dma = m.subgraphs().stream().mapToInt(s -> s.dmaEntryCount()).sum();
        return plural(f.members().count(), "member") + " · " + plural(m.subgraphs().size(), "subgraph") + " · "
                + plural(slots, "slot") + " · " + plural(dma, "DMA entry", "DMA entries") + " · " + f.hash().algorithm()
                + (f.hash().valid() ? " valid" : " MISMATCH");
    }

    private static String plural(long n, String one) {
        return plural(n, one, one + "s");
    }

    private static String plural(long n, String one, String many) {
        return org.ringscope.views.Format.count(n) + " " + (n == 1 ? one : many);
    }

    private Node emptyState() {
        Label l = new Label("No NEFF open. Open one with File ▸ Open… (Ctrl+O), drop it on this window, "
                + "or start with the bundled sample.");
        l.setWrapText(true);
        l.getStyleClass().add("placeholder");
        Button open = actions.get("open").button("Open…");
        Button sample = actions.get("open-sample").button("Open the sample");
        VBox box = new VBox(12, l, open, sample);
        box.setAlignment(Pos.CENTER);
        box.setMaxWidth(520);
        box.setId("empty-state");
        return box;
    }

    /** Reads the current NEFF again (from disk, or the bundled sample). */
    void reload() {
        currentView().flatMap(NeffView::document).ifPresent(d -> load(d.path().map(DocumentLoader.Source::file)
                .orElseGet(DocumentLoader.Source::sample)));
    }

    /** Closes the current NEFF's tab. */
    void closeCurrent() {
        Tab t = workbench.getSelectionModel().getSelectedItem();
        if (t != null) {
            workbench.getTabs().remove(t);
            if (t.getUserData() instanceof NeffView v) {
                v.dispose();
            }
        }
    }
}
