package org.ringscope.views.neff;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.HashStatus;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.Format;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionSource;

/**
 * The NEFF view: a summary line and the file's warnings on top, the member tree on the left, and tabs on
 * the right — the header with its hash check, the selected member (JSON, instruction slots or hex), and the
 * DMA program's queue sets, variables and DMA entries. It shows one immutable {@link NeffDocument};
 * loading happens elsewhere, off the FX thread.
 */
public final class NeffView extends WorkbenchView {
    /** The most of the view's width the member list takes. */
    private static final double MEMBERS_MAX = 0.58;
    /** The least of the view's width the member list takes. */
    private static final double MEMBERS_LEAST = 0.25;
    /** The split's divider, in pixels. */
    private static final double DIVIDER = 8;
    /** The tabs of the right-hand side. */
    public enum Section { HEADER, MEMBER, QUEUES, VARIABLES, DMA }

    private final ReadOnlyObjectWrapper<NeffDocument> document = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper selectedMember = new ReadOnlyStringWrapper("");
    private final HeaderPane header = new HeaderPane();
    private final MemberTreePane tree = new MemberTreePane();
    private final MemberViewerPane viewer;
    private final ProgramTables program = new ProgramTables();
    private final TabPane tabs = new TabPane();
    private final Map<Section, Tab> tabBySection = new EnumMap<>(Section.class);
    private final Label title = new Label("No NEFF open");
    private final Label facts = new Label();
    private final Label hashBadge = new Label();
    private final VBox warnings = new VBox(4);
    private final BorderPane root = new BorderPane();
    private final Selection selection;
    private MemberTreeModel treeModel;
    private boolean applyingSelection;
    private final SessionSource sessions;
    /** The width the header tab needs (held here: its columns hold it weakly). */
    private final DoubleBinding headerNeeds;

    /** A NEFF view with a selection of its own (tests, tools). */
    public NeffView(Executor executor) {
        this(ViewContext.of(executor));
    }

    /**
     * A NEFF view in a workbench: a member the user opens becomes the shared selection
     * ({@link NeffMember}), and a member selected elsewhere opens here.
     */
    public NeffView(ViewContext ctx) {
        this(ctx, null);
    }

