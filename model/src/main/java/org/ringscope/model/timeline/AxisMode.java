package org.ringscope.model.timeline;

/** What the timeline's x axis counts: journal steps, or the device's emulated clock (DMA packets executed). */
public enum AxisMode {
    STEP("Steps"),
    CLOCK("Device clock");

    private final String title;

    AxisMode(String title) {
        this.title = title;
    }

    /** The axis's name, as the toolbar offers it. */
    public String title() {
        return title;
    }
}
