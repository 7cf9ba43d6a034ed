package org.ringscope.model.ucode;

/** The outcome of one loader step: a value, or a status with the loader's message. */
sealed interface Step<T> {

    record Ok<T>(T value) implements Step<T> {
    }

    record Fail<T>(XtlibStatus status, String message) implements Step<T> {
        @SuppressWarnings("unchecked")
        <U> Fail<U> cast() {
            return (Fail<U>) this;
        }
    }

    static <T> Step<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Step<T> fail(XtlibStatus status, String message) {
        return new Fail<>(status, message);
    }
}
