package org.ringscope.views.fx;

import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/** The failure a user is told about: what a future's {@link CompletionException} or {@link ExecutionException} wraps. */
public final class Failures {
    private Failures() {
    }

    /** {@code t} without the future's wrappers around it. */
    public static Throwable root(Throwable t) {
        Throwable x = t;
        while (x.getCause() != null && (x instanceof CompletionException || x instanceof ExecutionException)) {
            x = x.getCause();
        }
        return x;
    }
}
