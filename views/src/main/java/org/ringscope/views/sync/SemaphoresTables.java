package org.ringscope.views.sync;

import java.util.Locale;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.sync.SyncLedger;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Format;
import org.ringscope.views.Tables;

/** The Semaphores view's tables, built once: the ledger, a semaphore's deliveries and waits, the hang's engines. */
final class SemaphoresTables {
    private SemaphoresTables() {
    }

    private static <T> TableView<T> table(String id, String text, String empty) {
        TableView<T> t = new TableView<>();
        t.setId(id);
        t.setAccessibleText(text);
        t.setFixedCellSize(24);
        Label placeholder = new Label(empty);
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        t.setPlaceholder(placeholder);
        // each column as wide as its texts; the table scrolls sideways in a narrow dock
        t.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        ColumnFit.install(t);
        Tables.enableCopy(t);
        t.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        return t;
    }

    static TableView<SemaphoresModel.Row> ledger() {
        TableView<SemaphoresModel.Row> t = table("semaphores-ledger", "Semaphore ledger", "");
        t.getColumns().add(Tables.column("core", 44, SemaphoresModel.Row::core, "mono"));
        t.getColumns().add(ColumnFit.key(Tables.column("semaphore", 76, SemaphoresModel.Row::name, "mono")));
        t.getColumns().add(Tables.column("expected", 70, r -> Format.count(r.entry().expectedTotal()), "num"));
        t.getColumns().add(Tables.column("delivered", 70, r -> Format.count(r.entry().deliveredTotal()), "num"));
        t.getColumns().add(Tables.column("balance", 86, SemaphoresModel.Row::balance));
        t.getColumns().add(Tables.column("largest wait", 84, SemaphoresModel.Row::maxWait, "num"));
        t.getColumns().add(Tables.column("value", 56, r -> Integer.toString(r.value()), "num"));
        t.getColumns().add(Tables.column("waiting", 76, SemaphoresModel.Row::waitingText));
        t.setRowFactory(v -> new TableRow<>() {
            @Override
            protected void updateItem(SemaphoresModel.Row r, boolean empty) {
                super.updateItem(r, empty);
                pseudoClassStateChanged(UNBALANCED, !empty && r != null && r.wrong());
            }
        });
        return t;
    }

    /** Rows of semaphores short once their execution ended or hung, or over (red in the views' sheet). */
    static final PseudoClass UNBALANCED = PseudoClass.getPseudoClass("unbalanced");

    static TableView<SyncLedger.Delivery> deliveries() {
        TableView<SyncLedger.Delivery> t = table("semaphores-deliveries", "Deliveries of the selected semaphore",
                "None before the cursor.");
        t.getColumns().add(Tables.column("step", 64, d -> Format.count(d.step()), "num"));
        t.getColumns().add(ColumnFit.key(Tables.column("by", 260, SyncLedger.Delivery::producer, "mono")));
        t.getColumns().add(Tables.column("value", 52, d -> Integer.toString(d.value()), "num"));
        return t;
    }

    static TableView<SyncLedger.Wait> waits() {
        TableView<SyncLedger.Wait> t = table("semaphores-waits", "Waits on the selected semaphore",
                "No instruction waits on it.");
        t.getColumns().add(ColumnFit.key(Tables.column("engine", 96, SyncLedger.Wait::engine, "mono")));
        t.getColumns().add(Tables.column("instruction", 220, w -> SemaphoresModel.instruction(w.slot(),
                w.instruction()), "mono"));
        t.getColumns().add(Tables.column("need", 48, w -> Long.toString(w.need()), "num"));
        t.getColumns().add(Tables.column("waiting since", 92, w -> SemaphoresModel.step(w.waitedAt()), "num"));
        t.getColumns().add(Tables.column("satisfied at", 86, w -> w.satisfiedAt() < 0
                ? (w.waitedAt() >= 0 ? "waiting" : "—") : Format.count(w.satisfiedAt()), "num"));
        return t;
    }

    static TableView<HangReport.Blocked> blocked() {
        TableView<HangReport.Blocked> t = table("semaphores-blocked", "Engines blocked in the hang", "");
        t.getColumns().add(ColumnFit.key(Tables.column("blocked engine", 110, HangReport.Blocked::engine, "mono")));
        t.getColumns().add(Tables.column("instruction", 220, b -> SemaphoresModel.instruction(b.slot(),
                b.instruction()), "mono"));
        t.getColumns().add(Tables.column("on", 56, HangReport.Blocked::semaphore, "mono"));
        t.getColumns().add(Tables.column("need", 48, b -> Long.toString(b.need()), "num"));
        t.getColumns().add(Tables.column("have", 48, b -> Integer.toString(b.have()), "num"));
        t.getColumns().add(Tables.column("since", 64, b -> SemaphoresModel.step(b.waitStep()), "num"));
        t.getColumns().add(Tables.column("first missing", 320, SemaphoresModel::firstMissing));
        return t;
    }

    static TableView<HangReport.Missing> missing() {
        TableView<HangReport.Missing> t = table("semaphores-missing", "Missing producers of the selected engine",
                "Select a blocked engine: the producers it waits for are listed here.");
        t.getColumns().add(ColumnFit.key(Tables.column("missing producer", 240, HangReport.Missing::producer, "mono")));
        t.getColumns().add(Tables.column("why", 120, m -> m.kind().name().toLowerCase(Locale.ROOT)
                .replace('_', ' ')));
        t.getColumns().add(Tables.column("reason", 320, HangReport.Missing::reason));
        return t;
    }
}
