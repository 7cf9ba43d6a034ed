package org.ringscope.model.spine;

import java.util.List;
import java.util.Objects;
import org.ringscope.model.location.ViewKind;

/**
 * A function of the runtime call graph: its recovered symbol, its {@code .text} address, the object it lives
 * in and the section of the spine it belongs to.
 *
 * @param name    the recovered symbol, e.g. {@code kbl_model_add}
 * @param address the {@code .text} address (libnrt: equal to the file offset), or {@link #NO_ADDRESS} when the
 *                references name the node without one
 * @param entry   a public entry: it may be entered with no caller on the spine ({@code nrt_*}, {@code nrtucode_*})
 * @param note    what the node does, or where it comes from when the seed does not name it; may be empty
 */
public record SpineNode(String name, long address, Layer layer, Section section, boolean entry, String note) {
    /** The address of a node the references name without one. */
    public static final long NO_ADDRESS = -1;

    public SpineNode {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(section, "section");
        note = note == null ? "" : note;
    }

    public boolean hasAddress() {
        return address != NO_ADDRESS;
    }

    /** {@code 0x3058e0}, or the empty string when the address is unknown. */
    public String hexAddress() {
        return hasAddress() ? "0x" + Long.toHexString(address) : "";
    }

    /** The views that show what this node does, the spine first (decision 1212). */
    public List<ViewKind> views() {
        return NodeViews.of(this);
    }

    /** {@code look in: Spine, Vring Pages, Packets}: where to look for what this node did. */
    public String lookIn() {
        return "look in: " + String.join(", ", views().stream().map(ViewKind::title).toList());
    }

    @Override
    public String toString() {
        return hasAddress() ? name + " [" + layer + " " + hexAddress() + "]" : name + " [" + layer + "]";
    }
}
