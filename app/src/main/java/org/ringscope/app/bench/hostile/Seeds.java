package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.ringscope.model.InputException;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.DumpWriter;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.gen.UcodeLibs;
import org.ringscope.model.lesson.Lessons;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;

/**
 * The real files the campaign starts from, all made by RingScope itself: NEFFs of every generator profile, its own
 * ucode libraries, dumps of runs (and the raw rings inside them), the bundled lessons. The dump and the ring a
 * mutant is diffed against are written once into {@code dir}.
 *
 * @param byReader the seed files of each reader
 * @param dump     the good dump every dump mutant is diffed against
 * @param ring     the good raw ring every ring mutant is diffed against
 */
record Seeds(Map<Reader, List<byte[]>> byReader, Path dump, Path ring) {
    private static final String[] PROFILES = {"sample", "copy", "ops", "queues", "ucode"};
    private static final String[] LIBRARIES = {"rs_single.so", "rs_split.so", "rs_scratch.so", "rs_split_initfini.so",
        "rs_extern_sym.so"};

    static Seeds make(Path dir) throws IOException, InputException {
        Map<Reader, List<byte[]>> seeds = new EnumMap<>(Reader.class);
        List<byte[]> neffs = new ArrayList<>();
        for (String p : PROFILES) {
            neffs.add(GenProfiles.build(p, p.equals("copy") ? OptionalInt.of(16) : OptionalInt.empty(),
                    OptionalInt.empty()).build());
        }
        seeds.put(Reader.NEFF, neffs);
        seeds.put(Reader.QUEUE_SETS, List.of(neffs.get(0), neffs.get(3)));
        List<byte[]> libs = new ArrayList<>();
        for (String l : LIBRARIES) {
            libs.add(UcodeLibs.library(l));
        }
        seeds.put(Reader.ELF_LIBRARY, libs);
        List<byte[]> dumps = new ArrayList<>();
        List<byte[]> rings = new ArrayList<>();
        Path first = null;
        for (int i = 0; i < 2; i++) {
            EmulationSession s = EmulationSession.open(NeffReader.read("seed.neff", neffs.get(i), ReadLimits.DEFAULT),
                    RunOptions.defaults());
            s.run();
            Path d = dir.resolve("seed-" + PROFILES[i] + ".rsdump");
            DumpWriter.write(s, s.steps(), d);
            dumps.add(Files.readAllBytes(d));
            first = first == null ? d : first;
            for (DumpRing r : DumpReader.read(d).rings()) {
                if (r.count() > 0 && rings.size() < 4) {
                    ByteBuffer b = r.bytes().duplicate();
                    byte[] a = new byte[b.remaining()];
                    b.get(a);
                    rings.add(a);
                }
            }
        }
        seeds.put(Reader.DUMP, dumps);
        seeds.put(Reader.RAW_RING, rings);
        Path ring = dir.resolve("seed-ring.bin");
        Files.write(ring, rings.get(0));
        seeds.put(Reader.LESSON, lessons());
        return new Seeds(seeds, first, ring);
    }

    private static List<byte[]> lessons() throws IOException {
        List<byte[]> out = new ArrayList<>();
        for (String f : resource("lessons.txt").split("\n")) {
            if (!f.isBlank() && !f.startsWith("#")) {
                out.add(resource(f.strip()).getBytes(StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    private static String resource(String file) throws IOException {
        try (InputStream in = Lessons.class.getResourceAsStream(Lessons.RESOURCE_DIR + file)) {
            if (in == null) {
                throw new IOException("lesson resource " + file + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
