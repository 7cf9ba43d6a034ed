package org.ringscope.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.application.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.views.ViewReads;
import org.ringscope.views.archfixture.BypassesTheDoor;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.session.SessionCursor;

/**
 * The layering as a build failure: model ← views ← app. The model never sees JavaFX (the enforcer bans the
 * dependency; this also catches reflection-free imports through other jars) and never prints; the model, the views
 * and the app have no package cycle; feature views never depend on each other. Maven checks the modules' order, not
 * what lies inside them: these rules do.
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        // the model's test helpers reach the app's tests as a test jar, which DO_NOT_INCLUDE_TESTS does not see
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar"))
                .importPackages("org.ringscope");
    }

    @Test
    void modelNeverDependsOnJavaFxViewsOrApp() {
        noClasses().that().resideInAPackage("org.ringscope.model..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.fxmisc..",
                        "org.ringscope.views..", "org.ringscope.app..")
                .check(classes);
    }

    @Test
    void viewsNeverDependOnApp() {
        noClasses().that().resideInAPackage("org.ringscope.views..")
                .should().dependOnClassesThat().resideInAPackage("org.ringscope.app..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void modelNeverPrintsToTheConsole() {
        noClasses().that().resideInAPackage("org.ringscope.model..")
                .should().accessField(System.class, "out").orShould().accessField(System.class, "err")
                .check(classes);
    }

    @Test
    void noSwingWidgets() {
        // java.awt.image stays allowed: SwingFXUtils + ImageIO write the PNG screenshots.
        noClasses().that().resideInAPackage("org.ringscope..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..")
                .check(classes);
    }

    /**
     * No package cycles in the model: each package can be read, tested and moved with what it depends on and
     * nothing that depends on it (subpackages count with their parent).
     */
    @Test
    void noPackageCyclesInTheModel() {
        slices().matching("org.ringscope.model.(*)..").should().beFreeOfCycles().check(classes);
    }

    /**
     * The model's layer order, lowest first (docs/architecture.md draws it from the imports with
     * PackageGraphDocTest, model): the journal and the hardware's words at the bottom, the NEFF and the device
     * above them, the runtime that drives both, the index of a run's device events, the session over a run (which
     * owns the indexes of its run), then what reads a session. A package depends only on its own layer and those
     * below, so each layer can be read and tested without what is above it; a new package takes its place here.
     */
    private static final List<List<String>> MODEL_LAYERS = List.of(
            List.of("", "trace", "udma", "util"),
            List.of("cast", "io", "location", "vring"),
            List.of("device", "neff", "packets", "spine", "ucode"),
            List.of("dge", "gen", "sync"),
            List.of("runtime"),
            List.of("timeline"),
            List.of("session"),
            List.of("dump", "lesson", "lint", "provenance", "memory", "stop"),
            List.of("check", "diff", "profile"),
            List.of("log"));

    @Test
    void theModelsLayersPointDown() {
        Set<String> known = new HashSet<>();
        MODEL_LAYERS.forEach(known::addAll);
        for (JavaClass c : classes) {
            String p = c.getPackageName();
            if (p.startsWith("org.ringscope.model")) {
                String top = p.equals("org.ringscope.model") ? "" : p.substring("org.ringscope.model.".length())
                        .split("\\.")[0];
                if (!known.contains(top)) {
                    throw new AssertionError("model package " + top + " has no place in MODEL_LAYERS");
                }
            }
        }
        for (int i = 0; i < MODEL_LAYERS.size() - 1; i++) {
            List<String> above = new ArrayList<>();
            for (int k = i + 1; k < MODEL_LAYERS.size(); k++) {
                MODEL_LAYERS.get(k).forEach(x -> above.add("org.ringscope.model." + x + ".."));
            }
            for (String x : MODEL_LAYERS.get(i)) {
                String pkg = x.isEmpty() ? "org.ringscope.model" : "org.ringscope.model." + x + "..";
                noClasses().that().resideInAPackage(pkg).should().dependOnClassesThat()
                        .resideInAnyPackage(above.toArray(String[]::new))
                        .because("the model's layers point down (layer " + i + ": " + MODEL_LAYERS.get(i) + ")")
                        .allowEmptyShould(true).check(classes);
            }
        }
    }

    /**
     * No package cycles in the views, their base package (WorkbenchView, the door ViewReads, ViewContext) counted as a
     * slice of its own: the same reason, and a view's package is where its bugs are. The cursor and the session sit
     * below the base and need only the FX thread's rules, which live in views.fx.
     */
    @Test
    void noPackageCyclesInTheViews() {
        slices().assignedFrom(VIEW_PACKAGES).should().beFreeOfCycles()
                .because("the views' base, the cursor, the session and every feature view can each be read and tested "
                        + "with what they depend on only")
                .check(classes);
    }

    /** Every top package of the views a slice (its subpackages with it), the base package one too. */
    private static final SliceAssignment VIEW_PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String p = c.getPackageName();
            if (p.equals("org.ringscope.views")) {
                return SliceIdentifier.of("views (base)");
            }
            return p.startsWith("org.ringscope.views.")
                    ? SliceIdentifier.of("views." + p.substring("org.ringscope.views.".length()).split("\\.")[0])
                    : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "the base package and each top package of org.ringscope.views";
        }
    };

    /**
     * The views reach a run through one door (decision 1350): only {@code views.ViewReads} calls the cursor's
     * {@code query} or the session cursor's {@code withSession} — besides the cursor and the session packages, which
     * implement them and run the journal. So every read of a view has one request token, runs on the journal thread,
     * renders through one FX hop and shows its failure.
     */
    @Test
    void onlyTheDoorQueriesTheRun() {
        ONLY_THE_DOOR_QUERIES.check(classes);
    }

    /** The door's rule fails for a class of the views that queries the cursor itself (the rule can fail). */
    @Test
    void theDoorsRuleCatchesAViewThatQueriesTheCursorItself() {
        JavaClasses bypass = new ClassFileImporter().importClasses(BypassesTheDoor.class);
        AssertionError e = assertThrows(AssertionError.class, () -> ONLY_THE_DOOR_QUERIES.check(bypass));
        assertTrue(e.getMessage().contains("BypassesTheDoor"), e.getMessage());
    }

    private static final DescribedPredicate<JavaAccess<?>> QUERIES_THE_RUN = DescribedPredicate.describe(
            "Cursor.query or withSession",
            a -> (a.getName().equals("query") && a.getTargetOwner().isAssignableTo(Cursor.class))
                    || (a.getName().equals("withSession") && a.getTargetOwner().isAssignableTo(SessionCursor.class)));
    private static final ArchRule ONLY_THE_DOOR_QUERIES = noClasses().that().resideInAPackage("org.ringscope.views..")
            .and().doNotBelongToAnyOf(ViewReads.class)
            .and().resideOutsideOfPackages("org.ringscope.views.cursor..", "org.ringscope.views.session..")
            .should().accessTargetWhere(QUERIES_THE_RUN)
            .because("a view that queries the cursor itself keeps its own token, may read off the journal thread "
                    + "and may drop a failure; through ViewReads it does none of these");

    /**
     * No package cycles in the app, each package counted alone (a subpackage is not its parent): the CLI starts the
     * workbench and the benches, the workbench's window builds its parts (actions, dialogs, loads, preferences…) and
     * none of those reaches back, so each can be read and tested with what it depends on only. What the CLI and the
     * workbench both print lives below both (app.output); the hostile bench is handed the command line it runs.
     */
    @Test
    void noPackageCyclesInTheApp() {
        slices().assignedFrom(EACH_APP_PACKAGE).should().beFreeOfCycles().check(classes);
    }

    /** Every package of the app a slice of its own; the model's and the views' classes in none. */
    private static final SliceAssignment EACH_APP_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String p = c.getPackageName();
            return p.equals("org.ringscope.app") || p.startsWith("org.ringscope.app.") ? SliceIdentifier.of(p)
                    : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "each package of org.ringscope.app";
        }
    };

    /**
     * The window's parts — its actions, menus, dialogs, loads, copy and export, the headless screenshot — never depend
     * on {@code MainWindow}: each is handed the few services it binds (a small record or a function), so it can be
     * read and tested without a window, and what it may touch is in its signature rather than the whole window's
     * surface. Only the window itself and the application that builds it know the window.
     */
    @Test
    void theWindowsPartsNeverDependOnTheWindow() {
        noClasses().that().resideInAPackage("org.ringscope.app.ui..")
                .and().haveNameNotMatching("org\\.ringscope\\.app\\.ui\\.(MainWindow|RingScopeApp)(\\$.*)?")
                .should().dependOnClassesThat().haveFullyQualifiedName("org.ringscope.app.ui.MainWindow")
                .because("a part of the window binds the services it is handed, never the window")
                .check(classes);
    }

    /**
     * Nothing but {@code org.ringscope.views.fx.Fx} posts to the FX thread: {@code Fx.run} runs at once when already
     * there (and joins a step's batch of answers when not), {@code Fx.later} says in its name that it waits for what is
     * queued. A bare {@code Platform.runLater} (a call or a method reference) hides which of the two a site means and
     * skips the batch.
     */
    @Test
    void onlyFxPostsToTheFxThread() {
        DescribedPredicate<JavaAccess<?>> runLater = DescribedPredicate.describe("Platform.runLater",
                a -> a.getTargetOwner().isEquivalentTo(Platform.class) && a.getName().equals("runLater"));
        noClasses().that().resideInAPackage("org.ringscope..").and().haveNameNotMatching("org\\.ringscope\\.views\\.fx\\.Fx")
                .should().accessTargetWhere(runLater)
                .check(classes);
    }

    /** The shared parts of the views every feature view may use (besides the base package). */
    private static final List<String> SHARED_VIEW_PACKAGES = List.of("select", "session", "cursor", "fx");
    /**
     * Components that feature views embed rather than talk to: the descriptor inspector's source API (every ring
     * view hands the inspector its descriptors) and the find bar's target.
     */
    private static final List<String> COMPONENT_PACKAGES = List.of("descriptor", "find");
    /** Every feature view's package (the Properties sheet, the aggregator, among them). */
    private static final List<String> FEATURE_VIEW_PACKAGES = List.of("check", "descriptor", "dge", "diff", "explain",
            "find", "memory", "neff", "packets", "pring", "problems", "properties", "provenance", "reloc", "spine",
            "sync", "vring", "log", "profile");

    /**
     * Feature views never depend on each other: they meet only through the selection and the cursor, so a view can
     * be added, removed or rewritten alone. The one aggregator is the Properties sheet, which shows the properties of
     * whatever is selected and so reads each feature's row provider (the spine's, today).
     */
    @Test
    void featureViewsNeverDependOnEachOther() {
        // a new package of the views is placed here, as a feature view or a shared part, or this test fails
        for (JavaClass c : classes) {
            String p = c.getPackageName();
            if (p.startsWith("org.ringscope.views.")) {
                String top = p.substring("org.ringscope.views.".length()).split("\\.")[0];
                if (!FEATURE_VIEW_PACKAGES.contains(top) && !SHARED_VIEW_PACKAGES.contains(top)) {
                    throw new AssertionError("views package " + top + " is neither a feature view nor shared");
                }
            }
        }
        List<String> features = FEATURE_VIEW_PACKAGES;
        for (String f : features) {
            if (f.equals("properties")) {
                continue;
            }
            String[] others = features.stream().filter(o -> !o.equals(f) && !COMPONENT_PACKAGES.contains(o))
                    .map(o -> "org.ringscope.views." + o + "..").toArray(String[]::new);
            noClasses().that().resideInAPackage("org.ringscope.views." + f + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .because("feature views meet only through " + SHARED_VIEW_PACKAGES + " and the components "
                            + COMPONENT_PACKAGES)
                    .check(classes);
        }
    }
}
