package org.ringscope.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The layering as a build failure: model ← views ← app. The model never sees JavaFX (the enforcer bans the
 * dependency; this also catches reflection-free imports through other jars) and never prints; the model and the
 * views have no package cycle; feature views never depend on each other. Maven checks the modules' order, not what lies inside
 * them: these rules do.
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

    /** No package cycles in the views: the same reason, and a view's package is where its bugs are. */
    @Test
    void noPackageCyclesInTheViews() {
        slices().matching("org.ringscope.views.(*)..").should().beFreeOfCycles().check(classes);
    }

    /** The shared parts of the views every feature view may use (besides the base package). */
    private static final List<String> SHARED_VIEW_PACKAGES = List.of("select", "session", "cursor");
    /**
     * Components that feature views embed rather than talk to: the descriptor inspector's source API (every ring
     * view hands the inspector its descriptors) and the find bar's target.
     */
    private static final List<String> COMPONENT_PACKAGES = List.of("descriptor", "find");

    /**
     * Feature views never depend on each other: they meet only through the selection and the cursor, so a view can
     * be added, removed or rewritten alone. The one aggregator is the Properties sheet, which shows the properties of
     * whatever is selected and so reads each feature's row provider (the spine's, today).
     */
    @Test
    void featureViewsNeverDependOnEachOther() {
        List<String> features = List.of("check", "descriptor", "diff", "explain", "find", "neff", "packets", "pring",
                "problems", "properties", "reloc", "spine", "sync", "vring");
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
