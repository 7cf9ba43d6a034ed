package org.ringscope.app.ui.dialogs;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.stage.Stage;

/**
 * RingScope's icon (installers/icons/ringscope.svg, rendered to PNGs in the jar): on the window, on dialogs and in
 * About.
 */
public final class AppIcon {
    static final int[] SIZES = {16, 32, 48, 64, 128, 256};
    private static List<Image> images;

    private AppIcon() {
    }

    /** The icon at every size the window manager may ask for (loaded once). */
    static synchronized List<Image> images() {
        if (images == null) {
            List<Image> l = new ArrayList<>();
            for (int s : SIZES) {
                try (InputStream in = AppIcon.class.getResourceAsStream(resource(s))) {
                    if (in != null) {
                        l.add(new Image(in));
                    }
                } catch (IOException e) {
                    // an icon is decoration: a missing size is left out
                }
            }
            images = List.copyOf(l);
        }
        return images;
    }

    static String resource(int size) {
        return "/org/ringscope/app/icons/ringscope-" + size + ".png";
    }

    /** Gives a window the icon. */
    public static void on(Stage stage) {
        stage.getIcons().setAll(images());
    }

    /** The icon as a node of {@code size} pixels (About). */
    static ImageView view(int size) {
        ImageView v = new ImageView(images().stream().filter(i -> i.getWidth() >= size).findFirst()
                .orElse(images().isEmpty() ? null : images().get(images().size() - 1)));
        v.setFitWidth(size);
        v.setFitHeight(size);
        v.setSmooth(true);
        return v;
    }
}
