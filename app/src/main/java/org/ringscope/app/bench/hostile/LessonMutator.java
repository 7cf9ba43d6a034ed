package org.ringscope.app.bench.hostile;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Mutations of a lesson file line by line: lines removed, repeated, swapped; a field's value replaced by a target,
 * view or run that is wrong in some way; a heading padded with thousands of spaces (a backtracking pattern's
 * worst case); the title's anchor dropped; bytes that are not UTF-8; a very long line; CRLF line ends.
 */
final class LessonMutator {
    private static final String[] VALUES = {"node nrt_nope", "node nrt_init", "doorbell sg00:nope", "doorbell x",
        "vring vring_pack_descs", "vring", "pages 0", "pages 99999999999", "pages -1", "arch pentium", "arch sunda",
        "end", "spine node", "vring descriptor qSPIO0_1 tx 99999999", "pring slot 0", "nope", "sunda async sunda",
        "cayman", "", "../../" + JsonMutator.ESCAPE, "\u0000"};

    private LessonMutator() {
    }

    static Mutant mutate(byte[] lesson, SplittableRandom r) {
        if (r.nextInt(6) == 0) {
            return ByteMutator.mutate(lesson, r);
        }
        List<String> lines = new ArrayList<>(Arrays.asList(new String(lesson, StandardCharsets.UTF_8).split("\n", -1)));
        if (lines.isEmpty()) {
            return ByteMutator.mutate(lesson, r);
        }
        int i = r.nextInt(lines.size());
        String what;
        switch (r.nextInt(10)) {
            case 0 -> {
                lines.remove(i);
                what = "line " + (i + 1) + " removed";
            }
            case 1 -> {
                lines.add(i, lines.get(i));
                what = "line " + (i + 1) + " repeated";
            }
            case 2 -> {
                int j = r.nextInt(lines.size());
                String t = lines.get(i);
                lines.set(i, lines.get(j));
                lines.set(j, t);
                what = "lines " + (i + 1) + " and " + (j + 1) + " swapped";
            }
            case 3, 4 -> {
                int f = field(lines, r);
                String key = lines.get(f).contains(":") ? lines.get(f).substring(0, lines.get(f).indexOf(':')) : "target";
                String v = VALUES[r.nextInt(VALUES.length)];
                lines.set(f, key + ": " + v);
                what = "line " + (f + 1) + " = " + key + ": " + JsonMutator.clip(v);
            }
            case 5 -> {
                int h = heading(lines, r);
                lines.set(h, lines.get(h).replace(" ", " ".repeat(3000 + r.nextInt(6000))));
                what = "heading " + (h + 1) + " padded with thousands of spaces";
            }
            case 6 -> {
                lines.set(0, lines.get(0).replaceAll("\\{#[^}]*\\}", ""));
                what = "the title's anchor dropped";
            }
            case 7 -> {
                byte[] b = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
                byte[] bad = b.clone();
                bad[r.nextInt(bad.length)] = (byte) (0x80 | r.nextInt(0x40));
                return new Mutant(bad, "a byte that is not UTF-8");
            }
            case 8 -> {
                lines.add(i, "x".repeat(100_000 + r.nextInt(200_000)));
                what = "a line of 100k+ characters at " + (i + 1);
            }
            default -> {
                return new Mutant(String.join("\r\n", lines).getBytes(StandardCharsets.UTF_8), "CRLF line ends");
            }
        }
        return new Mutant(String.join("\n", lines).getBytes(StandardCharsets.UTF_8), what);
    }

    /** A random {@code key: value} line (or any line when there is none). */
    private static int field(List<String> lines, SplittableRandom r) {
        List<Integer> at = new ArrayList<>();
        for (int k = 0; k < lines.size(); k++) {
            if (lines.get(k).matches("[a-z]+: .*")) {
                at.add(k);
            }
        }
        return at.isEmpty() ? r.nextInt(lines.size()) : at.get(r.nextInt(at.size()));
    }

    private static int heading(List<String> lines, SplittableRandom r) {
        List<Integer> at = new ArrayList<>();
        for (int k = 0; k < lines.size(); k++) {
            if (lines.get(k).startsWith("#")) {
                at.add(k);
            }
        }
        return at.isEmpty() ? 0 : at.get(r.nextInt(at.size()));
    }
}
