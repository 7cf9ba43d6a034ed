package org.ringscope.model.location;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** View kinds read back from their ids in any case; nothing else is one. */
class ViewKindTest {
    @Test
    void everyKindReadsBackFromItsId() {
        for (ViewKind k : ViewKind.values()) {
            assertEquals(Optional.of(k), ViewKind.parse(k.id()));
            assertEquals(Optional.of(k), ViewKind.parse(" " + k.id().toUpperCase(Locale.ROOT) + " "));
            assertFalse(k.title().isBlank());
            assertEquals(k.id(), k.toString(), "string concatenation says the id");
        }
        assertEquals(Optional.empty(), ViewKind.parse("spine-later"));
        assertEquals(Optional.empty(), ViewKind.parse(null));
        assertEquals("neff, relocations, patches, semaphores, descriptor, spine, vring, packets, pring, problems, ringmemory, properties, "
                + "diff, explain, lesson, memory, provenance, log, logcompare, profile", ViewKind.ids());
    }
}
