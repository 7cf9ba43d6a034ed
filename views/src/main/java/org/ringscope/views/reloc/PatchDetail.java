package org.ringscope.views.reloc;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.fxmisc.richtext.StyleClassedTextArea;
import org.fxmisc.richtext.model.StyleSpansBuilder;
import org.ringscope.model.ucode.Patch;
import org.ringscope.views.Format;

/**
 * The lower half of the relocation view: one patch's bytes before and after (changed bytes {@code :changed}),
 * the arithmetic in words, and the patched word in context — a few rows of its staged image after
 * relocation, the site highlighted, other patch sites marked, bytes no segment loaded dimmed.
 */
final class PatchDetail {
    private static final PseudoClass CHANGED = PseudoClass.getPseudoClass("changed");
    private static final PseudoClass WAS = PseudoClass.getPseudoClass("in-field");

    private final Label title = new Label("Select a relocation");
    private final GridPane bytes = new GridPane();
    private final Label explain = new Label();
    private final StyleClassedTextArea context = new StyleClassedTextArea();
    private final VBox root;

    PatchDetail() {
        title.getStyleClass().add("section-title");
        title.setId("reloc-detail-title");
        bytes.getStyleClass().add("patch-bytes");
        bytes.setId("reloc-patch-bytes");
        explain.getStyleClass().add("patch-explain");
        explain.setId("reloc-explain");
        explain.setWrapText(true);
        explain.setMinHeight(Region.USE_PREF_SIZE);
        context.setEditable(false);
        context.setId("reloc-context");
        context.getStyleClass().add("hex-area");
        context.setPrefHeight(6.2 * 18);
        context.setMinHeight(6.2 * 18);
        context.setPrefWidth(520);
        VBox left = new VBox(4, bytes, explain);
        HBox.setHgrow(left, Priority.ALWAYS);
        left.setMinWidth(260);
        VBox right = new VBox(4, sub("In context (after relocation)"), context);
        right.setMinWidth(480);
        HBox body = new HBox(12, left, right);
        VBox.setVgrow(body, Priority.ALWAYS);
        VBox head = new VBox(title);
        head.getStyleClass().add("pane-header");
        root = new VBox(head, body);
        root.setId("reloc-detail");
        root.getStyleClass().add("tab-content");
        root.setStyle("-fx-padding: 0 0 8 0;");
        body.setStyle("-fx-padding: 0 12 0 0;");
    }

    private static Label sub(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("dim");
        return l;
    }

    Node node() {
        return root;
    }

    /** The bytes shown as "after", for tests. */
    String afterText() {
        return text(2);
    }

    String contextText() {
        return context.getText();
    }

    void clear(String message) {
        title.setText(message);
        bytes.getChildren().clear();
        explain.setText("");
        context.replaceText("");
    }

    void show(RelocationsModel m, int row) {
        title.setText(m.detailTitle(row));
        explain.setText(m.explain(row));
        bytes.getChildren().clear();
        RelocationsModel.RelocRow r = m.relocations().get(row);
        if (r.patch().isEmpty()) {
            context.replaceText("");
            return;
        }
        Patch p = r.patch().get();
        boolean[] changed = RelocationsModel.changed(p);
        addRow(0, "site", new byte[0], changed, Format.hex(p.site(), 8) + "  (" + p.afterBytes().length + " bytes)");
        addRow(1, "before", p.beforeBytes(), changed, Format.hex(p.before(), 8));
        addRow(2, "after", p.afterBytes(), changed, Format.hex(p.after(), 8));
        showContext(m.context(p));
    }

    private void addRow(int row, String name, byte[] b, boolean[] changed, String word) {
        Label n = new Label(name);
        n.getStyleClass().add("patch-row-label");
        bytes.add(n, 0, row);
        for (int k = 0; k < b.length; k++) {
            Label l = new Label(Format.hex2(b[k]));
            l.getStyleClass().add("hex-byte");
            l.pseudoClassStateChanged(CHANGED, k < changed.length && changed[k] && row == 2);
            l.pseudoClassStateChanged(WAS, k < changed.length && changed[k] && row == 1);
            l.setId("reloc-" + name + "-" + k);
            bytes.add(l, 1 + k, row);
        }
        Label w = new Label(word);
        w.getStyleClass().addAll("mono", "dim");
        bytes.add(w, 1 + Math.max(b.length, 4) + 1, row);
    }

    private String text(int row) {
        StringBuilder sb = new StringBuilder();
        for (Node n : bytes.getChildren()) {
            Integer r = GridPane.getRowIndex(n);
            Integer c = GridPane.getColumnIndex(n);
            if (r != null && r == row && c != null && c > 0 && n.getStyleClass().contains("hex-byte")) {
                sb.append(sb.length() == 0 ? "" : " ").append(((Label) n).getText());
            }
        }
        return sb.toString();
    }

    private void showContext(List<RelocationsModel.ContextRow> rows) {
        StringBuilder text = new StringBuilder();
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        for (int i = 0; i < rows.size(); i++) {
            RelocationsModel.ContextRow r = rows.get(i);
            String addr = Format.hex(r.addr(), 8) + "  ";
            text.append(addr);
            spans.add(List.of("hex-addr"), addr.length());
            for (int k = 0; k < 16; k++) {
                String b = Format.hex2(r.bytes()[k]);
                List<String> style = new ArrayList<>();
                if (r.site()[k]) {
                    style.add("hex-site");
                    style.add("hex-site-bg");
                } else if (r.otherSite()[k]) {
                    style.add("hex-changed");
                } else if (!r.loaded()[k]) {
                    style.add("hex-poison");
                }
                text.append(b);
                spans.add(style, b.length());
                String sep = k == 15 ? "" : k == 7 ? "  " : " ";
                boolean joined = r.site()[k] && k < 15 && r.site()[k + 1] && k != 7;
                text.append(sep);
                spans.add(joined ? List.of("hex-site-bg") : List.of(), sep.length());
            }
            if (i < rows.size() - 1) {
                text.append('\n');
                spans.add(List.of(), 1);
            }
        }
        context.replaceText(text.toString());
        if (text.length() > 0) {
            context.setStyleSpans(0, spans.create());
        }
    }
}
