package org.ringscope.model.neff;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Opcode byte → mnemonic for the 64-byte instruction slots (docs/reference/neff-container.md), loaded from
 * {@code opcodes.tsv}: the 161 live values of the compiler's opcode enum as the public reverse-engineering
 * wiki lists them. Unofficial names: a hint, not a specification.
 */
public final class Opcodes {
    public static final int PSEUDO_DMA_TRIGGER = 0xC1;
    public static final int PSEUDO_DMA_DIRECT_2D = 0xD4;
    public static final int PSEUDO_EXTENSION = 0xDA;
    public static final int SET_ORDERING_MODE = 0xB1;
    public static final int PSEUDO_BRANCH_LABEL = 0xCC;

    private static final String[] NAMES = load();

    private Opcodes() {
    }

    /** The mnemonic, or empty when the byte is not a known opcode. */
    public static String name(int opcode) {
        String n = NAMES[opcode & 0xFF];
        return n == null ? "" : n;
    }

    public static boolean known(int opcode) {
        return NAMES[opcode & 0xFF] != null;
    }

    /** Pseudo instructions (0xC1..0xDF) are replaced by the runtime at load. */
    public static boolean pseudo(int opcode) {
        int o = opcode & 0xFF;
        return o >= 0xC1 && o <= 0xDF;
    }

    private static String[] load() {
        String[] names = new String[256];
        try (InputStream in = Opcodes.class.getResourceAsStream("opcodes.tsv")) {
            if (in == null) {
                throw new IllegalStateException("opcodes.tsv missing from the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                names[Integer.decode(f[0])] = f[1];
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }
}
