package org.ringscope.app.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.profile.ProfileCompareView;

/**
 * A Neuron Explorer profile in the window (decision 1424): File &gt; Open Profile chooses its folder, and a folder
 * opened otherwise (a drop, {@code ringscope NEFF PROFILE_DIR}) goes the same way — to the Profile Compare view,
 * beside the NEFF open.
 */
final class ProfileActions {
    /**
     * What the profile actions bind.
     *
     * @param dock  where the Profile Compare view is
     * @param show  shows a view
     * @param stage the chooser's owner
     */
    record Services(DockPane dock, Predicate<ViewKind> show, Stage stage) {
    }

    private final Services w;

    ProfileActions(Services services) {
        this.w = services;
    }

    List<WorkbenchAction> actions() {
        return List.of(new WorkbenchAction("open-profile", "Open _Profile…", null,
                "Open a Neuron Explorer profile (a folder of .parquet tables) beside the NEFF's run", this::choose));
    }

    private void choose() {
        DirectoryChooser dc = new DirectoryChooser();
        dc.setTitle("Open Profile (a folder of Neuron Explorer's .parquet tables)");
        File f = dc.showDialog(w.stage());
        if (f != null) {
            compare(f.toPath());
        }
    }

    /** Shows the profile in {@code dir} beside the NEFF open (or the next one opened), in the Profile Compare view. */
    void compare(Path dir) {
        w.dock().item(ViewKind.PROFILE.id()).map(DockItem::view).filter(ProfileCompareView.class::isInstance)
                .map(ProfileCompareView.class::cast).ifPresent(v -> {
                    v.open(dir);
                    w.show().test(ViewKind.PROFILE);
                });
    }
}
