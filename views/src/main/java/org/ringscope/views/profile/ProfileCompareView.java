package org.ringscope.views.profile;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ringscope.model.InputException;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.profile.PacketLink;
import org.ringscope.model.profile.ProfileCompare;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.profile.ProfileDir;
import org.ringscope.model.profile.QueueStatus;
import org.ringscope.model.provenance.Row;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.ProfileSource;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Profile Compare</b> view (decision 1424): a Neuron Explorer profile opened beside the NEFF (a folder of
 * Parquet tables: File &gt; Open Profile, a drop, {@code ringscope NEFF PROFILE_DIR}) held against the run, queue by
 * queue ({@link ProfileCompare}) — each queue's packets and bytes on both sides and its status — and the selected
 * queue's packets, the k-th real one beside the k-th emulated one. Selecting a packet moves the cursor to the step its
 * emulated packet ran at and selects the descriptor behind it; below, "why is this packet here?": its ring slots, the
 * vring entry dumped there, the builder call and the NEFF entry, each a place to go. The comparison is read on the
 * session's journal thread and shared with the Prings &amp; Doorbells timeline ({@link ProfileSource}).
 */
public final class ProfileCompareView extends WorkbenchView {
    private static final PseudoClass BAD = PseudoClass.getPseudoClass("diverges");
    private static final PseudoClass UNKNOWN = PseudoClass.getPseudoClass("unknown");

    private final ViewContext ctx;
    private final SessionSource sessions;
    private final ProfileSource shared;
    private final Label title = new Label("Profile Compare");
    private final Label summary = new Label();
    private final TableView<ProfileComparison.QueueRow> queues = ProfileTables.queues();
    private final TableView<Integer> packets = new TableView<>();
    private final Label whyTitle = new Label("Why is this packet here?");
    private final ListView<String> why = new ListView<>();
    private final List<Location> whyPlaces = new ArrayList<>();
    private final ViewReads links = stream("links");
    private final BorderPane root = new BorderPane();
    private Path dir;
    private ProfileState state = ProfileState.message("");
    private PacketRows rows;
    private boolean selecting;
    /** A comparison is being read. */
    private boolean reading;

