package org.ringscope.app.ui.palette;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Fuzzy matching and ranking of the command palette, without a window. */
class PaletteModelTest {
    private final PaletteModel m = new PaletteModel(List.of(
            new PaletteModel.Entry("open", "Open…", "Open a NEFF file or a ucode library", "Ctrl+O", true),
            new PaletteModel.Entry("theme-dark", "Dark Theme", "Light text on dark backgrounds", "", true),
            new PaletteModel.Entry("theme-light", "Light Theme", "Dark text on light backgrounds", "", true),
            new PaletteModel.Entry("move-view-right", "Move View to Right", "Move the active view's tab", "", true),
            new PaletteModel.Entry("show-dma", "DMA Entries", "Show the NEFF's DMA entries", "Ctrl+5", false),
            new PaletteModel.Entry("preferences", "Preferences…", "Theme, run speed, presenter font scale", "Ctrl+,",
                    true)));

    private List<String> ids(String q) {
        return m.filter(q).stream().map(r -> r.entry().id()).toList();
    }

    @Test
    void subsequencesMatchAndWordStartsWin() {
        assertTrue(FuzzyMatch.of("mvr", "Move View to Right").isPresent());
        assertTrue(FuzzyMatch.of("xyz", "Move View to Right").isEmpty());
        assertArrayEquals(new int[] {0, 5}, FuzzyMatch.of("mv", "Move View to Right").orElseThrow().positions(),
                "V of View, a word start, beats the v of Move");
        assertTrue(FuzzyMatch.of("dt", "Dark Theme").orElseThrow().score() > FuzzyMatch.of("dt", "Light Theme: dt")
                .orElse(new FuzzyMatch(-99, new int[0])).score());
        assertEquals(0, FuzzyMatch.of("  ", "anything").orElseThrow().score());
        assertTrue(FuzzyMatch.wordStart("showView", 4), "camel hump");
    }

    @Test
    void theBestMatchComesFirstAndDescriptionsCount() {
        assertEquals("theme-dark", ids("dark").get(0));
        assertEquals("move-view-right", ids("move right").get(0));
        assertEquals("open", ids("open").get(0));
        assertTrue(ids("presenter").contains("preferences"), "found through its description");
        assertTrue(ids("run speed").contains("preferences"), "every word of the query in the description");
        assertTrue(!ids("sp").contains("preferences"), "too short to search descriptions (\"sp\" is in \"speed\")");
        assertEquals(6, ids("").size(), "an empty query lists everything");
        assertEquals(List.of("open", "theme-dark", "theme-light", "move-view-right", "show-dma", "preferences"), ids(""),
                "in menu order");
        assertEquals(List.of(), ids("qqq"));
        PaletteModel.Row dma = m.filter("dma").get(0);
        assertEquals("show-dma", dma.entry().id());
        assertArrayEquals(new int[] {0, 1, 2}, dma.titleHits());
    }
}
