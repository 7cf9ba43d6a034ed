package org.ringscope.views.pring;

/** What the timeline's x axis counts: journal steps, or the device's emulated clock (DMA packets executed). */
enum AxisMode {
    STEP("Steps"),
    CLOCK("Device clock");

    final String title;

    AxisMode(String title) {
        this.title = title;
    }
}
