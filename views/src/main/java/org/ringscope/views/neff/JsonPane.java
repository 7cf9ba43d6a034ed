package org.ringscope.views.neff;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Collections;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;
import org.ringscope.views.Format;
import org.ringscope.views.ViewReads;

/**
 * A JSON member in a read-only RichTextFX code area with line numbers and highlighting. Minified JSON is
 * re-indented (the tokens stay as written). Decoding, re-indenting and computing the highlight spans run
 * on the background executor; the FX thread only sets the finished text and styles.
 */
final class JsonPane {
    /** The most characters shown; larger members are cut (a notice says so). */
    static final int LIMIT = 4 << 20;

    private final Executor executor;
    private final CodeArea area = new CodeArea();
    private final CheckBox prettyBox = new CheckBox("Re-indent");
    private final CheckBox wrapBox = new CheckBox("Wrap lines");
    private final Label info = new Label();
    private final BorderPane root = new BorderPane();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private String member = "";
    private byte[] bytes = new byte[0];
    private final ViewReads reads = new ViewReads("neff/json");

    /** What a background render produces: the text to show and its styles. */
    private record Rendered(String text, StyleSpans<Collection<String>> spans, boolean minified, boolean cut) {
    }

    JsonPane(Executor executor) {
        this.executor = executor;
        area.setId("neff-json-area");
        area.setEditable(false);
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        area.getStyleClass().add("json-area");
        wrapBox.selectedProperty().addListener((o, was, now) -> area.setWrapText(now));
        prettyBox.setSelected(true);
        prettyBox.setTooltip(new Tooltip(
                "Re-indent minified JSON; the tokens stay exactly as written in the member"));
        prettyBox.selectedProperty().addListener((o, was, now) -> render());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(14, info, spacer, prettyBox, wrapBox);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("pane-header");
        info.getStyleClass().add("dim");
        root.setTop(bar);
        root.setCenter(new VirtualizedScrollPane<>(area));
    }

    Node node() {
        return root;
    }

    CodeArea area() {
        return area;
    }

    /** True while a member is being prepared in the background. */
    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    void show(String member, byte[] bytes) {
        this.member = member;
        this.bytes = bytes;
        render();
    }

    private void render() {
        String name = member;
        byte[] data = bytes;
        boolean pretty = prettyBox.isSelected();
        busy.set(true);
        info.setText(name + " · preparing…");
        reads.refresh(() -> CompletableFuture.supplyAsync(() -> {
            boolean cut = data.length > LIMIT;
            String text = new String(data, 0, Math.min(data.length, LIMIT), StandardCharsets.UTF_8);
            boolean minified = JsonText.looksMinified(text);
            if (minified && pretty) {
                text = JsonText.pretty(text);
            }
            return new Rendered(text, styles(text), minified, cut);
        }, executor), r -> {
            if (r != null) {
                apply(name, data.length, r);
            }
        }, err -> {
            area.replaceText("could not show " + name + ": " + err);
            busy.set(false);
            return null;
        });
    }

    private void apply(String name, long size, Rendered r) {
        area.replaceText(r.text());
        area.setStyleSpans(0, r.spans());
        area.moveTo(0);
        area.showParagraphAtTop(0);
        String note = r.minified() ? (prettyBox.isSelected() ? " · minified in the file, re-indented here" : " · minified")
                : "";
        info.setText(name + " · " + Format.bytes(size) + " · " + Format.count(area.getParagraphs().size())
                + (area.getParagraphs().size() == 1 ? " line" : " lines")
                + note + (r.cut() ? " · showing the first " + Format.bytes(LIMIT) : ""));
        busy.set(false);
    }

    private static StyleSpans<Collection<String>> styles(String text) {
        StyleSpansBuilder<Collection<String>> b = new StyleSpansBuilder<>();
        for (JsonText.Span s : JsonText.spans(text)) {
            b.add(Collections.singleton(s.style()), s.length());
        }
        return b.create();
    }
}
