package org.ringscope.views.pring;

import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Region;

/** A region that holds one canvas at its own size and says when that size changed (a canvas never resizes itself). */
final class CanvasPane extends Region {
    private final Canvas canvas = new Canvas();
    private final Runnable resized;

    CanvasPane(Runnable resized) {
        this.resized = resized;
        getChildren().add(canvas);
        setMinSize(0, 0);
        setPrefSize(400, 200);
        setFocusTraversable(true);
    }

    Canvas canvas() {
        return canvas;
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth());
        double h = snapSizeY(getHeight());
        if (w != canvas.getWidth() || h != canvas.getHeight()) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            resized.run();
        }
    }
}
