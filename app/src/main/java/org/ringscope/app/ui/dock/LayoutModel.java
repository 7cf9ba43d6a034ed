package org.ringscope.app.ui.dock;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the views of one perspective go — the dock's presentation model, pure Java and tested without a
 * window. Each area holds an ordered list of <em>entries</em>: a view kind ({@code "neff"}) places every view
 * of that kind not named elsewhere; a view id ({@code "neff-2"}, the second NEFF) places that one view. Views
 * nobody names go to the centre. {@link #resolve} turns the entries and the views that exist into tab lists;
 * {@link #move} moves one view and rewrites the entries so the move survives; kinds whose views do not exist
 * keep their place for later. Plus the selected tab of each area and the three divider positions.
 * {@link #encode()} / {@link #decode} make it a preference string.
 */
public final class LayoutModel {
    /** The first token of an encoded layout; a layout of another version is ignored. */
    static final String VERSION = "rs-layout-1";

    /** A view in the dock: its unique id and its kind (the first view of a kind has id = kind). */
    public record Item(String id, String kind) {
        public static Item of(String id) {
            int dash = id.lastIndexOf('-');
            boolean numbered = dash > 0 && id.substring(dash + 1).chars().allMatch(Character::isDigit)
                    && dash < id.length() - 1;
            return new Item(id, numbered ? id.substring(0, dash) : id);
        }
    }

    private final EnumMap<Area, List<String>> entries = new EnumMap<>(Area.class);
    private final EnumMap<Area, String> selected = new EnumMap<>(Area.class);
    private double leftDivider = 0.2;
    private double rightDivider = 0.72;
    private double bottomDivider = 0.7;

    public LayoutModel() {
        for (Area a : Area.values()) {
            entries.put(a, new ArrayList<>());
        }
    }

    /** The entries of an area (mutable: perspectives fill them). */
    List<String> entries(Area a) {
        return entries.get(a);
    }

    public List<String> entriesOf(Area a) {
        return List.copyOf(entries.get(a));
    }

    public double leftDivider() {
        return leftDivider;
    }

    public double rightDivider() {
        return rightDivider;
    }

    public double bottomDivider() {
        return bottomDivider;
    }

    /** Sets the dividers (fractions of the width / height), clamped to sensible ranges. */
    public void setDividers(double left, double right, double bottom) {
        leftDivider = clamp(left, 0.05, 0.45);
        rightDivider = clamp(right, 0.55, 0.95);
        bottomDivider = clamp(bottom, 0.2, 0.9);
    }

    private static double clamp(double v, double lo, double hi) {
        return Double.isNaN(v) ? (lo + hi) / 2 : Math.max(lo, Math.min(hi, v));
    }

    public Optional<String> selected(Area a) {
        return Optional.ofNullable(selected.get(a));
    }

    public void select(Area a, String id) {
        if (id == null) {
            selected.remove(a);
        } else {
            selected.put(a, id);
        }
    }

    /** The tabs of every area for the views that exist, in order. */
    public EnumMap<Area, List<Item>> resolve(Collection<Item> present) {
        EnumMap<Area, List<Item>> out = new EnumMap<>(Area.class);
        Set<String> named = new HashSet<>();
        entries.values().forEach(named::addAll);
        Set<Item> placed = new HashSet<>();
        for (Area a : Area.values()) {
            List<Item> tabs = new ArrayList<>();
            for (String e : entries.get(a)) {
                for (Item it : present) {
                    boolean exact = it.id().equals(e);
                    boolean byKind = it.kind().equals(e) && !named.contains(it.id());
                    if ((exact || byKind) && placed.add(it)) {
                        tabs.add(it);
                    }
                }
            }
            out.put(a, tabs);
        }
        for (Item it : present) {
            if (placed.add(it)) {
                out.get(Area.CENTER).add(it);
            }
        }
        return out;
    }

    /** The area a view is in (given the views that exist). */
    public Area areaOf(Item item, Collection<Item> present) {
        for (Map.Entry<Area, List<Item>> e : resolve(present).entrySet()) {
            if (e.getValue().contains(item)) {
                return e.getKey();
            }
        }
        return Area.CENTER;
    }

    /**
     * Moves {@code item} to {@code to} at tab position {@code index} (clamped), selects it there, and rewrites
     * the entries: the views that exist are named in their new order, kinds without views keep their area.
     */
    public void move(Item item, Area to, int index, Collection<Item> present) {
        EnumMap<Area, List<Item>> r = resolve(present);
        for (List<Item> l : r.values()) {
            l.remove(item);
        }
        List<Item> target = r.get(to);
        target.add(Math.max(0, Math.min(index, target.size())), item);
        Set<String> presentIds = new HashSet<>();
        Set<String> presentKinds = new HashSet<>();
        present.forEach(p -> {
            presentIds.add(p.id());
            presentKinds.add(p.kind());
        });
        for (Area a : Area.values()) {
            List<String> next = new ArrayList<>();
            r.get(a).forEach(it -> next.add(it.id()));
            for (String e : entries.get(a)) {
                if (!presentIds.contains(e) && !presentKinds.contains(e) && !next.contains(e)) {
                    next.add(e);
                }
            }
            entries.put(a, next);
        }
        select(to, item.id());
    }

    public LayoutModel copy() {
        LayoutModel m = new LayoutModel();
        entries.forEach((a, l) -> m.entries.get(a).addAll(l));
        m.selected.putAll(selected);
        m.setDividers(leftDivider, rightDivider, bottomDivider);
        return m;
    }

    /** One line: {@code rs-layout-1|left=spine|center=neff,relocations|…|sel=center:neff|div=0.2,0.7,0.72}. */
    public String encode() {
        StringBuilder s = new StringBuilder(VERSION);
        for (Area a : Area.values()) {
            s.append('|').append(a.key()).append('=').append(String.join(",", entries.get(a)));
        }
        List<String> sel = new ArrayList<>();
        selected.forEach((a, id) -> sel.add(a.key() + ":" + id));
        s.append("|sel=").append(String.join(",", sel));
        s.append(String.format(Locale.ROOT, "|div=%.4f,%.4f,%.4f", leftDivider, rightDivider, bottomDivider));
        return s.toString();
    }

    /** Parses {@link #encode()}'s text; empty for anything else (a layout of another version, garbage). */
    public static Optional<LayoutModel> decode(String text) {
        if (text == null || !text.startsWith(VERSION + "|")) {
            return Optional.empty();
        }
        try {
            Map<String, String> parts = new LinkedHashMap<>();
            for (String p : text.substring(VERSION.length() + 1).split("\\|", -1)) {
                int eq = p.indexOf('=');
                if (eq <= 0) {
                    return Optional.empty();
                }
                parts.put(p.substring(0, eq), p.substring(eq + 1));
            }
            LayoutModel m = new LayoutModel();
            for (Area a : Area.values()) {
                String v = parts.get(a.key());
                if (v == null) {
                    return Optional.empty();
                }
                for (String id : v.split(",")) {
                    if (!id.isBlank() && !m.entries.get(a).contains(id.strip())) {
                        m.entries.get(a).add(id.strip());
                    }
                }
            }
            for (String s : parts.getOrDefault("sel", "").split(",")) {
                int c = s.indexOf(':');
                if (c > 0) {
                    for (Area a : Area.values()) {
                        if (a.key().equals(s.substring(0, c))) {
                            m.selected.put(a, s.substring(c + 1));
                        }
                    }
                }
            }
            String[] d = parts.getOrDefault("div", "").split(",");
            if (d.length == 3) {
                m.setDividers(Double.parseDouble(d[0]), Double.parseDouble(d[1]), Double.parseDouble(d[2]));
            }
            return Optional.of(m);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
