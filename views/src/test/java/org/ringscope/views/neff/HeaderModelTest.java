package org.ringscope.views.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeaderModelTest {
    private static HeaderModel.Field field(HeaderModel m, String name) {
        return m.fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void everyHeaderFieldInStructOrderWithOffsets() throws Exception {
        NeffDocument doc = Samples.sample();
        HeaderModel m = new HeaderModel(doc);
        assertEquals(List.of("pkg_version", "header_size", "data_size", "neff_version_major", "neff_version_minor",
                "neff_build_version", "num_tpb", "hash", "uuid", "name", "requested_tpb_count", "tpb_per_node",
                "feature_bits", "lnc_size"), m.fields().stream().map(HeaderModel.Field::name).toList());
        assertEquals("2", field(m, "pkg_version").value());
        assertEquals("0x0cc", field(m, "uuid").offsetText());
        assertEquals(doc.file().header().uuidText(), field(m, "uuid").value());
        assertEquals("0x228", field(m, "lnc_size").offsetText());
        assertEquals("[1, 2]", field(m, "tpb_per_node").value(), "two kelf nodes: 1 and 2 TPBs");
    }

    @Test
    void validHashIsGoodWithAlgorithmAndByteOrder() throws Exception {
        HeaderModel m = new HeaderModel(Samples.sample());
        HeaderModel.Field hash = field(m, "hash");
        assertEquals(HeaderModel.Status.GOOD, hash.status());
        assertEquals("MD5 valid, word-swapped", hash.note());
        assertTrue(m.hash().stream().anyMatch(p -> p.name().equals("Status") && p.value().equals("valid")
                && p.status() == HeaderModel.Status.GOOD));
        assertTrue(m.hash().stream().anyMatch(p -> p.value().startsWith("word-swapped")));
    }

    @Test
    void mismatchedHashIsBadAndTheFileStillLoads() throws Exception {
        NeffDocument doc = Samples.mismatch();
        HeaderModel m = new HeaderModel(doc);
        assertEquals(HeaderModel.Status.BAD, field(m, "hash").status());
        assertTrue(field(m, "hash").note().contains("MISMATCH"));
        assertFalse(doc.file().warnings().isEmpty(), "a hash mismatch is a warning");
    }

    @Test
    void featureBitsAndTpbText() {
        assertEquals("no bits set", HeaderModel.bitsText(0));
        assertEquals("bits 10, 11", HeaderModel.bitsText(0xc00));
        assertEquals("bit 0", HeaderModel.bitsText(1));
        assertEquals("[1, 2]", HeaderModel.tpbPerNode(new byte[] {1, 2, 0, 0}));
        assertEquals("[]", HeaderModel.tpbPerNode(new byte[4]));
    }
}
