package org.ringscope.app.ui.load;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.UcodeLib;
import org.ringscope.views.Document;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.reloc.RelocationsView;
import org.ringscope.views.reloc.UcodeDocument;
import org.ringscope.views.session.SessionSource;

/**
 * The window's open documents, each in its own dockable view: a NEFF in a {@link NeffView}, a ucode library
 * in a {@link RelocationsView}. Opening a file that is already open shows it again (re-read). Closing a
 * document's tab closes the document and disposes its view. Remembers the NEFF view used last, the one the
 * NEFF commands (Header, Member, … DMA) act on.
 */
public final class Documents {
    private final DockPane dock;
    private final ViewContext ctx;
    private final Supplier<Perspective> perspective;
    private final Consumer<Perspective> switchTo;
    private final SessionSource sessions;
    private DockItem lastNeff;

    /**
     * @param perspective the current perspective: a NEFF comes to the front only where it is the perspective's own
     *                    view (Load), so Execute keeps its prings in front, Diff its diff, Teach its lesson
     * @param switchTo    switches perspective: a ucode library opens in Load, where its relocation table has room
     */
    public Documents(DockPane dock, ViewContext ctx, Supplier<Perspective> perspective,
              Consumer<Perspective> switchTo, SessionSource sessions) {
        this.dock = dock;
        this.ctx = ctx;
        this.sessions = sessions;
        this.perspective = perspective;
        this.switchTo = switchTo;
        dock.activeProperty().addListener((o, was, now) -> {
            if (now != null && now.view() instanceof NeffView) {
                lastNeff = now;
            }
        });
    }

    /** Shows {@code doc} in its view (a new one, or the one already showing that file) and activates it. */
    public DockItem show(Document doc) {
        Optional<DockItem> open = find(doc);
        DockItem item = open.orElseGet(() -> dock.add(newView(doc), true));
        if (item.view() instanceof NeffView v && doc instanceof NeffDocument n) {
            v.setDocument(n);
            lastNeff = item;
        } else if (open.isPresent() && item.view() instanceof RelocationsView v && doc instanceof UcodeDocument u) {
            v.show(u);
        }
        item.setTooltip(doc.path().map(Path::toString).orElse(doc.displayName() + " (bundled sample)"));
        if (doc instanceof UcodeDocument && dock.areaOf(item) != Area.CENTER) {
            switchTo.accept(Perspective.LOAD);
        }
        if (doc instanceof UcodeDocument || item.kind() == perspective.get().front() || open.isPresent()
                && item.tab().isSelected()) {
            dock.show(item);
        }
        return item;
    }

    private WorkbenchView newView(Document doc) {
        if (doc instanceof NeffDocument) {
            return new NeffView(ctx, sessions);
        }
        if (doc instanceof UcodeDocument u) {
            return new RelocationsView(ctx, u);
        }
        throw new IllegalArgumentException("no view for " + doc.getClass().getSimpleName());
    }

    /** The document a dock item shows, if it is a document view. */
    public static Optional<Document> documentOf(DockItem d) {
        if (d.view() instanceof NeffView v) {
            return v.document().map(x -> x);
        }
        if (d.view() instanceof RelocationsView v) {
            return Optional.of(v.document());
        }
        return Optional.empty();
    }

    /** The location of a whole document: the NEFF, or the library. */
    static Location location(Document doc) {
        return doc instanceof UcodeDocument ? new UcodeLib(doc.displayName()) : new Neff(doc.displayName());
    }

    public Optional<DockItem> find(Document doc) {
        return items().stream().filter(d -> documentOf(d).map(x -> x.getClass() == doc.getClass()
                && x.path().equals(doc.path()) && x.displayName().equals(doc.displayName())).orElse(false)).findFirst();
    }

    /** The dock items that show documents, in dock order. */
    public List<DockItem> items() {
        return dock.order().stream().filter(d -> d.view() instanceof NeffView || d.view() instanceof RelocationsView)
                .toList();
    }

    /** The NEFF view the NEFF commands act on: the active one, else the one used last, else any. */
    public Optional<NeffView> currentNeff() {
        Optional<DockItem> a = dock.active().filter(d -> d.view() instanceof NeffView);
        if (a.isPresent()) {
            return Optional.of((NeffView) a.get().view());
        }
        if (lastNeff != null && dock.items().contains(lastNeff)) {
            return Optional.of((NeffView) lastNeff.view());
        }
        return items().stream().filter(d -> d.view() instanceof NeffView).map(d -> (NeffView) d.view()).findFirst();
    }

    /** Closes a document view (disposing it); a selection inside the document goes too. */
    public void close(DockItem d) {
        documentOf(d).map(Documents::location).ifPresent(root -> ctx.selection().current()
                .filter(l -> l.isWithin(root)).ifPresent(l -> ctx.selection().clear(this)));
        dock.remove(d);
        if (d == lastNeff) {
            lastNeff = null;
        }
        d.view().dispose();
    }
}
