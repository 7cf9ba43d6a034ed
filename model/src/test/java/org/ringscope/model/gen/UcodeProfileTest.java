package org.ringscope.model.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.UcodeLib;
import org.ringscope.model.neff.UcodeLibParser;
import org.ringscope.model.ucode.PrelinkOptions;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.Prelinker;

/** The ucode profile's libraries, and the manifest forms UcodeLibParser accepts (decision 0600). */
class UcodeProfileTest {

    @Test
    void fourLibrariesThatAllPrelink() throws Exception {
        GenChecks.ReadBack r = GenChecks.read(UcodeProfile.build());
        Subgraph sg = r.manifest().subgraphs().get(0);
        List<UcodeLib> libs = UcodeLibParser.parse(r.file(), sg);
        assertEquals(UcodeProfile.LIBS.stream().map(UcodeLibs.Lib::file).toList(),
                libs.stream().map(UcodeLib::library).toList());
        assertEquals(6, libs.stream().mapToInt(l -> l.functions().size()).sum());
        for (UcodeLib l : libs) {
            PrelinkResult p = Prelinker.prelink(l.content(), l.library(), PrelinkOptions.defaults());
            assertTrue(p.ok(), l.library() + ": " + p.status() + " " + p.message());
            assertEquals(UcodeLibs.OPCODE, l.opcode(), "a user ExtISA library (flags 6), not the built-in 0x85");
            l.functions().forEach(f -> assertEquals(0xF0, f.opcode()));
        }
        assertEquals(UcodeLibs.FEATURE_CUSTOM_OPS, r.file().header().featureBits());
    }

    @Test
    void theDefJsonListAndTheStandaloneManifestAgree() throws Exception {
        NeffBuilder b = UcodeProfile.build();
        String def = new String(b.members().get("sg00/def.json"), StandardCharsets.UTF_8);
        NeffFile f = read(b);
        List<UcodeLib> fromDef = UcodeLibParser.parse(f, ManifestParser.parse(f).subgraphs().get(0));
        // the same NEFF whose def.json names the manifest member instead of embedding the list
        rewriteDef(b, def, "\"ucode_lib\" : \"ucode_lib.json\"");
        NeffFile named = read(b);
        assertSame(fromDef, UcodeLibParser.parse(named, ManifestParser.parse(named).subgraphs().get(0)));
        // and without the key: the sgNN/ucode_lib.json member is read
        rewriteDef(b, def, "\"no_ucode_lib\" : 0");
        NeffFile absent = read(b);
        assertSame(fromDef, UcodeLibParser.parse(absent, ManifestParser.parse(absent).subgraphs().get(0)));
    }

    @Test
    void aLibraryThatIsNotInTheNeffIsInvalidInput() throws Exception {
        NeffBuilder b = UcodeProfile.build();
        NeffBuilder without = new NeffBuilder("ucode.neff");
        b.members().forEach((k, v) -> {
            if (!k.equals("sg00/rs_scratch.so")) {
                without.member(k, v);
            }
        });
        NeffFile f = read(without);
        InputException e = assertThrows(InputException.class,
                () -> UcodeLibParser.parse(f, ManifestParser.parse(f).subgraphs().get(0)));
        assertTrue(e.getMessage().contains("rs_scratch.so"), e.getMessage());
        assertTrue(e.getMessage().contains("ucode_lib[2].library"), e.getMessage());
    }

    private static void assertSame(List<UcodeLib> a, List<UcodeLib> b) {
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.get(i).library(), b.get(i).library());
            assertEquals(a.get(i).functions(), b.get(i).functions());
            assertEquals(a.get(i).totalCpus(), b.get(i).totalCpus());
            assertEquals(a.get(i).version(), b.get(i).version());
        }
    }

    /** Replaces def.json's {@code ucode_lib} list by {@code replacement}. */
    private static void rewriteDef(NeffBuilder b, String def, String replacement) {
        int start = def.indexOf("\"ucode_lib\"");
        int open = def.indexOf('[', start);
        int depth = 0;
        int end = open;
        do {
            char c = def.charAt(end++);
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
        } while (depth > 0);
        b.member("sg00/def.json", (def.substring(0, start) + replacement + def.substring(end))
                .getBytes(StandardCharsets.UTF_8));
    }

    private static NeffFile read(NeffBuilder b) throws Exception {
        return NeffReader.read("u.neff", b.build(), ReadLimits.DEFAULT);
    }
}
