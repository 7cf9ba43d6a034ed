package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A seeded, structure-aware mutation run over every fixture, so each {@code mvn verify} explores some bad
 * input beyond Jazzer's replayed seed corpus (see {@link UcodeElfFuzzTest}): random words of the header,
 * program headers, dynamic entries and relocation table are replaced by interesting values, and the file is
 * sometimes truncated. Every outcome must be a status or an {@link XtlibFormatException}.
 */
class ElfMutationTest {
    private static final long[] INTERESTING = {0, 1, 2, 3, 4, 5, 7, 0xc, 0x20, 0x34, 0xff, 0x100, 0x400, 0x7fff,
        0x8000, 0xffff, 0x10000, 0x7fffffffL, 0x80000000L, 0xfffffff0L, 0xfffffffcL, 0xffffffffL};
    private static final int ROUNDS = 1500;

    @Test
    void mutatedFixturesNeverCrash() throws XtlibFormatException {
        SplittableRandom rnd = new SplittableRandom(0x1095_107AL);
        int statuses = 0;
        int exceptions = 0;
        for (String name : UcodeFixtures.OWN) {
            byte[] lib = UcodeFixtures.own(name);
            int[] hot = hotWords(lib);
            for (int round = 0; round < ROUNDS; round++) {
                byte[] m = lib.clone();
                int edits = 1 + rnd.nextInt(3);
                for (int e = 0; e < edits; e++) {
                    int at = hot[rnd.nextInt(hot.length)];
                    long v = rnd.nextInt(4) == 0 ? rnd.nextLong() : INTERESTING[rnd.nextInt(INTERESTING.length)];
                    ElfData.LSB.putWord(m, at, v);
                }
                if (rnd.nextInt(10) == 0) {
                    m = Arrays.copyOf(m, rnd.nextInt(m.length));
                }
                try {
                    PrelinkOptions o = PrelinkOptions.defaults().withBounds(rnd.nextBoolean() ? Bounds.CAYMAN : null)
                            .withLayout(LayoutRequest.values()[rnd.nextInt(3)]);
                    PrelinkResult r = Prelinker.prelink(m, name, o);
                    assertTrue(r.status() != null && r.message() != null);
                    statuses++;
                } catch (XtlibFormatException expected) {
                    exceptions++;
                } catch (RuntimeException | OutOfMemoryError e) {
                    throw new AssertionError(name + " round " + round + ": " + e, e);
                }
            }
        }
        if (statuses == 0 || exceptions == 0) {
            fail("mutation run did not reach both outcomes: " + statuses + " statuses, " + exceptions + " exceptions");
        }
    }

    /** Word offsets worth mutating: the header, program headers, dynamic entries and relocations. */
    private static int[] hotWords(byte[] lib) throws XtlibFormatException {
        List<Integer> at = new ArrayList<>();
        for (int o = 16; o < 52; o += 2) {
            at.add(o);
        }
        XtElf elf = XtElf.read(lib, "x");
        for (int i = 0; i < elf.header().phnum() * 8; i++) {
            at.add((int) elf.header().phoff() + i * 4);
        }
        Inspection in = UcodeFixtures.inspect(lib);
        for (int i = 0; i < in.dynamic().entries().size() * 2; i++) {
            at.add((int) in.shape().dynamic().offset() + i * 4);
        }
        long rela = ByteSwap.fileOffset(elf, in.dynamic().rela());
        for (int i = 0; i < in.relocations().size() * 3; i++) {
            at.add((int) rela + i * 4);
        }
        for (int i = 0; i < elf.header().shnum(); i++) {
            at.add((int) elf.header().shoff() + i * 40 + 32);
        }
        return at.stream().mapToInt(Integer::intValue).toArray();
    }
}
