package org.ringscope.views.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.ManualCursor;
import org.ringscope.views.select.Selection;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The inspector follows the cursor: stepped back to before its descriptor was written it says the descriptor does
 * not exist at this step (instead of showing words from a later one), and shows it again when stepped forward.
 */
@ExtendWith(ApplicationExtension.class)
class DescriptorViewAtStepTest {
    private final DemoDescriptorSource demo = new DemoDescriptorSource();
    private final ManualCursor cursor = new ManualCursor();
    private final Location first = demo.first();
    private DescriptorView view;

    /** The demo's descriptors, as if written at step 5. */
    private final DescriptorSource fromStep5 = new DescriptorSource() {
        @Override
        public CompletionStage<Optional<DescriptorWords>> read(Location l) {
            return cursor.step() >= 5 ? demo.read(l) : CompletableFuture.completedFuture(Optional.empty());
        }

        @Override
        public String name() {
            return "the run at the cursor";
        }
    };

    @Start
    void start(Stage stage) {
        cursor.move(7);
        view = new DescriptorView(new ViewContext(new Selection(), cursor, Runnable::run), fromStep5, first);
        stage.setScene(new Scene((Parent) view.node(), 520, 700));
        stage.show();
    }

    private void move(int step) {
        fx(() -> {
            cursor.move(step);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String title(FxRobot robot) {
        return fx(() -> robot.lookup("#desc-title").queryLabeled().getText());
    }

    @Test
    void steppedBackBeforeItsDescriptorItSaysSoAndShowsItAgainLater(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(view::shown).isPresent());
        assertTrue(title(robot).contains("#0"), title(robot));
        move(3);
        assertEquals(Optional.empty(), fx(view::shown), "no descriptor at step 3");
        assertEquals("No descriptor", title(robot));
        assertTrue(fx(() -> robot.lookup("#desc-summary").queryLabeled().getText()).contains("step on"));
        move(6);
        assertEquals(Optional.of(first), fx(view::shown), "back once a step has it");
        assertTrue(title(robot).contains("#0"), title(robot));
    }
    @Test
    void aDescriptorSelectedJustBeforeACursorMoveIsTheOneShownAfterIt(FxRobot robot) throws Exception {
        List<CompletableFuture<Optional<DescriptorWords>>> reads = new ArrayList<>();
        List<Location> asked = new ArrayList<>();
        DescriptorSource held = new DescriptorSource() {
            @Override
            public CompletionStage<Optional<DescriptorWords>> read(Location l) {
                CompletableFuture<Optional<DescriptorWords>> f = new CompletableFuture<>();
                reads.add(f);
                asked.add(l);
                return f.thenCompose(x -> demo.read(l));
            }

            @Override
            public String name() {
                return "reads answered when the test says";
            }
        };
        Selection selection = new Selection();
        Location third = Half.of(DemoDescriptorSource.VRING, Direction.TX).descriptor(2);
        DescriptorView v = fx(() -> new DescriptorView(new ViewContext(selection, cursor, Runnable::run), held, first));
        fx(() -> reads.get(0).complete(Optional.empty()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(v::shown).equals(Optional.of(first)));
        fx(() -> {
            selection.select(third, this); // the read of the new descriptor is still in flight …
            cursor.move(8); // … when the cursor moves
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(third, asked.get(asked.size() - 1), "the move reads the descriptor just selected, not the shown one");
        fx(() -> {
            reads.forEach(f -> f.complete(Optional.empty()));
            return null;
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(v::shown).equals(Optional.of(third)));
    }
}
