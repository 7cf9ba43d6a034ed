package org.ringscope.views;

/**
 * The drag state of a canvas a view pans with the mouse — the pring strips and timeline, the spine (decision 1241).
 * A press starts a gesture; it becomes a drag once the pointer is farther than the slop from the press, and from
 * then every move pans by the distance since the last pan (the first from the press, so what was under the pointer
 * stays under it). A release after a drag is no click.
 */
public final class CanvasDrag {
    private final double slop;
    private double pressX;
    private double pressY;
    private double lastX;
    private double lastY;
    private double dx;
    private double dy;
    private boolean dragging;

    /** @param slop how far (px) the pointer moves from the press before the gesture is a drag, not a click */
    public CanvasDrag(double slop) {
        this.slop = slop;
    }

    /** A button went down at ({@code x}, {@code y}): a new gesture, a click until it moves past the slop. */
    public void press(double x, double y) {
        pressX = lastX = x;
        pressY = lastY = y;
        dx = dy = 0;
        dragging = false;
    }

    /**
     * The pointer moved to ({@code x}, {@code y}) with the button down; {@link #dx()} and {@link #dy()} are then what
     * to pan by (0 while the gesture is still a click).
     *
     * @return whether this move made the gesture a drag (the caller hides what hovering showed)
     */
    public boolean move(double x, double y) {
        boolean started = !dragging && Math.hypot(x - pressX, y - pressY) > slop;
        dragging |= started;
        if (dragging) {
            dx = x - lastX;
            dy = y - lastY;
            lastX = x;
            lastY = y;
        } else {
            dx = dy = 0;
        }
        return started;
    }

    /** Whether the gesture is a drag (its release is no click). */
    public boolean dragging() {
        return dragging;
    }

    /** How far the last move went right (px; 0 before the drag started). */
    public double dx() {
        return dx;
    }

    /** How far the last move went down (px; 0 before the drag started). */
    public double dy() {
        return dy;
    }
}
