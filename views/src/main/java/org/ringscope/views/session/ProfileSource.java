package org.ringscope.views.session;

import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.WeakHashMap;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.ringscope.model.profile.ProfileComparison;

/**
 * The Neuron Explorer profile shown beside the session's run, as the Profile Compare view compared it (one per
 * session source): the Prings &amp; Doorbells timeline draws its packets on their queues' lanes. The view publishes
 * each comparison it renders, and nothing when there is none; everything happens on the FX thread.
 */
public final class ProfileSource {
    /** Weak both ways, as {@link PreflightSource}'s: a comparison refers to a run, whose listeners refer to the source. */
    private static final Map<SessionSource, WeakReference<ProfileSource>> SHARED = new WeakHashMap<>();

    private final ReadOnlyObjectWrapper<ProfileComparison> comparison = new ReadOnlyObjectWrapper<>(this, "comparison");

    private ProfileSource() {
    }

    /** The source of {@code sessions}' window. */
    public static synchronized ProfileSource of(SessionSource sessions) {
        WeakReference<ProfileSource> w = SHARED.get(sessions);
        ProfileSource p = w == null ? null : w.get();
        if (p == null) {
            p = new ProfileSource();
            SHARED.put(sessions, new WeakReference<>(p));
        }
        return p;
    }

    /** The comparison shown, or {@code null}. */
    public ReadOnlyObjectProperty<ProfileComparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /** Shows {@code c} (null: none). FX thread. */
    public void publish(ProfileComparison c) {
        comparison.set(c);
    }
}
