package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.trace.Domain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.StateHash;
import org.ringscope.model.ucode.Patch;

/**
 * The relocation patches of the ucode libraries as a journal domain: each patch {@code relocate_op} applies
 * is one record (library, patch index), so a view at any step shows the patches applied so far, with their
 * site and before/after bytes. The state is the number of patches applied per library.
 */
public final class UcodeDomain implements Domain {
    static final int PATCH = 0;

    private final Journal journal;
    private final int id;
    private final List<String> libs = new ArrayList<>();
    private final List<List<Patch>> patches = new ArrayList<>();
    private int[] applied = new int[0];

    /** Registers the domain; call before anything is recorded. */
    public UcodeDomain(Journal journal) {
        this.journal = journal;
        this.id = journal.register(this);
    }

    /** Declares a library and the patches its relocation will apply; returns its index. */
    public int library(String name, List<Patch> all) {
        libs.add(name);
        patches.add(List.copyOf(all));
        applied = Arrays.copyOf(applied, libs.size());
        return libs.size() - 1;
    }

    /** Records that patch {@code k} of library {@code lib} was applied ({@code relocate_op} → {@code memcpy}). */
    public void applied(int lib, int k) {
        if (k != applied[lib]) {
            throw new IllegalStateException("patch " + k + " of " + libs.get(lib) + " applied out of order");
        }
        journal.begin(id, PATCH, false);
        applied[lib]++;
        journal.commit(lib, k, 1);
    }

    /** The patches of library {@code lib} applied at the journal's cursor. */
    public List<Patch> appliedPatches(int lib) {
        return patches.get(lib).subList(0, applied[lib]);
    }

    /** Library names, by index. */
    public List<String> libraries() {
        return List.copyOf(libs);
    }

    @Override
    public String name() {
        return "ucode";
    }

    @Override
    public void redo(Journal j, int i) {
        applied[j.a(i)] = (int) j.b(i) + 1;
    }

    @Override
    public void revert(Journal j, int i) {
        applied[j.a(i)] = (int) j.b(i);
    }

    @Override
    public Object checkpoint() {
        return applied.clone();
    }

    @Override
    public void restore(Object snapshot) {
        int[] s = (int[]) snapshot;
        applied = Arrays.copyOf(s, Math.max(s.length, libs.size()));
    }

    @Override
    public long stateHash() {
        long h = 0;
        for (int i = 0; i < applied.length; i++) {
            if (applied[i] != 0) {
                h = StateHash.combine(h, StateHash.combine(i, applied[i]));
            }
        }
        return h;
    }

    @Override
    public String describe(Journal j, int i) {
        Patch p = patches.get(j.a(i)).get((int) j.b(i));
        return String.format("relocate_op %s #%d at 0x%x: 0x%08x -> 0x%08x", libs.get(j.a(i)), p.index(), p.site(),
                p.before(), p.after());
    }
}
