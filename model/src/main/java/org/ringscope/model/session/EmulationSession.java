package org.ringscope.model.session;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.ringscope.model.InputException;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.trace.Breakpoints;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalEvent;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.trace.Navigator;
import org.ringscope.model.trace.Stepper;

/**
 * One emulation: its inputs (the NEFF and the {@link RunOptions}), the emulated device, the journal and the
 * runtime's result, and a cursor over the journal (docs/architecture.md, "session"). Every change is published as a
 * {@link SessionEvent} with a rising revision; cursor moves — step, step back, run to a spine node, run back to
 * a {@link Condition} — delegate to the journal, so the state at the cursor is exact. Single-threaded: the
 * owner calls it from one thread and hands views immutable results.
 *
 * <pre>{@code
 * EmulationSession s = EmulationSession.open(neff, RunOptions.defaults());
 * RunResult r = s.run();
 * s.seek(0); s.runToNode("ndl_nc_semaphore_increment"); s.stepBack();
 * }</pre>
 */
public final class EmulationSession {
    private final NeffFile neff;
    private final Manifest manifest;
    private final RunOptions options;
    private final NeuronRuntime runtime;
    private final Navigator navigator;
    private final List<Consumer<SessionEvent>> listeners = new CopyOnWriteArrayList<>();
    private long revision;
    /** Follows the journal for the session's life (it trims on a cut and extends over appended records). */
    private final WriteIndex writes;
    /** The indexes of the finished run; dropped when its history is cut or grows. */
    private volatile RunIndexes indexes;

    private EmulationSession(NeffFile neff, Manifest manifest, RunOptions options) throws InputException {
        this.neff = neff;
        this.manifest = manifest;
        this.options = options;
        this.runtime = new NeuronRuntime(neff, manifest, options);
        this.navigator = new Navigator(runtime.journal());
        this.writes = WriteIndex.of(runtime.device(), runtime.journal());
        runtime.journal().addListener(this::onJournal);
    }

    /** A session over {@code neff}, whose manifest it parses once; nothing runs until {@link #run()}. */
    public static EmulationSession open(NeffFile neff, RunOptions options) throws InputException {
        return new EmulationSession(neff, ManifestParser.parse(neff), options);
    }

    /**
     * A session over {@code neff} and the manifest {@code manifest} already parsed from it (the workbench's NEFF
     * document parsed it to show it): the run and every reader of the session use that one value.
     */
    public static EmulationSession open(NeffFile neff, Manifest manifest, RunOptions options) throws InputException {
        return new EmulationSession(neff, Objects.requireNonNull(manifest, "manifest"), options);
    }

    private void onJournal(JournalEvent e) {
        if (indexes != null && (e instanceof JournalEvent.Truncated || e instanceof JournalEvent.Reset
                || e instanceof JournalEvent.Recorded)) {
            indexes = null; // another history than the one they were built from
        }
        if (e instanceof JournalEvent.Stepped s) {
            fire(new SessionEvent.CursorMoved(s.from(), s.to(), ++revision));
        } else if (e instanceof JournalEvent.Reversed r) {
            fire(new SessionEvent.CursorMoved(r.from(), r.to(), ++revision));
        } else if (e instanceof JournalEvent.Truncated t) {
            fire(new SessionEvent.HistoryTruncated(t.newSize(), ++revision));
        } else if (e instanceof JournalEvent.Reset) {
            fire(new SessionEvent.HistoryTruncated(0, ++revision));
        } else {
            revision++;
        }
    }

    /** The NEFF's name as a {@code Neff} names it: the file name of its source. */
    public String neffName() {
        String src = neff().source();
        return src.substring(Math.max(src.lastIndexOf('/'), src.lastIndexOf('\\')) + 1);
    }

    /** Runs the emulation to its end (once) and returns its result. */
    public RunResult run() {
        fire(new SessionEvent.RunStarted(neff.source(), ++revision));
        RunResult r = runtime.run();
        fire(new SessionEvent.RunFinished(r, ++revision));
        return r;
    }

    public NeffFile neff() {
        return neff;
    }

