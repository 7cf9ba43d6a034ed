package org.ringscope.app.bench.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The folder the campaign runs in is listed by its entries: an empty folder lists nothing, not an empty name. */
class WriteCheckTest {
    @Test
    void anEmptyFolderHasNoEntriesBefore(@TempDir Path root) throws Exception {
        Path cwd = Files.createDirectory(root.resolve("cwd"));
        Path work = Files.createDirectory(root.resolve("work"));
        assertEquals(Set.of(), new WriteCheck(cwd, work).cwdBefore());
        Files.write(cwd.resolve("a.txt"), new byte[1]);
        WriteCheck w = new WriteCheck(cwd, work);
        assertEquals(Set.of("a.txt"), w.cwdBefore());
        Files.write(cwd.resolve("b.txt"), new byte[1]);
        assertEquals(Set.of("b.txt"), w.cwdAdded());
    }
}
