package org.ringscope.views.profile;

import org.ringscope.model.profile.ProfileComparison;

/** What the Profile Compare view shows: a comparison, or a message (none open, reading, an error). */
record ProfileState(ProfileComparison comparison, String message) {
    static ProfileState message(String m) {
        return new ProfileState(null, m);
    }
}