    /**
     * A NEFF view that also shows, for each DGE slot, the word the load lowered it to when {@code sessions}' current
     * run is of this NEFF ({@code null}: none).
     */
    public NeffView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.NEFF, "NEFF");
        this.selection = ctx.selection();
        this.sessions = sessions;
        this.viewer = new MemberViewerPane(ctx.background());
        root.setId("neff-view");
        root.getStyleClass().add("neff-view");

        addTab(Section.HEADER, "Header", header.node());
        addTab(Section.MEMBER, "Member", viewer.node());
        addTab(Section.QUEUES, "Queue sets", program.queuesNode());
        addTab(Section.VARIABLES, "Variables", program.variablesNode());
        addTab(Section.DMA, "DMA", program.dmaNode());
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setId("neff-tabs");

        tree.setOnSelect(n -> isolated("member selection", () -> showMember(n)));
        viewer.slots().setOnOpenDma((p, id) -> isolated("open DMA entry", () -> openDma(p, id)));

        SplitPane split = new SplitPane(tree.node(), tabs);
        split.setDividerPositions(0.34);
        SplitPane.setResizableWithParent(tree.node(), false);
        // the members get the width their names want, up to a little more than half the view, as long as the tabs
        // keep the width the header needs for a field's name, value and offset side by side; narrower, the member
        // list scrolls sideways (a name is never cut) and never gets narrower than a quarter of the view
        headerNeeds = header.neededWidth();
        InvalidationListener divide = o -> {
            double w = split.getWidth();
            if (w > 0) {
                double most = Math.min(MEMBERS_MAX * w, w - headerNeeds.get() - DIVIDER);
                double members = Math.max(MEMBERS_LEAST * w, Math.min(most, tree.wantedWidth().get()));
                split.setDividerPositions(members / w);
            }
        };
        split.widthProperty().addListener(divide);
        tree.wantedWidth().addListener(divide);
        headerNeeds.addListener(divide);
        title.getStyleClass().add("doc-title");
        title.setId("neff-title");
        facts.getStyleClass().add("dim");
        facts.setId("neff-facts");
        hashBadge.getStyleClass().add("badge");
        hashBadge.setId("neff-hash-badge");
        hashBadge.setVisible(false);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        title.setMinWidth(Region.USE_PREF_SIZE); // the name and the hash badge stay whole; the facts give way
        hashBadge.setMinWidth(Region.USE_PREF_SIZE);
        facts.setMinWidth(0);
        HBox line = new HBox(12, title, facts, spacer, hashBadge);
        line.setAlignment(Pos.BASELINE_LEFT);
        warnings.setId("neff-warnings");
        VBox top = new VBox(6, line, warnings);
        top.getStyleClass().add("doc-banner");
        root.setTop(top);
        root.setCenter(split);

        follow(selection, e -> {
            NeffMember m = e.current() instanceof Instruction i ? i.member()
                    : e.current() instanceof NeffMember n ? n : null;
            if (m != null && document.get() != null && m.neff().name().equals(document.get().displayName())) {
                applyingSelection = true;
                try {
                    if (selectMember(m.path()) && e.current() instanceof Instruction i) {
                        viewer.slots().selectSlot(i.slot());
                    }
                } finally {
                    applyingSelection = false;
                }
            }
        });
        if (sessions != null) {
            follow(sessions, s -> refreshLowering());
        }
    }

    /** The load's instruction patches by (stream member, slot), when the current run is of this NEFF. */
    private void refreshLowering() {
        NeffDocument doc = document.get();
        Map<String, InstructionPatch> at = new HashMap<>();
        Optional<EmulationSession> s = sessions == null ? Optional.empty() : sessions.current();
        if (doc != null && s.isPresent() && s.get().neff().source().equals(doc.file().source())) {
            for (InstructionPatch p : s.get().runtime().instructionPatches()) {
                doc.manifest().subgraphs().stream().filter(g -> g.name().equals(p.subgraph())).findFirst()
                        .flatMap(g -> Arrays.stream(Engine.values())
                                .filter(e -> e.displayName().equals(p.engine())).findFirst().flatMap(g::engine))
                        .ifPresent(prog -> at.put(prog.instrMember() + "#" + p.slot(), p));
            }
        }
        viewer.slots().setLowering((member, slot) -> Optional.ofNullable(at.get(member + "#" + slot)));
    }

    @Override
    public Node focusNode() {
        return tree.tree();
    }

    @Override
    public Node node() {
        return root;
    }

    public ReadOnlyObjectProperty<NeffDocument> documentProperty() {
        return document.getReadOnlyProperty();
    }

    public Optional<NeffDocument> document() {
        return Optional.ofNullable(document.get());
    }

    /** The member shown in the Member tab (its tar path), empty when none. */
    public ReadOnlyStringProperty selectedMemberProperty() {
        return selectedMember.getReadOnlyProperty();
    }

    /** True while the member viewer prepares a JSON member in the background. */
    public ReadOnlyBooleanProperty busyProperty() {
        return viewer.json().busyProperty();
    }

    /** Shows a loaded document: header, tree, program tables; opens the first subgraph's def.json. */
    public void setDocument(NeffDocument doc) {
        Fx.assertFxThread();
        document.set(doc);
        setCaption(doc.displayName());
        treeModel = new MemberTreeModel(doc);
        NeffFile f = doc.file();
        title.setText(doc.displayName());
        facts.setText(facts(doc));
        HashStatus h = f.hash();
        hashBadge.setText(h.algorithm() + (h.valid() ? " hash valid" : " hash MISMATCH"));
        hashBadge.pseudoClassStateChanged(HeaderPane.GOOD, h.valid());
        hashBadge.pseudoClassStateChanged(HeaderPane.BAD, !h.valid());
        hashBadge.setVisible(true);
        warnings.getChildren().clear();
        for (String w : f.warnings()) {
            Label l = new Label("⚠  " + w);
            l.getStyleClass().add("warning-bar");
            l.setWrapText(true);
            l.setMaxWidth(Double.MAX_VALUE);
            warnings.getChildren().add(l);
        }
        refreshLowering();
        header.show(new HeaderModel(doc));
        program.show(new ProgramModel(doc.manifest()));
        tree.show(treeModel.root());
        applyingSelection = true;
        try {
            tree.select(treeModel.defaultMember(doc.manifest()));
        } finally {
            applyingSelection = false;
        }
        showSection(Section.HEADER);
    }

    /** Selects a member in the tree and shows it in the Member tab; false when the NEFF has no such member. */
    public boolean selectMember(String path) {
        Fx.assertFxThread();
        if (treeModel == null || !tree.select(path)) {
            return false;
        }
        showSection(Section.MEMBER);
        return true;
    }

    public void showSection(Section s) {
        tabs.getSelectionModel().select(tabBySection.get(s));
    }

    public Section section() {
        Tab t = tabs.getSelectionModel().getSelectedItem();
        return tabBySection.entrySet().stream().filter(e -> e.getValue() == t).map(Map.Entry::getKey).findFirst()
                .orElse(Section.HEADER);
    }

    private void showMember(MemberNode n) {
        NeffDocument doc = document.get();
        if (doc == null) {
            return;
        }
        viewer.show(n, doc.file().members(), treeModel);
        selectedMember.set(n.path());
        if (!applyingSelection) {
            selection.select(new NeffMember(new Neff(doc.displayName()), n.path()), this);
        }
        tabBySection.get(Section.MEMBER).setText("Member · " + n.name());
        showSection(Section.MEMBER);
    }

    private void openDma(EngineProgram p, int id) {
        if (program.selectDmaRow(program.model().dmaRowOf(p, id))) {
            showSection(Section.DMA);
        }
    }

    /**
     * Adds a tab whose content joins the scene graph the first time the tab is shown: tables in tabs
     * nobody opened cost no CSS or layout passes.
     */
    private void addTab(Section s, String text, Node content) {
        Tab t = new Tab(text);
        t.selectedProperty().addListener((o, was, now) -> {
            if (now && t.getContent() == null) {
                t.setContent(content);
            }
        });
        if (tabs.getTabs().isEmpty()) {
            t.setContent(content);
        }
        t.setId("neff-tab-" + s.name().toLowerCase(Locale.ROOT));
        tabBySection.put(s, t);
        tabs.getTabs().add(t);
    }

    private static String facts(NeffDocument doc) {
        NeffFile f = doc.file();
        var m = doc.manifest();
        return "NEFF " + f.header().versionMajor() + "." + f.header().versionMinor() + " · "
                + Format.bytes(f.fileSize()) + " · target " + (m.target().isEmpty() ? "?" : m.target()) + " · "
                + m.subgraphs().size() + (m.subgraphs().size() == 1 ? " subgraph · " : " subgraphs · ")
                + Format.count(f.members().count()) + " members";
    }
}
