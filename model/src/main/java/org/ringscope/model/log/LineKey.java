package org.ringscope.model.log;

/**
 * The key two lines match on (decision 1341): the kind, the component, the function and the message's template. A
 * dmesg line's component is the driver's, whatever the runtime line beside it says.
 */
public final class LineKey {
    private LineKey() {
    }

    /** The key of a line of {@code kind} printed by {@code module:function} whose template is {@code template}. */
    public static String of(LineKind kind, String module, String function, String template) {
        String m = kind == LineKind.DMESG ? "neuron" : module;
        return kind.ordinal() + "\u0002" + m + "\u0002" + function + "\u0002" + template;
    }
}
