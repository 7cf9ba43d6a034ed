package org.ringscope.views.neff;

import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.NeffMembers;
import org.ringscope.views.Format;

/**
 * Shows one member in the viewer that fits it: JSON in the code area, an instruction stream in the slot
 * table, anything else as a bounded hex preview. The three viewers are built once and reused.
 */
final class MemberViewerPane {
    private final JsonPane json;
    private final SlotTablePane slots = new SlotTablePane();
    private final HexPane hex = new HexPane();
    private final Label title = new Label("Choose a member in the tree");
    private final Label role = new Label();
    private final BorderPane root = new BorderPane();
    private String shown = "";

    MemberViewerPane(Executor executor) {
        this.json = new JsonPane(executor);
        title.getStyleClass().add("section-title");
        title.setId("neff-member-title");
        role.getStyleClass().add("dim");
        VBox head = new VBox(2, title, role);
        head.getStyleClass().add("pane-header");
        root.setTop(head);
        Label empty = new Label("Select a member in the tree: JSON opens as text, instruction streams as slots, "
                + "anything else as hex.");
        empty.getStyleClass().add("placeholder");
        root.setCenter(empty);
    }

    Node node() {
        return root;
    }

    JsonPane json() {
        return json;
    }

    SlotTablePane slots() {
        return slots;
    }

    HexPane hex() {
        return hex;
    }

    /** The member on show, empty when none. */
    String shown() {
        return shown;
    }

    void show(MemberNode node, NeffMembers members, MemberTreeModel tree) {
        Optional<byte[]> bytes = members.get(node.path());
        if (bytes.isEmpty()) {
            return;
        }
        shown = node.path();
        title.setText(node.path());
        role.setText(Format.bytes(node.size()) + (node.role().isEmpty() ? "" : " · " + node.role()));
        switch (node.kind()) {
            case JSON -> {
                json.show(node.path(), bytes.get());
                root.setCenter(json.node());
            }
            case INSTRUCTIONS -> {
                Optional<EngineProgram> p = tree.instructionsOf(node.path());
                if (p.isPresent()) {
                    slots.show(new SlotTableModel(p.get()));
                    root.setCenter(slots.node());
                } else {
                    hex.show(new HexModel(node.path(), bytes.get()));
                    root.setCenter(hex.node());
                }
            }
            default -> {
                hex.show(new HexModel(node.path(), bytes.get()));
                root.setCenter(hex.node());
            }
        }
    }
}
