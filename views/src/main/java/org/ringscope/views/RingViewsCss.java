package org.ringscope.views;

import java.util.Objects;

/**
 * The style sheet of the vring, packets and problems views ({@code ring-views.css}): added to each view's root, it
 * styles with the theme's colours ({@code -rs-*}, looked up from the window), so light and dark both apply.
 */
public final class RingViewsCss {
    /** The sheet's URL. */
    public static final String URL = Objects.requireNonNull(RingViewsCss.class.getResource("/org/ringscope/views/ring-views.css"),
            "ring-views.css missing from the class path").toExternalForm();

    private RingViewsCss() {
    }
}
