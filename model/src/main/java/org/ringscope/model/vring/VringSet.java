package org.ringscope.model.vring;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.ringscope.model.udma.Arch;

/**
 * {@code vring_set_t} (0x1590 = 5,520 bytes; vring seed §1): a flat array of 16 {@code vring_t} (stride
 * 344) plus {@code count} (@5504) and {@code tile_idx} (@5512), the unit the executor allocates per
 * DMA-queue set. {@code vring_set_allocate} (0x311e00) names each of the {@code count} vrings
 * {@code "%s_%u"} and stamps it with the set's {@code stochastic_rounding_en}.
 */
public final class VringSet {
    /** Vrings per set: 16. */
    public static final int MAX_VRINGS = 16;
    /** {@code sizeof(vring_set_t)} = 0x1590. */
    public static final int VRING_SET_T_BYTES = 0x1590;
    /** The name format of member {@code i}. */
    public static final String NAME_FORMAT = "%s_%d";

    private final List<Vring> vrings;
    private final int tileIdx;

    private VringSet(List<Vring> vrings, int tileIdx) {
        this.vrings = Collections.unmodifiableList(vrings);
        this.tileIdx = tileIdx;
    }

    /** {@code vring_set_allocate}: {@code count} (1..16) empty vrings named {@code name_0 … name_{count-1}}. */
    public static VringSet vringSetAllocate(String name, int count, int tileIdx, boolean stochasticRoundingEn, Arch arch) {
        if (count < 1 || count > MAX_VRINGS) {
            throw new VringAssertionError("count <= " + MAX_VRINGS + " (got " + count + ")", "vring_set_allocate");
        }
        List<Vring> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Vring v = new Vring(String.format(NAME_FORMAT, name, i), arch);
            v.stochasticRoundingEn = stochasticRoundingEn;
            list.add(v);
        }
        return new VringSet(list, tileIdx);
    }

    /** {@code count}. */
    public int count() {
        return vrings.size();
    }

    /** {@code tile_idx}. */
    public int tileIdx() {
        return tileIdx;
    }

    public Vring get(int i) {
        return vrings.get(i);
    }

    public List<Vring> vrings() {
        return vrings;
    }
}
