package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.testing.Fixtures;
import picocli.CommandLine;

/** {@code ringscope gui}: option parsing in-process, and one real headless render in a separate JVM. */
class GuiCommandTest {
    @Test
    void sizeOption() {
        GuiCommand.SizeConverter c = new GuiCommand.SizeConverter();
        assertEquals(new GuiCommand.Size(1400, 900), c.convert("1400x900"));
        assertEquals(new GuiCommand.Size(800, 600), c.convert("800X600"));
        assertThrows(CommandLine.TypeConversionException.class, () -> c.convert("12"));
        assertThrows(CommandLine.TypeConversionException.class, () -> c.convert("100x100"));
        assertThrows(CommandLine.TypeConversionException.class, () -> c.convert("axb"));
    }

    @Test
    void badOptionsAreUsageErrorsWithoutAWindow() {
        assertEquals(2, run("gui", "--size", "12"));
        assertEquals(2, run("gui", "--section", "nope", "--screenshot", "x.png"));
        assertEquals(2, run("gui", "--view", "spine-later", "--screenshot", "x.png"));
        assertEquals(2, run("gui", "--theme", "purple", "--screenshot", "x.png"));
        assertEquals(2, run("gui", "--perspective", "nope", "--screenshot", "x.png"));
    }

    @Test
    void badDiffOptionsAreUsageErrorsWithoutAWindow() {
        assertEquals(2, run("gui", "--fork", "arch=vax", "--screenshot", "x.png"));
        assertEquals(2, run("gui", "--fork", "nonsense", "--screenshot", "x.png"));
        assertEquals(2, run("gui", "--fork", "arch=sunda", "--compare", "a.rsdump", "--screenshot", "x.png"));
        assertEquals(2, run("gui", "--compare", "a", "--compare", "b", "--compare", "c", "--screenshot", "x.png"));
        assertEquals(2, run("gui", "--view", "nope", "--screenshot", "x.png"));
    }

    @Test
    void helpListsTheOptions() {
        StringWriter out = new StringWriter();
        CommandLine cl = RingScopeCommand.commandLine();
        cl.setOut(new PrintWriter(out));
        assertEquals(0, cl.execute("gui", "--help"));
        assertTrue(out.toString().contains("--screenshot=PNG") && out.toString().contains("--size=WxH")
                && out.toString().contains("--view=VIEW") && out.toString().contains("--theme=THEME"), out.toString());
    }

    /** The real entry point, as a user runs it: a fresh JVM, no display, Monocle from the class path. */
    @Test
    void screenshotRendersHeadlessInItsOwnJvm(@TempDir Path dir) throws Exception {
        Path png = Path.of("target", "screenshots", "cli-gui-sample-dma.png").toAbsolutePath();
        Files.deleteIfExists(png);
        Path bad = dir.resolve("bad.neff");
        Files.write(bad, new byte[10]);
        Result ok = fork("gui", "--screenshot", png.toString(), "--size", "1280x800", "--section", "dma");
        assertEquals(0, ok.code, ok.err);
        assertTrue(Files.size(png) > 20_000, "PNG written: " + png);

        Path png2 = dir.resolve("bad.png");
        Result failed = fork("gui", Fixtures.repo("resources/samples/sample.neff").toString(), bad.toString(),
                "--screenshot", png2.toString());
        assertEquals(1, failed.code, failed.err);
        assertTrue(failed.err.contains("bad.neff") && failed.err.contains("truncated header"), failed.err);
        assertTrue(!failed.err.contains("\tat "), "no stack trace: " + failed.err);
        assertTrue(Files.exists(png2), "the PNG is still written");
    }

    /** {@code gui LIB.so}: the library is prelinked and shown in the relocation view, dark, in its own JVM. */
    @Test
    void aUcodeLibraryOpensInTheRelocationView() throws Exception {
        Path png = Path.of("target", "screenshots", "cli-gui-relocations-dark.png").toAbsolutePath();
        Files.deleteIfExists(png);
        Result ok = fork("gui", Fixtures.repo("resources/ucode/rs_split.so").toString(), "--view", "relocations",
                "--theme", "dark", "--screenshot", png.toString());
        assertEquals(0, ok.code, ok.err);
        assertTrue(Files.size(png) > 20_000, "PNG written: " + png);
        assertTrue(!ok.err.contains("warning"), ok.err);
    }

    private record Result(int code, String err) {
    }

    private static Result fork(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-cp", System.getProperty("java.class.path"), "org.ringscope.app.Main"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("DISPLAY");
        Process p = pb.start();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread pump = new Thread(() -> {
            try {
                p.getErrorStream().transferTo(err);
            } catch (IOException e) {
                // the process ended
            }
        });
        pump.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("ringscope " + String.join(" ", args) + " did not finish");
        }
        pump.join(5000);
        return new Result(p.exitValue(), err.toString(StandardCharsets.UTF_8));
    }

    private static int run(String... args) {
        CommandLine cl = RingScopeCommand.commandLine();
        cl.setErr(new PrintWriter(new StringWriter()));
        return cl.execute(args);
    }
}
