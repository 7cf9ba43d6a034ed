package org.ringscope.views.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class JsonTextTest {
    @Test
    void prettyKeepsTokensAndIndents() {
        String min = "{\"a\":[1,2.5e3,-3],\"b\":{},\"c\":[],\"d\":\"x,{y}:\\\"z\\\"\",\"e\":{\"f\":true}}";
        String p = JsonText.pretty(min);
        assertEquals("""
                {
                  "a": [
                    1,
                    2.5e3,
                    -3
                  ],
                  "b": {},
                  "c": [],
                  "d": "x,{y}:\\"z\\"",
                  "e": {
                    "f": true
                  }
                }""", p);
        assertEquals(min.replaceAll("\\s", ""), p.replaceAll("\\s", "").replace(": ", ":"));
    }

    @Test
    void prettyToleratesMalformedText() {
        String p = JsonText.pretty("{\"a\":[1,}}}\"unterminated");
        assertTrue(p.contains("\"unterminated"));
    }

    @Test
    void spansCoverTheTextAndClassifyTokens() {
        String t = "{\n  \"key\" : \"value\", \"n\": -12.5, \"ok\": true, \"no\": null\n}";
        List<JsonText.Span> spans = JsonText.spans(t);
        assertEquals(t.length(), spans.stream().mapToInt(JsonText.Span::length).sum());
        assertEquals(JsonText.KEY, styleAt(t, spans, t.indexOf("\"key\"")));
        assertEquals(JsonText.STRING, styleAt(t, spans, t.indexOf("\"value\"")));
        assertEquals(JsonText.NUMBER, styleAt(t, spans, t.indexOf("-12.5")));
        assertEquals(JsonText.LITERAL, styleAt(t, spans, t.indexOf("true")));
        assertEquals(JsonText.LITERAL, styleAt(t, spans, t.indexOf("null")));
        assertEquals(JsonText.PUNCT, styleAt(t, spans, 0));
        assertEquals(1, JsonText.spans("").size());
    }

    @Test
    void minifiedDetection() {
        assertTrue(JsonText.looksMinified("{\"a\":\"" + "x".repeat(120) + "\"}"));
        assertFalse(JsonText.looksMinified("{\"a\": 1}"));
        assertFalse(JsonText.looksMinified("{\n  \"a\": 1\n}\n"));
        assertTrue(JsonText.looksMinified("{\n\"a\":\"" + "x".repeat(400) + "\"\n}"));
    }

    private static String styleAt(String text, List<JsonText.Span> spans, int index) {
        int pos = 0;
        for (JsonText.Span s : spans) {
            if (index < pos + s.length()) {
                return s.style();
            }
            pos += s.length();
        }
        throw new AssertionError("index " + index + " past the text");
    }
}
