package org.ringscope.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering of ARCHITECTURE.md as a build failure: model ← views ← app. The model never sees JavaFX
 * (the enforcer bans the dependency; this also catches reflection-free imports through other jars) and
 * never prints.
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
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
}
