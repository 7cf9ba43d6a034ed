package org.ringscope.views.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A load or run under way is what empty views show: the newest one's file, heard while no session is current. */
class SessionPendingTest {
    @Test
    void theNewestPendingFileIsShownUntilItsJobEnds() {
        SessionHolder h = new SessionHolder(Runnable::run);
        List<Optional<String>> heard = new ArrayList<>();
        h.addListener(s -> heard.add(h.pending()));
        String none = "No run. Open a NEFF and run it.";
        assertEquals(none, SessionSource.emptyText(h, none));

        Object load = new Object();
        Object run = new Object();
        h.started(load, "big.neff");
        assertEquals(Optional.of("big.neff"), h.pending());
        assertTrue(SessionSource.emptyText(h, none).startsWith("Loading big.neff: "), SessionSource.emptyText(h, none));
        h.started(run, "big.neff"); // the load hands over to its run: same text, no second notice
        h.ended(load);
        assertEquals(List.of(Optional.of("big.neff")), heard);
        h.ended(run);
        assertEquals(Optional.empty(), h.pending());
        assertEquals(none, SessionSource.emptyText(h, none));
        assertEquals(List.of(Optional.of("big.neff"), Optional.empty()), heard);
        h.ended(run); // twice: nothing
        assertEquals(2, heard.size());
    }

    @Test
    void aCurrentSessionIsNotDisturbedByAnotherLoad() {
        SessionHolder h = new SessionHolder(Runnable::run);
        h.set(SampleSession.run(), Runnable::run);
        List<Object> heard = new ArrayList<>();
        h.addListener(heard::add);
        Object load = new Object();
        h.started(load, "next.neff");
        h.ended(load);
        assertTrue(heard.isEmpty(), "the views keep showing the open run while another file loads: " + heard);
    }
}