    public ProfileCompareView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.PROFILE, "Profile Compare");
        this.ctx = ctx;
        this.sessions = sessions;
        this.shared = ProfileSource.of(sessions);
        root.setId("profile-view");
        root.getStyleClass().addAll("profile-view", "ring-views");
        root.getStylesheets().addAll(RingViewsCss.URL,
                ProfileCompareView.class.getResource("profile.css").toExternalForm());
        title.getStyleClass().addAll("section-title", "profile-title");
        title.setId("profile-title");
        summary.setId("profile-summary");
        summary.getStyleClass().add("dim");
        summary.setWrapText(true);
        VBox head = new VBox(2, title, summary);
        head.getStyleClass().add("profile-toolbar");
        queues.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(ProfileComparison.QueueRow r, boolean empty) {
                super.updateItem(r, empty);
                QueueStatus s = empty || r == null ? null : r.status();
                pseudoClassStateChanged(BAD, s != null && s != QueueStatus.MATCHED && s != QueueStatus.UNKNOWN);
                pseudoClassStateChanged(UNKNOWN, s == QueueStatus.UNKNOWN);
            }
        });
        packets.setId("profile-packets");
        ProfileTables.packetColumns(packets, () -> rows);
        packets.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(Integer k, boolean empty) {
                super.updateItem(k, empty);
                pseudoClassStateChanged(BAD, !empty && k != null && rows != null && !rows.matched(k));
            }
        });
        packets.setPlaceholder(new Label("Select a queue to see its packets."));
        whyTitle.getStyleClass().addAll("section-title", "profile-why-title");
        why.setId("profile-why");
        why.setPlaceholder(new Label("Select a packet: its emulated packet's slots, vring entry and NEFF entry."));
        VBox whyBox = new VBox(2, whyTitle, why);
        VBox.setVgrow(why, Priority.ALWAYS);
        SplitPane lower = new SplitPane(packets, whyBox);
        lower.setDividerPositions(0.62);
        SplitPane split = new SplitPane(queues, lower);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.45);
        root.setTop(head);
        root.setCenter(split);
        listen(queues.getSelectionModel().selectedItemProperty(), (o, was, now) -> showQueue(now));
        listen(packets.getSelectionModel().selectedItemProperty(), (o, was, now) -> picked(now));
        listen(why.getSelectionModel().selectedIndexProperty(), (o, was, now) -> goTo(now.intValue()));
        follow(sessions, s -> read());
        render(ProfileState.message("Open a Neuron Explorer profile (a folder of .parquet tables) with a NEFF open — "
                + "File > Open Profile, drop the folder on the window, or ringscope NEFF PROFILE_DIR — to see it "
                + "beside the emulation."));
    }

    /** Compares the profile in {@code folder} with the open NEFF's run (now, or once one has run). FX thread. */
    public void open(Path folder) {
        dir = folder;
        setCaption("Profile: " + folder.getFileName());
        read();
    }

    /** The profile shown, if any. */
    public Optional<Path> profile() {
        return Optional.ofNullable(dir);
    }

    private void read() {
        Path f = dir;
        EmulationSession s = sessions.current().orElse(null);
        if (f == null) {
            return;
        }
        if (s == null) {
            renderNow(() -> render(ProfileState.message(sessions.pending().map(n -> "Loading " + n + "…")
                    .orElse("Open the NEFF " + f.getFileName() + " is a profile of, to compare it with its run."))));
            return;
        }
        summary.setText("Reading " + f.getFileName() + " and holding it against " + s.neffName() + "…");
        reading = true;
        read(ctx, s, x -> {
            if (x.result() == null) {
                return ProfileState.message("The NEFF has not run yet: the profile is compared with its run.");
            }
            try {
                return new ProfileState(ProfileCompare.compare(ProfileDir.open(f), x, 1), "");
            } catch (InputException e) {
                return ProfileState.message(e.getMessage());
            }
        }, this::render, err -> ProfileState.message("Could not compare " + f.getFileName() + ": "
                + ViewReads.message(err)));
    }

    private void render(ProfileState s) {
        reading = false;
        state = s;
        ProfileComparison c = s.comparison();
        shared.publish(c);
        selecting = true;
        try {
            queues.setItems(c == null ? FXCollections.observableArrayList() : FXCollections.observableList(c.queues()));
        } finally {
            selecting = false;
        }
        if (c == null) {
            title.setText("Profile Compare");
            summary.setText(s.message());
            queues.setPlaceholder(new Label(s.message()));
            showQueue(null);
            return;
        }
        title.setText((dir == null ? c.profile() : dir.getFileName().toString()) + " beside the emulation of "
                + c.neff() + (c.schemaVersion().isEmpty() ? "" : " · schema " + c.schemaVersion()));
        summary.setText(ProfileTables.summary(c));
        int first = c.first() == null ? 0 : Math.max(0, indexOfQueue(c, c.first().queue()));
        queues.getSelectionModel().clearAndSelect(first);
        queues.scrollTo(Math.max(0, first - 3));
        if (c.first() != null && rows != null && c.first().packet() < rows.size()) {
            packets.getSelectionModel().clearAndSelect(c.first().packet());
            packets.scrollTo(Math.max(0, c.first().packet() - 3));
        }
    }

    private static int indexOfQueue(ProfileComparison c, String name) {
        for (int i = 0; i < c.queues().size(); i++) {
            if (c.queues().get(i).queue().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private void showQueue(ProfileComparison.QueueRow q) {
        ProfileComparison c = state.comparison();
        rows = q == null || c == null ? null : new PacketRows(c, q);
        packets.setItems(rows == null ? FXCollections.observableArrayList() : FXCollections.observableList(rows));
        // the rows are indices, equal from queue to queue: the cells read the new queue only when refreshed
        packets.refresh();
        whyPlaces.clear();
        why.getItems().clear();
    }

    private void picked(Integer k) {
        ProfileComparison c = state.comparison();
        EmulationSession s = c == null ? null : c.run().session();
        int e = k == null || rows == null ? -1 : rows.event(k);
        if (e < 0 || s == null) {
            links.now(() -> showWhy(null));
            return;
        }
        links.refresh(() -> ViewReads.query(ctx, s, x -> PacketLink.of(x, c.run().timeline(), e)), link -> {
            showWhy(link);
            if (link != null && !selecting) {
                ctx.cursor().seek(link.step());
                Location at = link.rows().stream().filter(r -> r instanceof Row.Authored).map(Row::location)
                        .findFirst().orElse(link.tx());
                if (at != null) {
                    ctx.selection().select(at, this);
                }
            }
        }, err -> null);
    }

    private void showWhy(PacketLink link) {
        whyPlaces.clear();
        List<String> text = new ArrayList<>();
        if (link != null) {
            ProfileTables.why(link, text, whyPlaces);
        }
        why.setItems(FXCollections.observableList(text));
    }

    private void goTo(int i) {
        if (i >= 0 && i < whyPlaces.size() && whyPlaces.get(i) != null) {
            ctx.selection().select(whyPlaces.get(i), this);
        }
    }

    /** Whether no comparison is being read (the headless screenshot waits for it). */
    public boolean idle() {
        return !reading;
    }

    /** The comparison shown, or {@code null} (tests). */
    public ProfileComparison comparison() {
        return state.comparison();
    }

    /** What the summary line says (tests). */
    public String summaryText() {
        return summary.getText();
    }

    /** The queue row selected, or null (tests). */
    public ProfileComparison.QueueRow selectedQueue() {
        return queues.getSelectionModel().getSelectedItem();
    }

    /** The lines of "why is this packet here?" (tests). */
    public List<String> whyLines() {
        return List.copyOf(why.getItems());
    }

    /** Selects the queue Neuron Explorer names {@code name}, if listed (tests). */
    public void selectQueue(String name) {
        Fx.run(() -> {
            ProfileComparison c = state.comparison();
            int i = c == null ? -1 : indexOfQueue(c, name);
            if (i >= 0) {
                queues.getSelectionModel().clearAndSelect(i);
                queues.scrollTo(Math.max(0, i - 3));
            }
        });
    }

    /** Selects packet {@code k} of the selected queue (tests, and the keyboard). */
    public void selectPacket(int k) {
        Fx.run(() -> packets.getSelectionModel().clearAndSelect(k));
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return queues;
    }
}
