package org.ringscope.app.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.load.DocumentLoader;
import org.ringscope.app.ui.load.Documents;
import org.ringscope.app.ui.load.FileWatch;
import org.ringscope.app.ui.load.SessionRuns;
import org.ringscope.views.Document;
import org.ringscope.views.neff.NeffView;

/**
 * The window's side of its documents: a loaded document shown (watched on disk, in the dock, named in the title
 * and the status line), the current document read again or closed, and what follows a change — the NEFF verbs
 * enabled only with a NEFF view, the run released once its NEFF closes.
 */
final class WindowDocuments {
    /**
     * What the documents bind.
     *
     * @param stage     whose title names the current document
     * @param dock      the views
     * @param documents the documents' views
     * @param runs      the run of the NEFF opened last, released when that NEFF closes
     * @param files     the watch over the open files
     * @param actions   the window's actions (reload, close, the NEFF tabs follow the current document)
     * @param status    the status line
     * @param summary   the status bar's summary of the document in front
     * @param load      loads a document again
     * @param cancelled the load Esc cancelled last (what Reload opens again), if any
     */
    record Services(Stage stage, DockPane dock, Documents documents, SessionRuns runs, FileWatch files,
                    Map<String, WorkbenchAction> actions, StatusBar status, Consumer<String> summary,
                    Consumer<DocumentLoader.Source> load, Supplier<Optional<DocumentLoader.Source>> cancelled) {
    }

    private static final List<String> NEFF_VERBS = List.of("show-header", "show-member", "show-queues",
            "show-variables", "show-dma");

    private final Services w;
    /** The document opened last: what the window is about while no document view is in front. */
    private Document latest;

    WindowDocuments(Services w) {
        this.w = w;
    }

    /** Shows a loaded document; a NEFF's run is started by the loads, not here. */
    void show(Document doc) {
        w.files().track(doc);
        w.documents().show(doc);
        latest = doc;
        changed();
        w.status().setText("Opened " + doc.displayName() + " in " + doc.loadMillis() + " ms" + Summaries.warnings(doc));
    }

    /**
     * The document the title and the summary name: the one in front, else the one opened last (whose run the views
     * show, in a perspective where a NEFF does not come to the front), else the first open one.
     */
    Optional<Document> named() {
        Optional<Document> a = w.dock().active().flatMap(Documents::documentOf);
        if (a.isPresent()) {
            return a;
        }
        if (latest != null && w.documents().find(latest).isPresent()) {
            return Optional.of(latest);
        }
        return current();
    }

    /** The document of the active view, else of the first document view. */
    Optional<Document> current() {
        Optional<Document> a = w.dock().active().flatMap(Documents::documentOf);
        return a.isPresent() ? a : w.documents().items().stream().map(Documents::documentOf)
                .flatMap(Optional::stream).findFirst();
    }

    /** The item "Close" closes: the active closable view, else the current NEFF's. */
    Optional<DockItem> closable() {
        Optional<DockItem> a = w.dock().active().filter(DockItem::closable);
        if (a.isPresent()) {
            return a;
        }
        return w.documents().currentNeff().flatMap(v -> w.dock().items().stream().filter(d -> d.view() == v)
                .findFirst());
    }

    /** After a document opened, closed or came to the front: the verbs, the title and the summary follow. */
    void changed() {
        w.runs().document().filter(d -> w.documents().find(d).isEmpty()).ifPresent(d -> {
            w.runs().closed();
            if (!w.status().textProperty().isBound()) { // no word of the closed NEFF's run stays
                w.status().setText("Closed " + d.displayName() + "; its run is released");
            }
        });
        boolean noNeff = w.documents().currentNeff().isEmpty();
        for (String id : NEFF_VERBS) {
            w.actions().get(id).disabledProperty().set(noNeff);
        }
        Optional<Document> doc = current();
        w.actions().get("reload").disabledProperty().set(doc.isEmpty() && w.cancelled().get().isEmpty());
        w.actions().get("close").disabledProperty().set(closable().isEmpty());
        Optional<Document> named = named();
        w.stage().setTitle(named.map(d -> "RingScope — " + d.displayName()).orElse("RingScope"));
        w.summary().accept(named.map(Summaries::of).orElse(""));
    }

    /** Reads the current document again (from disk, or the bundled sample); after Esc cancelled a load, that one. */
    void reload() {
        Optional<DocumentLoader.Source> c = w.cancelled().get();
        if (c.isPresent()) {
            w.load().accept(c.get());
            return;
        }
        current().ifPresent(d -> w.load().accept(d.path().map(DocumentLoader.Source::file)
                .orElseGet(DocumentLoader.Source::sample)));
    }

    /**
     * While no run is current, why the step controls are off and what turns them on: {@code No run to step — Ctrl+R
     * runs x.neff again} (a NEFF whose run was cancelled or closed), or empty when nothing could run.
     */
    String idleHint() {
        Optional<DocumentLoader.Source> c = w.cancelled().get();
        if (c.isPresent()) {
            return "No run to step — Ctrl+R opens " + c.get().name() + " again";
        }
        return w.documents().currentNeff().flatMap(NeffView::document).map(d -> "No run to step — Ctrl+R runs "
                + d.displayName() + " again").orElse("");
    }

    /** Closes the active document (or the current NEFF). */
    void closeCurrent() {
        closable().ifPresent(w.documents()::close);
        changed();
    }
}
