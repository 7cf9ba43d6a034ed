/**
 * Dump files (docs/dump-format.md): the state of a run at one journal step — every vring half and
 * pring, named by meaning ({@link org.ringscope.model.dump.RingId}), every relocated GPSIMD image with its
 * applied patches, every written page of device memory — in a versioned zip.
 * {@link org.ringscope.model.dump.DumpWriter} writes one atomically from a session at any step;
 * {@link org.ringscope.model.dump.DumpReader} reads one (rings memory-mapped, every bad input an
 * {@code InputException} naming file, entry and field) or a raw ring file;
 * {@link org.ringscope.model.dump.DumpCapture} takes the same content in memory. Descriptors are never
 * objects: {@link org.ringscope.model.dump.DumpRing} reads them by index from the blob.
 *
 * <pre>{@code
 * DumpWriter.write(session, session.cursor(), Path.of("now.rsdump"));
 * Dump d = DumpReader.read(Path.of("now.rsdump"));
 * long w0 = d.ring(RingId.parse("pring:sg00/qSPIO0/0/tx")).orElseThrow().word0(3);
 * }</pre>
 */
package org.ringscope.model.dump;
