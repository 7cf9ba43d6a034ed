package org.ringscope.app.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * Reports a run out of heap or stack as what it is, with the command that hit it and how to give the JVM more:
 * no stack trace, and the exit code of an input error (2 for {@code diff} and {@code profile}, whose convention says
 * so) — the input
 * was more than this JVM could hold, and the same input with a larger heap may well work.
 */
final class ResourceExhaustion {
    private ResourceExhaustion() {
    }

    static int report(CommandLine cl, VirtualMachineError e, String... args) {
        PrintWriter err = cl.getErr();
        String command = "ringscope " + String.join(" ", args);
        long heapMiB = Runtime.getRuntime().maxMemory() >> 20;
        if (e instanceof OutOfMemoryError) {
            err.println("ringscope: out of memory (" + e.getMessage() + ") in '" + command + "': the input needs more"
                    + " than the " + heapMiB + " MiB heap; give the JVM more (java -Xmx" + suggest(heapMiB)
                    + "m -jar ringscope.jar …)");
        } else {
            err.println("ringscope: out of stack (" + e.getClass().getSimpleName() + ") in '" + command + "': the input"
                    + " nests deeper than the thread's stack allows; give it more (java -Xss16m -jar ringscope.jar …)");
        }
        err.flush();
        return comparing(args) ? DiffCommand.EXIT_TROUBLE : RingScopeCommand.EXIT_INVALID_INPUT;
    }

    /** Twice the heap, rounded up to a whole GiB. */
    private static long suggest(long heapMiB) {
        return ((2 * heapMiB + 1023) / 1024) * 1024;
    }

    /** Whether the subcommand (the first argument that is not an option) is {@code diff} or {@code profile}. */
    private static boolean comparing(String... args) {
        for (String a : args) {
            if (!a.startsWith("-")) {
                return a.equals("diff") || a.equals("profile");
            }
        }
        return false;
    }
}
