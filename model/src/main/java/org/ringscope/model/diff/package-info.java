/**
 * The diff of two dumps: rings paired by {@link org.ringscope.model.dump.RingId}, aligned by index
 * or by content ({@link org.ringscope.model.diff.Alignment}), compared field by field
 * ({@link org.ringscope.model.diff.DescField}); relocation patches, images and memory pages. Entry points:
 * {@link org.ringscope.model.diff.DumpDiff#of} for two dumps, {@link org.ringscope.model.diff.RingDiffer} for
 * two rings, {@link org.ringscope.model.diff.ForkDiff} to re-run a NEFF with one parameter changed and diff.
 * The diff view's model is {@link org.ringscope.model.diff.DiffModel}: aligned rows, changed-field masks,
 * next / previous difference, a minimap density, filters — primitive-backed and immutable.
 *
 * <pre>{@code
 * DumpDiff d = DumpDiff.of(DumpReader.read(a), DumpReader.read(b), DiffOptions.defaults());
 * DiffModel m = DiffModel.of(d.rings().get(0)).filtered(true, DescField.DMB.bit() | DescField.SOW.bit());
 * for (int v = m.nextDifference(-1); v >= 0; v = m.nextDifference(v)) { m.aIndex(v); m.bIndex(v); m.fieldMask(v); }
 * }</pre>
 */
package org.ringscope.model.diff;
