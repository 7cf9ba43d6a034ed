package org.ringscope.app.cli.ucode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.cli.RingScopeCommand;
import org.ringscope.model.testing.Fixtures;
import picocli.CommandLine;

/** {@code ringscope ucode inspect|prelink} as a user runs them: exit codes, JSON shape, messages. */
class UcodeCommandTest {

    /** Exit code, stdout and stderr of one run (the same command line Main.run executes). */
    record Run(int exit, String out, String err) {
        JsonNode json() throws IOException {
            return new ObjectMapper().readTree(out);
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = RingScopeCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    static String lib(String name) {
        return Fixtures.repo("resources/ucode/" + name).toString();
    }

    @Test
    void prelinkSplitJson() throws IOException {
        Run r = run("ucode", "prelink", lib("rs_split.so"), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = r.json();
        assertEquals("split", j.get("layout").asText());
        assertEquals(0, j.get("status").asInt());
        assertTrue(j.get("status").isInt());
        assertEquals("XTLIB_NO_ERR", j.get("statusName").asText());
        JsonNode relocs = j.get("relocations");
        assertEquals(11, relocs.size());
        JsonNode p5 = relocs.get(5);
        for (String f : new String[] {"index", "offset", "type", "addend", "site", "before", "after"}) {
            assertTrue(p5.get(f).isNumber(), f + " is a JSON number");
        }
        assertEquals(0x55d, p5.get("offset").asLong());
        assertEquals(0xbe15d, p5.get("site").asLong());
        assertEquals(0x558, p5.get("before").asLong());
        assertEquals(0xbe158, p5.get("after").asLong());
        JsonNode ucpl = j.get("ucpl");
        assertEquals("UCPL ", ucpl.get("magic").asText());
        assertEquals(0x98, ucpl.get("codeSegLen").asLong());
        assertEquals(0xc0, ucpl.get("dataSegOff").asLong());
    }

    @Test
    void prelinkErrorStillPrintsJsonAndExits1() throws IOException {
        Run r = run("ucode", "prelink", lib("rs_extern_sym.so"), "--json");
        assertEquals(1, r.exit());
        JsonNode j = r.json();
        assertEquals(5, j.get("status").asInt());
        assertEquals("XTLIB_UNKNOWN_SYMBOL", j.get("statusName").asText());
        assertEquals(2, j.get("relocations").size(), "the patches applied before the error");
        assertEquals("single", j.get("layout").asText());
    }

    @Test
    void boundsOverflowIsStatus13() throws IOException {
        Run r = run("ucode", "prelink", lib("rs_single.so"), "--bounds", "cayman", "--code-base", "0x1fe00", "--json");
        assertEquals(1, r.exit());
        assertEquals(13, r.json().get("status").asInt());
        Run ok = run("ucode", "prelink", lib("rs_single.so"), "--bounds", "CAYMAN", "--code-base", "98304", "--json");
        assertEquals(0, ok.exit(), ok.out());
        assertEquals(0x18000, ok.json().get("placement").get("dstCode").asLong());
    }

    @Test
    void inspectScratchJson() throws IOException {
        Run r = run("ucode", "inspect", lib("rs_scratch.so"), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = r.json();
        assertEquals("scratch", j.get("layout").asText());
        assertEquals(4, j.get("segments").size());
        assertEquals("scratch", j.get("segments").get(2).get("role").asText());
        assertEquals(11, j.get("relocations").size());
        assertEquals(0x100088, j.get("dynamic").get("rela").asLong());
        assertEquals(94, j.get("header").get("machine").asInt());
    }

    @Test
    void textOutput() {
        Run r = run("ucode", "prelink", lib("rs_split.so"));
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("patches (11):"), r.out());
        Run i = run("ucode", "inspect", lib("rs_split.so"));
        assertTrue(i.out().contains("layout split"), i.out());
    }

    @Test
    void unusableElfIsExit1WithAMessage(@TempDir Path dir) throws IOException {
        Path cut = dir.resolve("cut.so");
        byte[] lib = Files.readAllBytes(Path.of(lib("rs_split.so")));
        Files.write(cut, Arrays.copyOf(lib, 60));
        for (String cmd : new String[] {"prelink", "inspect"}) {
            Run r = run("ucode", cmd, cut.toString(), "--json");
            assertEquals(1, r.exit());
            assertTrue(r.err().contains("cut.so: offset 0x1c (28): field e_phoff"), r.err());
            assertFalse(r.err().contains("\tat "), "no stack trace");
            assertEquals("", r.out());
        }
        Run missing = run("ucode", "prelink", dir.resolve("nope.so").toString());
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("nope.so"), missing.err());
    }

    @Test
    void notAnElfIsStatus1(@TempDir Path dir) throws IOException {
        Path txt = dir.resolve("readme.so");
        Files.writeString(txt, "this is not an ELF file, but it is longer than fifty-two bytes of text.");
        Run r = run("ucode", "prelink", txt.toString(), "--json");
        assertEquals(1, r.exit());
        assertEquals(1, r.json().get("status").asInt());
    }

    @Test
    void usageErrorsExit2() {
        assertEquals(2, run("ucode", "prelink", lib("rs_split.so"), "--code-base", "zz").exit());
        assertEquals(2, run("ucode", "prelink", lib("rs_split.so"), "--code-base", "0x100000000").exit());
        assertEquals(2, run("ucode", "prelink", lib("rs_split.so"), "--bounds", "mars").exit());
        assertEquals(2, run("ucode", "prelink").exit());
        assertEquals(2, run("ucode", "inspect", lib("rs_split.so"), "--layout", "double").exit());
    }

    @Test
    void layoutOption() throws IOException {
        Run r = run("ucode", "prelink", lib("rs_single.so"), "--layout", "split", "--json");
        assertEquals(1, r.exit());
        assertEquals(7, r.json().get("status").asInt());
    }
}
