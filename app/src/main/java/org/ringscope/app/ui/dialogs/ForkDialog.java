package org.ringscope.app.ui.dialogs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.stage.Window;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.runtime.RunOptions;

/**
 * Fork and Diff…: which parameter of the current run to change (arch, packet size, executions, packing, async, a
 * fault injected into the device run) and
 * to what. OK is refused with the reason while the value is not valid ({@link ForkParameter#parse}).
 */
public final class ForkDialog {
    /** The parameters offered, with the values suggested for each. */
    public static final Map<String, List<String>> SUGGESTIONS = new LinkedHashMap<>();

    static {
        SUGGESTIONS.put("arch", List.of("sunda", "cayman", "mariana"));
        SUGGESTIONS.put("packet-size", List.of("4096", "16384", "65536", "0"));
        SUGGESTIONS.put("executions", List.of("2", "3", "1"));
        SUGGESTIONS.put("pack", List.of("off", "on"));
        SUGGESTIONS.put("async", List.of("on", "off"));
        SUGGESTIONS.put("fault", List.of("skip-dma:0", "drop-doorbell:qSPIO0", "sem-index:0:1", "double-set:20"));
    }

    private ForkDialog() {
    }

    /** The dialog (not shown); its result is the parameter, or null when cancelled. */
    public static Dialog<ForkParameter> create(Window owner, RunOptions current, String runArch) {
        ForkForm f = ForkForm.load();
        Dialog<ForkParameter> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle("Fork and Diff");
        d.setDialogPane(f.pane);
        ChoiceBox<String> name = f.name;
        ComboBox<String> value = f.value;
        Label error = f.error;
        name.valueProperty().addListener((o, was, now) -> {
            List<String> s = SUGGESTIONS.get(now);
            value.getItems().setAll(s);
            String pick = s.get(0);
            if (now.equals("arch")) {
                pick = s.stream().filter(a -> !a.equalsIgnoreCase(runArch)).findFirst().orElse(pick);
            }
            value.setValue(pick);
        });
        name.setValue("arch");
        f.current.setText(String.format(Locale.ROOT, "Current run: arch %s, executions %d, packing %s, packet size %s, %s",
                runArch, current.executions(), current.pack() ? "on" : "off",
                current.maxPacketSize() == 0 ? "the arch's cap" : current.maxPacketSize() + " B",
                current.async() ? "async" : "sync"));
        Dialogs.themed(owner, d.getDialogPane());
        Button ok = (Button) d.getDialogPane().lookupButton(ButtonType.OK);
        ok.setText("Fork and Diff");
        ok.setDefaultButton(true);
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            try {
                parse(name.getValue(), value.getEditor().getText());
            } catch (IllegalArgumentException x) {
                error.setText(x.getMessage());
                e.consume();
            }
        });
        d.setResultConverter(b -> b == ButtonType.OK ? parse(name.getValue(), value.getEditor().getText()) : null);
        return d;
    }

    static ForkParameter parse(String name, String value) {
        return ForkParameter.parse(name + "=" + (value == null ? "" : value.strip()));
    }
}
