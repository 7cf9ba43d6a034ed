package org.ringscope.app.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/** Saves a PNG of a whole scene ({@code scene.snapshot}) or of one node; works under Monocle without a display. */
public final class Snapshots {
    private Snapshots() {
    }

    /** Renders {@code scene} and writes it to {@code png}, creating parent folders. FX thread only. */
    public static Path save(Scene scene, Path png) throws IOException {
        return write(scene.snapshot(null), png);
    }

    /** Renders one node (a view) as it is shown and writes it to {@code png}. FX thread only. */
    public static Path save(Node node, Path png) throws IOException {
        return write(node.snapshot(null, null), png);
    }

    private static Path write(WritableImage img, Path png) throws IOException {
        BufferedImage b = SwingFXUtils.fromFXImage(img, null);
        Path abs = png.toAbsolutePath();
        if (abs.getParent() != null) {
            Files.createDirectories(abs.getParent());
        }
        if (!ImageIO.write(b, "png", abs.toFile())) {
            throw new IOException("no PNG writer available for " + abs);
        }
        return abs;
    }
}
