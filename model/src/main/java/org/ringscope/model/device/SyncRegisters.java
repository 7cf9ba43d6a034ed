package org.ringscope.model.device;

import java.util.Arrays;
import org.ringscope.model.trace.StateHash;

/**
 * Semaphores and events of every NeuronCore (docs/reference/udma-rings-and-doorbells.md): 256 signed 32-bit semaphores and 256
 * one-bit events per NC. Engine instructions wait on them; the host increments one to kick an execution
 * ({@code ndl_nc_semaphore_increment}, ioctl 41); DMA descriptors write their increment / set / decrement
 * views and the event view. Changes go through the {@link Device}, which journals the old values.
 */
public final class SyncRegisters {
    private final Topology topology;
    private int[] semaphores;
    private byte[] events;
    private boolean shared;

    record State(int[] semaphores, byte[] events) {
    }

    SyncRegisters(Topology topology) {
        this.topology = topology;
        this.semaphores = new int[topology.ncPerDevice() * topology.semaphoresPerNc()];
        this.events = new byte[topology.ncPerDevice() * topology.eventsPerNc()];
    }

    private int si(int nc, int idx) {
        topology.checkNc(nc);
        if (idx < 0 || idx >= topology.semaphoresPerNc()) {
            throw new IndexOutOfBoundsException("semaphore " + idx + " outside 0.." + (topology.semaphoresPerNc() - 1));
        }
        return nc * topology.semaphoresPerNc() + idx;
    }

    private int ei(int nc, int idx) {
        topology.checkNc(nc);
        if (idx < 0 || idx >= topology.eventsPerNc()) {
            throw new IndexOutOfBoundsException("event " + idx + " outside 0.." + (topology.eventsPerNc() - 1));
        }
        return nc * topology.eventsPerNc() + idx;
    }

    /** Semaphore {@code idx} of NeuronCore {@code nc}. */
    public int semaphore(int nc, int idx) {
        return semaphores[si(nc, idx)];
    }

    /** Event {@code idx} of NeuronCore {@code nc}: 0 or 1. */
    public int event(int nc, int idx) {
        return events[ei(nc, idx)];
    }

    void setSemaphore(int nc, int idx, int v) {
        unshare();
        semaphores[si(nc, idx)] = v;
    }

    void setEvent(int nc, int idx, int v) {
        unshare();
        events[ei(nc, idx)] = (byte) (v & 1);
    }

    private void unshare() {
        if (shared) {
            semaphores = semaphores.clone();
            events = events.clone();
            shared = false;
        }
    }

    State snapshot() {
        shared = true;
        return new State(semaphores, events);
    }

    void restore(State s) {
        semaphores = s.semaphores();
        events = s.events();
        shared = true;
    }

    long hash() {
        long h = 0;
        for (int i = 0; i < semaphores.length; i++) {
            if (semaphores[i] != 0) {
                h += StateHash.mix(StateHash.combine(i, semaphores[i]));
            }
        }
        for (int i = 0; i < events.length; i++) {
            if (events[i] != 0) {
                h += StateHash.mix(~(long) i);
            }
        }
        return h;
    }

    /** A copy of NC {@code nc}'s semaphores. */
    public int[] semaphores(int nc) {
        topology.checkNc(nc);
        return Arrays.copyOfRange(semaphores, nc * topology.semaphoresPerNc(), (nc + 1) * topology.semaphoresPerNc());
    }

    long bytes() {
        return 4L * semaphores.length + events.length;
    }
}