    /** The NEFF's manifest, parsed once for the session: the run, the checks and every index read this value. */
    public Manifest manifest() {
        return manifest;
    }

    public RunOptions options() {
        return options;
    }

    public NeuronRuntime runtime() {
        return runtime;
    }

    public Journal journal() {
        return runtime.journal();
    }

    public Device device() {
        return runtime.device();
    }

    /**
     * The indexes derived from the finished run (vrings, DGE traffic, timeline, spine walk, write index), each built
     * once on its first question and shared by every reader until the history changes; before the run finished, a
     * fresh set each call. Read on the thread that owns the journal.
     */
    public synchronized RunIndexes indexes() {
        RunIndexes x = indexes;
        if (x != null) {
            return x;
        }
        x = new RunIndexes(this, writes);
        if (result() != null) {
            indexes = x;
        }
        return x;
    }

    /** The session's vrings by key ({@link RunIndexes#vrings()}). Read on the thread that owns the journal. */
    public SessionVrings vrings() {
        return indexes().vrings();
    }

    /** The run's result, or {@code null} before {@link #run()}. */
    public RunResult result() {
        return runtime.result();
    }

    /** A counter that rises with every published change. */
    public long revision() {
        return revision;
    }

    /** The cursor: the step whose state the device, the vrings and the patches hold. */
    public int cursor() {
        return journal().position();
    }

    /** The last step. */
    public int steps() {
        return journal().size();
    }

    public void seek(int step) {
        journal().seek(step);
    }

    public boolean stepForward() {
        return journal().stepForward();
    }

    public boolean stepBack() {
        return journal().stepBack();
    }

    /** Step into / over / out over the spine markers. */
    public int stepInto() {
        return markers().stepInto();
    }

    public int stepOver() {
        return markers().stepOver();
    }

    public int stepOut() {
        return markers().stepOut();
    }

    /** Runs forward to the next entry of spine node {@code node} (a breakpoint); -1 if none. */
    public int runToNode(String node) {
        return markers().runToNode(node);
    }

    /** Step back: the inverse of step into ({@link Stepper#stepBack}); returns the new step. */
    public int reverseStepInto() {
        return Stepper.stepBack(journal());
    }

    /**
     * Runs to just past the next entry of {@code node}, or to its first entry when none is ahead
     * ({@link Stepper#runToNode}); -1 (the cursor stays) when the run never entered it.
     */
    public int goToNode(String node) {
        return Stepper.runToNode(journal(), node);
    }

    /** Runs forward to the next entry of a breakpoint node, else to the end ({@link Stepper#runTo}). */
    public int runTo(Breakpoints b) {
        return Stepper.runTo(journal(), b.snapshot());
    }

    /** Runs back to the previous entry of a breakpoint node, else to step 0 ({@link Stepper#runBackTo}). */
    public int runBackTo(Breakpoints b) {
        return Stepper.runBackTo(journal(), b.snapshot());
    }

    /** One bounded tick of a run loop ({@link Stepper#advance}). */
    public Stepper.Tick advance(int budget, Breakpoints b) {
        return Stepper.advance(journal(), budget, b.snapshot());
    }

    /** Runs back to just after the latest record behind the cursor that matches {@code c}; -1 if none. */
    public int runBackTo(Condition c) {
        return navigator.runBackTo(c);
    }

    /** Runs forward to just after the next record that matches {@code c}; -1 if none. */
    public int runTo(Condition c) {
        return navigator.runTo(c);
    }

    /** The call stack of spine nodes open at the cursor. */
    public List<String> stack() {
        return markers().openNodes(cursor());
    }

    /** A fingerprint of the whole state at the cursor. */
    public long stateHash() {
        return journal().stateHash();
    }

    private Markers markers() {
        return journal().markers();
    }

    public void addListener(Consumer<SessionEvent> l) {
        listeners.add(l);
    }

    public void removeListener(Consumer<SessionEvent> l) {
        listeners.remove(l);
    }

    private void fire(SessionEvent e) {
        listeners.forEach(l -> l.accept(e));
    }
}
