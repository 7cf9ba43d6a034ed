package org.ringscope.views.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FxBatchTest {
    private final List<Runnable> posted = new ArrayList<>();
    private final List<String> ran = new ArrayList<>();

    @Test
    void handOffsMadeDuringABodyArePostedAsOneTaskInOrder() {
        FxBatch.during(posted::add, () -> {
            assertTrue(FxBatch.offer(() -> ran.add("vring")));
            assertTrue(FxBatch.offer(() -> ran.add("pring")));
            FxBatch.during(posted::add, () -> assertTrue(FxBatch.offer(() -> ran.add("packets"))));
        });
        assertEquals(1, posted.size(), "one task for the whole batch, nested ones joined");
        assertTrue(ran.isEmpty(), "nothing runs before the task does");
        posted.get(0).run();
        assertEquals(List.of("vring", "pring", "packets"), ran);
    }

    @Test
    void aFailingHandOffDoesNotStopTheOthers() {
        FxBatch.during(posted::add, () -> {
            FxBatch.offer(() -> {
                throw new IllegalStateException("a view's bug");
            });
            FxBatch.offer(() -> ran.add("after"));
        });
        posted.get(0).run();
        assertEquals(List.of("after"), ran);
    }

    @Test
    void outsideABatchNothingIsKeptAndAnEmptyBatchPostsNothing() {
        assertFalse(FxBatch.offer(() -> ran.add("x")));
        FxBatch.during(posted::add, () -> { });
        assertTrue(posted.isEmpty());
        assertFalse(FxBatch.offer(() -> ran.add("x")), "closed after the body");
    }
}
