package org.ringscope.model.spine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A short explanation of every spine node, written for the Explain view, from the resource
 * {@value #RESOURCE}: a Markdown file with one {@code ## node} heading per node and its text below it. Other nodes
 * are named in backticks.
 */
public final class SpineExplanations {
    /** The resource. */
    public static final String RESOURCE = "/org/ringscope/model/spine/explanations.md";
    private static final Pattern NAMED = Pattern.compile("`([^`]+)`");

    private static volatile SpineExplanations loaded;

    private final Map<String, String> text;

    private SpineExplanations(Map<String, String> text) {
        this.text = Collections.unmodifiableMap(text);
    }

    /** The explanations of the resource, read once. */
    public static SpineExplanations load() {
        SpineExplanations e = loaded;
        if (e == null) {
            try (InputStream in = SpineExplanations.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is missing");
                }
                e = parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException ex) {
                throw new UncheckedIOException(ex);
            }
            loaded = e;
        }
        return e;
    }

    /** Parses the file: {@code ## name} headings, each followed by its paragraph(s); text before the first is a preface. */
    public static SpineExplanations parse(String md) {
        Map<String, String> out = new LinkedHashMap<>();
        String node = null;
        StringBuilder sb = new StringBuilder();
        int line = 0;
        for (String l : md.replace("\r\n", "\n").split("\n", -1)) {
            line++;
            if (l.startsWith("## ")) {
                put(out, node, sb, line);
                node = l.substring(3).strip();
                if (out.containsKey(node)) {
                    throw new IllegalArgumentException("explanations line " + line + ": " + node + " is explained twice");
                }
            } else if (node != null && !l.isBlank()) {
                sb.append(sb.isEmpty() ? "" : " ").append(l.strip());
            }
        }
        put(out, node, sb, line);
        return new SpineExplanations(out);
    }

    private static void put(Map<String, String> out, String node, StringBuilder sb, int line) {
        if (node != null) {
            if (sb.isEmpty()) {
                throw new IllegalArgumentException("explanations near line " + line + ": " + node + " has no text");
            }
            out.put(node, sb.toString());
            sb.setLength(0);
        }
    }

    /** The explanation of {@code node}, if it has one. */
    public Optional<String> of(String node) {
        return Optional.ofNullable(text.get(node));
    }

    /** Every explained node with its text, in file order. */
    public Map<String, String> all() {
        return text;
    }

    /** The node names written in backticks in {@code explanation}. */
    public static List<String> namedNodes(String explanation) {
        List<String> names = new ArrayList<>();
        Matcher m = NAMED.matcher(explanation);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
