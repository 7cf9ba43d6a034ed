package org.ringscope.model.vring;

import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Direction;

/**
 * Template vrings (vring seed §5, "Templates → concrete"): a half flagged {@code is_template} carries
 * symbolic buffer pointers ({@link BufPtr#template}: bit 61, var_id 54:36, offset 35:0) that are
 * resolved per execution into physical addresses — {@code new buf_ptr = tensor_get_pa(tensor) + offset}.
 */
public final class VringTemplates {
    /** nlog text for a var_id whose tensor is not in the set. */
    public static final String TENSOR_NOT_FOUND = "Failed to find tensor %s in tensor set";
    /** The assert at vring.c:0x576. */
    public static final String VAR_ID_ASSERT = "var_id < max_var_id + 1";

    private VringTemplates() {
    }

    /** Sets {@code is_template} and {@code max_var_id} of one half (what the template producers do). */
    public static void vringSetTemplate(Vring vring, Direction half, boolean isTemplate, int maxVarId) {
        if (maxVarId < 0 || maxVarId > BufPtr.VAR_ID_MASK) {
            throw new IllegalArgumentException("max_var_id " + maxVarId + " outside 0.." + BufPtr.VAR_ID_MASK);
        }
        VringPages p = vring.half(half);
        boolean oldT = p.isTemplate;
        int oldMax = p.maxVarId;
        p.isTemplate = isTemplate;
        p.maxVarId = maxVarId;
        if (vring.listener != null) {
            vring.emit(new VringEvent.TemplateChanged(vring.name(), "vring_set_template", half, oldT, oldMax, isTemplate,
                    maxVarId));
        }
    }

    /**
     * {@code vring_build_vring_pages_from_template} (0x313a90), in place: for each template half, every
     * descriptor whose pointer has bit 61 set (a TX META descriptor holds an operand, not a pointer:
     * {@link VringPages#holdsPointer}) is rewritten to the tensor's physical address plus the
     * offset; the half is then concrete ({@code is_template} cleared). All pointers are resolved before
     * any is written, so a failure leaves the vring untouched.
     *
     * @throws VringAssertionError if a var_id exceeds max_var_id
     * @throws VringException "Failed to find tensor %s in tensor set"
     * @return the number of pointers resolved
     */
    public static long vringBuildVringPagesFromTemplate(Vring vring, TensorSet tensors) throws VringException {
        for (Direction d : Direction.values()) {
            VringPages p = vring.half(d);
            if (!p.isTemplate) {
                continue;
            }
            for (int i = 0; i < p.usedDescCount; i++) {
                long a = p.word1(i);
                if (BufPtr.isTemplate(a) && p.holdsPointer(i)) {
                    resolve(p, a, tensors);
                }
            }
        }
        long n = 0;
        for (Direction d : Direction.values()) {
            VringPages p = vring.half(d);
            if (!p.isTemplate) {
                continue;
            }
            int first = -1;
            int last = -1;
            for (int i = 0; i < p.usedDescCount; i++) {
                if (BufPtr.isTemplate(p.word1(i)) && p.holdsPointer(i)) {
                    first = first < 0 ? i : first;
                    last = i;
                }
            }
            if (first >= 0) {
                long[] old = vring.listener != null ? p.snapshot(first, last + 1) : null;
                for (int i = first; i <= last; i++) {
                    long a = p.word1(i);
                    if (BufPtr.isTemplate(a) && p.holdsPointer(i)) {
                        p.setWord1(i, resolve(p, a, tensors));
                        n++;
                    }
                }
                if (old != null) {
                    vring.emit(new VringEvent.Edited(vring.name(), "vring_build_vring_pages_from_template", d, first,
                            last + 1, old));
                }
            }
            vringSetTemplate(vring, d, false, p.maxVarId);
        }
        return n;
    }

    private static long resolve(VringPages p, long a, TensorSet tensors) throws VringException {
        int varId = BufPtr.varId(a);
        if (varId >= p.maxVarId + 1) {
            throw new VringAssertionError(VAR_ID_ASSERT + " (var_id " + varId + ", max_var_id " + p.maxVarId + ")",
                    "vring.c:0x576");
        }
        String name = tensors.nameOf(varId);
        var pa = tensors.pa(name);
        if (pa.isEmpty()) {
            throw new VringException(VringException.NRT_FAILURE, String.format(TENSOR_NOT_FOUND, name));
        }
        return pa.getAsLong() + BufPtr.offset(a);
    }

    /**
     * {@code vring_build_vring_from_template}: {@code vring_deep_copy_pages} of {@code template} under
     * {@code newName}, then {@link #vringBuildVringPagesFromTemplate} on the copy; the template is untouched.
     */
    public static Vring vringBuildVringFromTemplate(Vring template, String newName, TensorSet tensors)
            throws VringException {
        Vring copy = template.vringDeepCopyPages(newName);
        vringBuildVringPagesFromTemplate(copy, tensors);
        return copy;
    }
}
